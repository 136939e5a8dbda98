import { site } from "#app/config/site.ts";
import { formatRand } from "#app/lib/format/money.ts";
import type { IntermediaryRemuneration } from "#app/programmes/types.ts";

/**
 * What a South African client must be told with a quotation by the intermediary that arranges it (the FAIS General
 * Code of Conduct, sections 4 and 5): who the financial services provider is and that it is authorised (its licence
 * number), who the product supplier (the insurer) is, whether it earns commission or a fee and how much, and where
 * to complain. One list of lines, for the quotation PDF and the client's request page alike. Pure.
 */

/**
 * The group's standard commission on a commercial programme, where the programme's data gives none: 12.5% of the
 * premium before SASRIA and VAT, within the regulated maximum for short-term insurance (20% for non-motor, 12.5% for
 * motor business). A placeholder like the brand values (app/config/site.ts), to be confirmed at deployment.
 */
export const STANDARD_REMUNERATION: IntermediaryRemuneration = { kind: "commission", percent: 12.5 };

/** The statutory ombud for complaints about an FSP's services, and the scheme for complaints about the policy. */
export const OMBUDS = {
  fais: { name: "Ombud for Financial Services Providers (FAIS Ombud)", website: "www.faisombud.co.za" },
  nfo: { name: "National Financial Ombud Scheme South Africa (NFO)", website: "www.nfosa.co.za" },
} as const;

/** One disclosure: what it is about, and what the client is told. */
export interface Disclosure {
  label: string;
  text: string;
}

/** The commission on a premium (cents), to the cent, half up. */
export function commissionOn(premiumCents: number, percent: number): number {
  return Math.round((premiumCents * percent) / 100);
}

export function quotationDisclosures(
  remuneration: IntermediaryRemuneration,
  options: readonly { tier: string; basePremium: number }[],
): Disclosure[] {
  const rand = (cents: number) => formatRand(cents, { showCents: true });
  const earned =
    remuneration.kind === "commission"
      ? `We are paid commission by ${site.underwriter}, the insurer, of ${remuneration.percent}% of the premium before SASRIA and VAT: ${options
          .map(
            (o) =>
              `${rand(commissionOn(o.basePremium, remuneration.percent))} a year${options.length > 1 ? ` on option ${o.tier}` : ""}`,
          )
          .join(", ")}. It is part of the premium quoted: you pay us no fee for this quotation or the cover.`
      : `You pay us a fee of ${formatRand(remuneration.yearly * 100)} a year, excluding VAT, for arranging this cover, as agreed with you in writing; we earn no commission on it.`;
  return [
    {
      label: "Who we are",
      text: `${site.legalName} (registration number ${site.registrationNumber}) is an authorised financial services provider, FSP licence number ${site.fspNumber}, supervised by the Financial Sector Conduct Authority. We arrange this cover for you as intermediary.`,
    },
    {
      label: "The insurer",
      text: `The product supplier is ${site.underwriter}, a licensed insurer under the Insurance Act, which underwrites the cover and pays its claims.`,
    },
    { label: "What we earn", text: earned },
    {
      label: "Complaints",
      text: `Tell us first: ${site.complaintsEmail} or ${site.phone}. If we do not resolve a complaint about our services to your satisfaction, you may refer it to the ${OMBUDS.fais.name}, ${OMBUDS.fais.website}; a complaint about the policy or a claim goes to the ${OMBUDS.nfo.name}, ${OMBUDS.nfo.website}. Both are free of charge.`,
    },
  ];
}

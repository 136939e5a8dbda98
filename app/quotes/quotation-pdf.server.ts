import { site } from "#app/config/site.ts";
import { renderFormalPdf, type FormalBlock } from "#app/documents/formal-pdf.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import type { RequestView } from "./desk.server.ts";
import { outstandingConditions } from "./conditions.ts";
import { premiumByClass } from "./figures.ts";
import { quotationPdf } from "./quote-outputs.ts";

/**
 * The documents an insurer sends (issue 27, item 6), set by
 * app/documents/formal-pdf.server.ts: the quotation, a formal offer of one or
 * more options side by side, and the confirmation of cover once bound. Both
 * carry the group's letterhead, the client's registered name and address,
 * the schedule as a table with each option's premium per class, the figures,
 * the period of cover and dates in words.
 */

const rand = (cents: number) => formatRand(cents, { showCents: true });
const day = (moment: string) => formatDate(southAfricanDay(new Date(moment)));

type Quotation = NonNullable<RequestView["quotation"]>;
type Option = Quotation["options"][number];

/** A line's class, and its description only when it says more than the class (never "Stock, Stock"). */
function classCell(line: RequestView["schedule"][number]): string {
  const description = line.description?.trim();
  return description && description.toLowerCase() !== line.label.toLowerCase()
    ? `${line.label}\n${description}`
    : line.label;
}

/** The schedule: each class with its number, values, and each option's premium for it. */
function scheduleTable(view: RequestView, options: Option[]): FormalBlock {
  const weights = view.schedule.map((l) => l.weight);
  const shares = options.map((o) => premiumByClass(o.basePremium, weights));
  const several = options.length > 1;
  return {
    kind: "table",
    caption: several
      ? "Each option's annual premium shared among the classes by their rated premium, before SASRIA and VAT."
      : "The annual premium shared among the classes by their rated premium, before SASRIA and VAT.",
    columns: [
      { header: "Class" },
      { header: "Number", align: "right", width: 58 },
      { header: "Sum insured", align: "right", width: 92 },
      ...options.map((o) => ({
        header: several ? `Premium, ${o.tier}` : "Premium",
        align: "right" as const,
        width: 92,
      })),
    ],
    rows: [
      ...view.schedule.map((l, i) => [
        classCell(l),
        String(l.quantity),
        formatRand(l.sumInsured),
        ...shares.map((s) => rand(s[i]!)),
      ]),
      [
        "Total",
        String(view.schedule.reduce((n, l) => n + l.quantity, 0)),
        formatRand(view.schedule.reduce((n, l) => n + l.sumInsured, 0)),
        ...options.map((o) => rand(o.basePremium)),
      ],
    ],
    totalRow: true,
  };
}

/** The options side by side: excess, premium, SASRIA, VAT, totals. */
function optionsTable(options: Option[]): FormalBlock {
  return {
    kind: "table",
    caption: "A year, in rand.",
    columns: [
      { header: options.length > 1 ? "Option" : "Tier" },
      ...options.map((o) => ({ header: o.tier, align: "right" as const })),
    ],
    rows: [
      ["Excess", ...options.map((o) => o.excess)],
      ["Premium", ...options.map((o) => rand(o.basePremium))],
      ["SASRIA (riot, strike and terrorism)", ...options.map((o) => rand(o.sasria))],
      ["VAT at 15%", ...options.map((o) => rand(o.vat))],
      ["Monthly (twelve instalments)", ...options.map((o) => rand(o.monthly))],
      ["Total a year", ...options.map((o) => rand(o.total))],
    ],
    totalRow: true,
  };
}

/**
 * What the cover's terms are: the programme's policy wording where it has one, else (as its programme data says)
 * the schedule and the insurer's standard terms. Never a wording a programme does not have.
 */
function termsOf(view: RequestView): string {
  return view.wording
    ? `the programme's policy wording (version ${view.wording.version})`
    : "the programme's schedule and the insurer's standard terms";
}

const contact: FormalBlock[] = [
  { kind: "heading", text: "Whom to contact" },
  {
    kind: "paragraph",
    text: `Our underwriting desk: ${site.underwritingEmail} or ${site.phone}, weekdays 08:00 to 17:00. ${site.legalName} is an authorised financial services provider (FSP ${site.fspNumber}) and arranges this cover as intermediary; the cover is underwritten by ${site.underwriter}.`,
  },
];

export function renderQuotationPdf(
  view: RequestView,
  options: { requestedBy: string; quotedAt: string; acceptAt: string; renewalDate?: string },
): Promise<Buffer> {
  const q = view.quotation;
  if (!q) throw new Error(`${view.reference} has no quotation`);
  const several = q.options.length > 1;
  const tiers = q.options.map((o) => o.tier).join(" or ");
  // Its standing (a live offer, or withdrawn, expired, accepted...) from the one place every output's words come from.
  const words = quotationPdf(view.facts, { acceptAt: options.acceptAt, severalOptions: several, version: q.version });
  const terms = termsOf(view);
  return renderFormalPdf({
    title: "Quotation",
    subject: `${site.legalName} quotes ${view.insured.registeredName} for the cover in this document, underwritten by ${site.underwriter}. ${words.standing ?? `Valid until ${formatDate(q.validUntil)}.`}`,
    facts: [
      ["Reference", view.reference],
      ["Version", q.version > 1 ? `${q.version} (replaces earlier versions)` : "1"],
      ["Date", day(options.quotedAt)],
      ...(words.validityFact ? [[words.validityFact.label, words.validityFact.value] as [string, string]] : []),
      ["Requested by", options.requestedBy],
    ],
    addressee: { name: view.insured.registeredName, lines: view.insured.address },
    footerName: `Quotation ${view.reference}, version ${q.version}`,
    createdAt: new Date(options.quotedAt),
    blocks: [
      ...(words.standing ? [{ kind: "notice" as const, text: words.standing }] : []),
      {
        kind: "paragraph",
        text: `${site.legalName} (FSP ${site.fspNumber}) quotes ${view.insured.registeredName} for the ${view.client} programme on the schedule below, underwritten by ${site.underwriter}. ${several ? `It offers ${q.options.length} options side by side (${tiers}): you accept one of them.` : `It offers the ${tiers} tier.`}`,
      },
      { kind: "heading", text: several ? "The options" : "The premium" },
      optionsTable(q.options),
      { kind: "heading", text: "The schedule" },
      scheduleTable(view, q.options),
      { kind: "heading", text: "Period of cover" },
      {
        kind: "paragraph",
        text: options.renewalDate
          ? `A year, from ${formatDate(options.renewalDate)}, the programme's renewal date, to the day before its anniversary, once you have accepted and we have bound the cover.`
          : "A year from the inception date agreed when we bind the cover (at the earliest the day it is bound), to the day before its anniversary. Cover starts only once it is bound and confirmed in writing.",
      },
      { kind: "heading", text: "Conditions" },
      { kind: "paragraph", text: q.conditions || `None beyond ${terms}.` },
      {
        kind: "paragraph",
        text: `The cover is on the terms of ${terms}. This quotation relies on the schedule and the claims history you gave us; tell us at once if either changes before the cover is bound.`,
      },
      ...(words.acceptance
        ? [
            { kind: "heading" as const, text: words.acceptance.heading },
            { kind: "paragraph" as const, text: words.acceptance.text },
          ]
        : []),
      // What the intermediary must disclose with a quotation (FAIS General Code of Conduct, app/quotes/disclosures.ts).
      { kind: "heading", text: "About us and what we earn" },
      ...view.disclosures.map((d) => ({ kind: "paragraph" as const, text: `${d.label}: ${d.text}` })),
      ...contact,
    ],
  });
}

/** The confirmation of cover: the option bound, the policy number and the year of cover. */
export function renderConfirmationPdf(view: RequestView, options: { boundAt: string }): Promise<Buffer> {
  const q = view.quotation;
  const option = q?.options.find((o) => o.accepted);
  if (!q || !option || !view.cover || !view.policyNumber) throw new Error(`${view.reference} is not bound`);
  const period = `${formatDate(view.cover.from)} to ${formatDate(view.cover.to)}`;
  return renderFormalPdf({
    title: "Confirmation of cover",
    subject: `${site.legalName} confirms cover for ${view.insured.registeredName} under policy ${view.policyNumber}, from ${period}.`,
    facts: [
      ["Policy number", view.policyNumber],
      ["Reference", view.reference],
      ["Date", day(options.boundAt)],
      ["Period of cover", period],
    ],
    addressee: { name: view.insured.registeredName, lines: view.insured.address },
    footerName: `Confirmation of cover, policy ${view.policyNumber}`,
    createdAt: new Date(options.boundAt),
    blocks: [
      {
        kind: "paragraph",
        text: `We confirm that ${view.insured.registeredName} is insured under policy ${view.policyNumber} on the ${view.client} programme, underwritten by ${site.underwriter}, on the terms of quotation ${view.reference} (version ${q.version}), option ${option.tier}, which you accepted.`,
      },
      { kind: "heading", text: "Period of cover" },
      {
        kind: "paragraph",
        text: `From ${formatDate(view.cover.from)} to ${formatDate(view.cover.to)}, both days included.`,
      },
      { kind: "heading", text: "The premium" },
      optionsTable([option]),
      { kind: "heading", text: "The schedule" },
      scheduleTable(view, [option]),
      { kind: "heading", text: "Conditions" },
      { kind: "paragraph", text: q.conditions || `None beyond ${termsOf(view)}.` },
      // The conditions not yet met or waived (app/quotes/conditions.ts): the cover depends on them.
      ...outstandingBlocks(view),
      {
        kind: "paragraph",
        text: `The cover is on the terms of ${termsOf(view)}. Please check this confirmation and the schedule, and tell us at once if anything is wrong or changes.`,
      },
      ...contact,
    ],
  });
}

/** The confirmation's list of conditions still outstanding, with their due days; nothing when there are none. */
function outstandingBlocks(view: RequestView): FormalBlock[] {
  const outstanding = outstandingConditions(view.conditions);
  if (!outstanding.length) return [];
  return [
    { kind: "heading", text: "Conditions still outstanding" },
    {
      kind: "paragraph",
      text: `${outstanding.length === 1 ? "This condition is" : "These conditions are"} not yet met: ${outstanding.map((c, i) => `${i + 1}. ${c}`).join("; ")}. The cover depends on ${outstanding.length === 1 ? "it" : "them"}; tell us when ${outstanding.length === 1 ? "it is" : "they are"} met.`,
    },
  ];
}

function download(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      // For a signed-in reader: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}

export async function quotationPdfResponse(
  view: RequestView,
  options: { requestedBy: string; acceptAt: string; renewalDate?: string },
): Promise<Response> {
  const quotedAt = view.timeline.findLast((e) => e.action === "quote" || e.action === "revise")?.at ?? view.createdAt;
  return download(await renderQuotationPdf(view, { ...options, quotedAt }), `quotation-${view.reference}.pdf`);
}

export async function confirmationPdfResponse(view: RequestView): Promise<Response> {
  const boundAt = view.timeline.findLast((e) => e.action === "bind")?.at ?? view.createdAt;
  return download(await renderConfirmationPdf(view, { boundAt }), `confirmation-of-cover-${view.reference}.pdf`);
}

import { site } from "#app/config/site.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { formatRand } from "#app/lib/money.ts";
import { southAfricanTime } from "#app/lib/time.ts";
import type { RequestView } from "./desk.server.ts";

/**
 * The quotation as a PDF, set by the site's PDF module (app/documents/pdf.server.ts):
 * who quotes (the group, its FSP number, the insurer that underwrites), the
 * client, tier and excess, the schedule, the figures, the conditions, how
 * long it is valid, how to accept it and whom to ask.
 */

/** Helvetica sets Windows-1252 only: anything else a person typed in the conditions is shown as "?". */
function settable(text: string): string {
  const extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
  return [...text].map((ch) => ((ch.codePointAt(0) ?? 0) <= 0xff || extras.includes(ch) ? ch : "?")).join("");
}

const rand = (cents: number) => formatRand(cents, { showCents: true });

export function renderQuotationPdf(
  view: RequestView,
  options: { requestedBy: string; quotedAt: string; acceptAt: string },
): Promise<Buffer> {
  const q = view.quotation;
  if (!q) throw new Error(`${view.reference} has no quotation`);
  return renderDocumentPdf(
    {
      slug: `quotation-${view.reference}`,
      title: `Quotation ${view.reference}`,
      version: "1",
      effectiveDate: options.quotedAt,
      summary: `${site.legalName} (FSP ${site.fspNumber}) quotes ${view.client} for the cover below, underwritten by ${site.underwriter}. Valid until ${q.validUntil}.`,
      sections: [
        {
          heading: "The client",
          paragraphs: [],
          bullets: [
            `Client: ${view.client}`,
            `Requested by: ${options.requestedBy}, on ${southAfricanTime(view.createdAt)}`,
            `Reference: ${view.reference}`,
            `Excess tier: ${view.tier} (${view.excess})`,
          ],
        },
        {
          heading: "The schedule",
          paragraphs: ["The items quoted, as sent with the request:"],
          bullets: view.schedule.map(
            (l) =>
              `${l.label}${l.description ? `, ${l.description}` : ""}: ${l.quantity} at an average of ${formatRand(l.value)}, sum insured ${formatRand(l.sumInsured)}`,
          ),
        },
        {
          heading: "The premium",
          paragraphs: ["A year, in rand:"],
          bullets: [
            `Premium: ${rand(q.basePremium)}`,
            `SASRIA (riot, strike and terrorism): ${rand(q.sasria)}`,
            `VAT at 15%: ${rand(q.vat)}`,
            `Total: ${rand(q.total)}`,
            `Monthly: ${rand(q.monthly)} (twelve instalments)`,
          ],
        },
        {
          heading: "Conditions",
          paragraphs: [
            settable(q.conditions || "None beyond the policy wording."),
            "The cover is on the terms of the programme's policy wording. This quotation relies on the schedule and the claims history you gave us; tell us at once if either changes before the cover is bound.",
          ],
        },
        {
          heading: "Valid until",
          paragraphs: [
            `This quotation may be accepted until the end of ${q.validUntil}. After that it lapses and we would quote again.`,
          ],
        },
        {
          heading: "How to accept",
          paragraphs: [
            `Sign in and open ${options.acceptAt}, read the quotation and press Accept, then confirm. Our underwriters then bind the cover and confirm it with a policy number; cover starts only then.`,
          ],
        },
        {
          heading: "Whom to contact",
          paragraphs: [
            `Our underwriting desk: ${site.underwritingEmail} or ${site.phone}, weekdays 08:00 to 17:00. ${site.legalName} is an authorised financial services provider (FSP ${site.fspNumber}); the cover is underwritten by ${site.underwriter}.`,
          ],
        },
      ],
    },
    {
      footerName: `Quotation ${view.reference}`,
      subtitle: `Quoted ${southAfricanTime(options.quotedAt)}  ·  Valid until ${q.validUntil}`,
    },
  );
}

/** The PDF as a download for a signed-in reader: never kept by a shared cache. */
export async function quotationPdfResponse(
  view: RequestView,
  options: { requestedBy: string; acceptAt: string },
): Promise<Response> {
  const quotedAt = view.timeline.findLast((e) => e.action === "quote")?.at ?? view.createdAt;
  const pdf = await renderQuotationPdf(view, { ...options, quotedAt });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="quotation-${view.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

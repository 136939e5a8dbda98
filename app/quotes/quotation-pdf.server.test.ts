import { describe, expect, it } from "vitest";

import { site } from "#app/config/site.ts";
import type { RequestView } from "./desk.server.ts";
import { quotationFigures } from "./figures.ts";
import { renderQuotationPdf } from "./quotation-pdf.server.ts";
import { pdfText } from "#tests/fixtures/pdf-text.ts";

const nbsp = "\u00a0";

const view: RequestView = {
  reference: "Q-NMI-7K3M9X",
  client: "Northern Mining Industries",
  programme: "NMI",
  state: "quoted",
  stateLabel: "Quoted",
  stateTone: "good",
  version: 3,
  renewal: false,
  createdAt: "2026-11-20T08:15:00.000Z",
  tier: "Flat 500K",
  excess: `R500${nbsp}000 of each claim`,
  calculatorPremium: 2_927_822_000,
  schedule: [
    {
      label: "Haul trucks",
      description: "Rigid dump trucks, 90 t",
      quantity: 12,
      value: 1_250_000_000,
      sumInsured: 15_000_000_000,
    },
  ],
  quotation: {
    ...quotationFigures(2_750_000_00, 15_000_00),
    conditions:
      "Fire suppression fitted and serviced on every haul truck. Tracking → on all (an arrow Helvetica lacks).",
    validUntil: "2026-12-24",
  },
  declineReason: null,
  policyNumber: null,
  timeline: [
    {
      key: "quote-3",
      action: "quote",
      at: "2026-11-23T10:00:00.000Z",
      label: "Quotation sent",
      by: "uw@x",
      note: null,
    },
  ],
  steps: ["accept", "not-taken-up"],
};

describe("the quotation PDF", () => {
  it("says who quotes, for whom, what, at what price, until when, how to accept and whom to ask", async () => {
    const pdf = await renderQuotationPdf(view, {
      requestedBy: "Thandi Mokoena (risk@nmi.example)",
      quotedAt: "2026-11-23T10:00:00.000Z",
      acceptAt: "https://www.example.co.za/NMI/requests/Q-NMI-7K3M9X",
    });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Quotation Q-NMI-7K3M9X",
      site.name.toUpperCase(),
      `FSP ${site.fspNumber}`,
      `underwritten by ${site.underwriter}`,
      "Client: Northern Mining Industries",
      "Thandi Mokoena",
      `Excess tier: Flat 500K (R500${nbsp}000 of each claim)`,
      `Haul trucks, Rigid dump trucks, 90 t: 12 at an average of R12${nbsp}500${nbsp}000`,
      `Premium: R2${nbsp}750${nbsp}000.00`,
      `SASRIA (riot, strike and terrorism): R15${nbsp}000.00`,
      // 15% of R2 765 000.00
      `VAT at 15%: R414${nbsp}750.00`,
      `Total: R3${nbsp}179${nbsp}750.00`,
      `Monthly: R264${nbsp}979.17`,
      "Fire suppression fitted and serviced on every haul truck.",
      "Tracking ? on all",
      "until the end of 2026-12-24",
      "How to accept",
      "press Accept",
      site.underwritingEmail,
      site.phone,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is only made for a request with a quotation", () => {
    expect(() =>
      renderQuotationPdf({ ...view, quotation: null }, { requestedBy: "x", quotedAt: "2026-11-23", acceptAt: "x" }),
    ).toThrow("has no quotation");
  });
});

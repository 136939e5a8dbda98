import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { site } from "#app/config/site.ts";
import type { RequestView } from "./desk.server.ts";
import { quotationDisclosures, STANDARD_REMUNERATION, OMBUDS } from "./disclosures.ts";
import { quotationFigures } from "./figures.ts";
import { renderConfirmationPdf, renderQuotationPdf } from "./quotation-pdf.server.ts";
import { pdfPages, pdfText } from "#tests/fixtures/pdf-text.ts";

const nbsp = "\u00a0";

const line = (label: string, description: string, quantity: number, valueCents: number, ratePerMille: number) => ({
  label,
  description,
  quantity,
  value: valueCents,
  sumInsured: quantity * valueCents,
  weight: Math.round(quantity * valueCents * ratePerMille * 0.1),
});

const view: RequestView = {
  reference: "Q-MAS-7K3M9X",
  client: "Massmart",
  programme: "Massmart",
  state: "quoted",
  stateLabel: "Quoted",
  stateTone: "good",
  version: 5,
  renewal: false,
  createdAt: "2026-11-20T08:15:00.000Z",
  tier: "5% min 5k",
  excess: `5% of each claim, at least R5${nbsp}000`,
  calculatorPremium: 2_927_822_000,
  insured: { registeredName: "Massmart Holdings Limited", address: ["16 Peltier Drive", "Sunninghill, 2191"] },
  // As the calculator stores them: each line's description is its class, so the old PDF said "Stock, Stock".
  schedule: [
    line("Stock", "Stock", 2480, 1_200_000, 1.2),
    line("Buildings", "Buildings", 14, 3_500_000_000, 0.8),
    line("Plant and machinery", "Forklifts and racking", 310, 18_000_000, 1.5),
  ],
  quotation: {
    version: 2,
    options: [
      { tier: "5% min 5k", excess: "5% of each claim", accepted: false, ...quotationFigures(2_750_000_00, 15_000_00) },
      {
        tier: "10% min 10k",
        excess: "10% of each claim",
        accepted: true,
        ...quotationFigures(2_400_000_00, 15_000_00),
      },
    ],
    // As a form sends them: Windows line ends, a tab, South African names and signs, one the font lacks (☎).
    conditions:
      "Sprinklers serviced yearly in every distribution centre.\r\nTracking → on all, sums ≥ R1m.\r\n\tSurvey by Ṱhalitha Maḓaḓa, Pôrt Élizabeth; “Sešego” depot; ☎ on site.",
    validUntil: "2026-12-24",
  },
  facts: {
    state: "quoted",
    quotationVersion: 2,
    validUntil: "2026-12-24",
    since: null,
    acceptedTier: null,
    policyNumber: null,
    cover: null,
    ownerName: null,
  },
  acceptedByEmail: null,
  wording: null,
  conditions: [],
  disclosures: quotationDisclosures(STANDARD_REMUNERATION, [
    { tier: "5% min 5k", basePremium: 2_750_000_00 },
    { tier: "10% min 10k", basePremium: 2_400_000_00 },
  ]),
  earlierVersions: [],
  question: null,
  declineReason: null,
  withdrawReason: null,
  acceptedTier: null,
  cover: null,
  policyNumber: null,
  timeline: [],
  owner: null,
  attachments: [],
  steps: ["accept", "not-taken-up"],
  confirmation: false,
};

const quotationOptions = {
  requestedBy: "Thandi Mokoena",
  quotedAt: "2026-11-23T10:00:00.000Z",
  acceptAt: "https://www.example.co.za/Massmart/requests/Q-MAS-7K3M9X",
};
const quotation = () => renderQuotationPdf(view, quotationOptions);

const bound: RequestView = {
  ...view,
  state: "bound",
  facts: {
    ...view.facts,
    state: "bound",
    since: "2026-12-02",
    acceptedTier: "10% min 10k",
    policyNumber: "KRG-MAS-0412-2027",
    cover: { from: "2026-12-25", to: "2027-12-24" },
  },
  acceptedTier: "10% min 10k",
  policyNumber: "KRG-MAS-0412-2027",
  cover: { from: "2026-12-25", to: "2027-12-24" },
  confirmation: true,
};

/** What every formal document must be: tagged for screen readers, its tables marked up, pages numbered. */
function expectTaggedWithPageNumbers(pdf: Buffer) {
  const raw = pdf.toString("latin1");
  expect(raw).toMatch(/\/Marked true/);
  expect(raw).toContain("/StructTreeRoot");
  expect(raw).toMatch(/\/Lang \(en-ZA\)/);
  for (const role of ["/Document", "/H1", "/H2", "/P", "/Table", "/TR", "/TH", "/TD", "/Figure"]) {
    expect(raw, role).toMatch(new RegExp(`/S ${role}\\b`));
  }
  // Letterhead drawing, rules and footers are marked as artifacts in the pages' content, so readers skip them.
  const content = [...raw.matchAll(/\/FlateDecode\s*>>\s*stream\n([\s\S]*?)\nendstream/g)]
    .map((m) => inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1"))
    .join("\n");
  expect(content).toMatch(/\/Artifact <<\s*\/Type \/Pagination/);
  expect(content).toMatch(/\/Artifact <<\s*\/Type \/Layout/);
  const pages = pdfPages(pdf);
  pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}.`));
  // No page is left with a line or two: each carries a fair share of text beside its footer.
  for (const text of pages) expect(text.length, text).toBeGreaterThan(600);
}

describe("the quotation PDF", () => {
  it("is a formal offer: letterhead, the client's registered name and address, options side by side, dates in words", async () => {
    const pdf = await quotation();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      site.name,
      site.legalName,
      `FSP ${site.fspNumber}`,
      site.headOffice,
      "Massmart Holdings Limited",
      "16 Peltier Drive",
      "Quotation",
      "Q-MAS-7K3M9X",
      "23 November 2026",
      "Valid until: 24 December 2026",
      "until the end of 24 December 2026",
      "It offers 2 options side by side (5% min 5k or 10% min 10k)",
      "Premium, 5% min 5k",
      "Premium, 10% min 10k",
      `R2${nbsp}750${nbsp}000.00`,
      `R2${nbsp}400${nbsp}000.00`,
      // 15% of R2 765 000.00
      `R414${nbsp}750.00`,
      "Plant and machinery Forklifts and racking",
      "Period of cover",
      "to the day before its anniversary",
      "Sprinklers serviced yearly",
      // The embedded font sets what South Africans write; a line break is a line break, a tab a space.
      "Sprinklers serviced yearly in every distribution centre. Tracking → on all, sums ≥ R1m. Survey by Ṱhalitha Maḓaḓa, Pôrt Élizabeth; “Sešego” depot;",
      `underwritten by ${site.underwriter}`,
      site.underwritingEmail,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // No carriage return drawn as a glyph (it printed "Ð" at every line break), no tab, nothing lost as "?".
    expect(text).not.toMatch(/[\r\t\u00d0\ufffd?]/);
    // A sign beyond the font is written in its nearest Latin letters.
    expect(text).not.toContain("☎");
    // Each class is named once per line, never repeated as its own description.
    expect(text).not.toMatch(/Stock,? Stock/);
    expect(text).not.toMatch(/Buildings,? Buildings/);
    // No ISO dates: every date is in words.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expectTaggedWithPageNumbers(pdf);
  });

  it("tells the client what the intermediary must disclose: the FSP and its licence, the insurer, its commission, the complaints route (FAIS)", async () => {
    const text = pdfText(await quotation());
    for (const expected of [
      "About us and what we earn",
      `is an authorised financial services provider, FSP licence number ${site.fspNumber}`,
      `The product supplier is ${site.underwriter}`,
      // 12.5% of each option's premium before SASRIA and VAT.
      `of 12.5% of the premium before SASRIA and VAT: R343${nbsp}750.00 a year on option 5% min 5k, R300${nbsp}000.00 a year on option 10% min 10k`,
      site.complaintsEmail,
      OMBUDS.fais.name,
      OMBUDS.fais.website,
      OMBUDS.nfo.website,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // A withdrawn quotation keeps them: they are about who offered it.
    const withdrawn = pdfText(
      await renderQuotationPdf(
        { ...view, state: "withdrawn", facts: { ...view.facts, state: "withdrawn", since: "2026-12-06" } },
        quotationOptions,
      ),
    );
    expect(withdrawn).toContain(`FSP licence number ${site.fspNumber}`);
  });

  it("shares each option's premium among the classes, adding up to the option's premium", async () => {
    const text = pdfText(await quotation());
    // Total row: number, sum insured and each option's premium.
    expect(text).toMatch(/Total 2804 R575\u00a0560\u00a0000 R2\u00a0750\u00a0000\.00 R2\u00a0400\u00a0000\.00/);
  });

  it("of a quotation no longer open says so on its first page and offers no acceptance (issue 35)", async () => {
    const ended: [RequestView["facts"], string][] = [
      [
        { ...view.facts, state: "withdrawn", since: "2026-12-06" },
        "Withdrawn on 6 December 2026: this quotation can no longer be accepted.",
      ],
      [{ ...view.facts, state: "expired" }, "Expired after 24 December 2026, its last day of validity"],
      [{ ...view.facts, state: "not-taken-up", since: "2026-12-10" }, "Not taken up on 10 December 2026"],
      [{ ...view.facts, state: "declined", since: "2026-12-01" }, "Declined on 1 December 2026"],
      [
        { ...view.facts, state: "accepted", since: "2026-12-01", acceptedTier: "10% min 10k" },
        "Accepted on 1 December 2026, option 10% min 10k",
      ],
    ];
    for (const [facts, standing] of ended) {
      const [first, ...rest] = pdfPages(await renderQuotationPdf({ ...view, facts }, quotationOptions));
      expect(first, facts.state).toContain(standing);
      for (const text of [first!, ...rest]) {
        expect(text, facts.state).not.toContain("How to accept");
        expect(text, facts.state).not.toContain("may be accepted until");
        expect(text, facts.state).not.toContain("Valid until");
      }
    }
    // A live offer carries no such line.
    expect(pdfText(await quotation())).not.toContain("can no longer be accepted");
  });

  it("cites the policy wording only where the programme has one", async () => {
    const none = pdfText(
      await renderQuotationPdf({ ...view, quotation: { ...view.quotation!, conditions: "" } }, quotationOptions),
    );
    expect(none).toContain("None beyond the programme's schedule and the insurer's standard terms.");
    expect(none).not.toContain("policy wording");
    const cited = pdfText(await renderQuotationPdf({ ...view, wording: { version: "2026.1" } }, quotationOptions));
    expect(cited).toContain("the programme's policy wording (version 2026.1)");
  });

  it("is only made for a request with a quotation", () => {
    expect(() =>
      renderQuotationPdf({ ...view, quotation: null }, { requestedBy: "x", quotedAt: "2026-11-23", acceptAt: "x" }),
    ).toThrow("has no quotation");
  });
});

describe("the confirmation of cover", () => {
  it("confirms the accepted option under the policy number for the period of cover, dates in words", async () => {
    const pdf = await renderConfirmationPdf(bound, { boundAt: "2026-12-02T09:00:00.000Z" });
    const text = pdfText(pdf);
    for (const expected of [
      "Confirmation of cover",
      "Massmart Holdings Limited",
      "Sunninghill, 2191",
      "Policy number: KRG-MAS-0412-2027",
      "Date: 2 December 2026",
      "From 25 December 2026 to 24 December 2027, both days included.",
      "option 10% min 10k, which you accepted",
      `R2${nbsp}400${nbsp}000.00`,
      "Q-MAS-7K3M9X (version 2)",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Only the option bound: the other is not in the confirmation.
    expect(text).not.toContain(`R2${nbsp}750${nbsp}000.00`);
    expect(text).not.toMatch(/Stock,? Stock/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expectTaggedWithPageNumbers(pdf);
  });

  it("lists the conditions still outstanding, with their due days, and none met or waived (issue 35)", async () => {
    const condition = (id: number, text: string, status: "outstanding" | "met" | "waived", dueOn: string | null) => ({
      id,
      text,
      dueOn,
      status,
      by: status === "outstanding" ? null : "Sipho Underwriter",
      at: status === "outstanding" ? null : "2026-12-03T09:00:00.000Z",
    });
    const text = pdfText(
      await renderConfirmationPdf(
        {
          ...bound,
          conditions: [
            condition(1, "Sprinklers serviced yearly in every distribution centre.", "met", null),
            condition(2, "A survey of the Midrand depot.", "outstanding", "2027-01-31"),
            condition(3, "Tracking on all trucks.", "waived", null),
            condition(4, "Alarm certificates for every store.", "outstanding", null),
          ],
        },
        { boundAt: "2026-12-02T12:00:00.000Z" },
      ),
    );
    expect(text).toContain(
      "Conditions still outstanding These conditions are not yet met: 1. A survey of the Midrand depot (due by 31 January 2027); 2. Alarm certificates for every store.",
    );
    expect(text).not.toMatch(/not yet met:[^.]*Tracking/);
    // None outstanding: no such section.
    expect(pdfText(await renderConfirmationPdf(bound, { boundAt: "2026-12-02T12:00:00.000Z" }))).not.toContain(
      "Conditions still outstanding",
    );
  });

  it("is only made once the request is bound", () => {
    expect(() => renderConfirmationPdf(view, { boundAt: "2026-12-02" })).toThrow("is not bound");
  });
});

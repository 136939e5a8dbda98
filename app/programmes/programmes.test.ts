import { describe, expect, it } from "vitest";

import { findProgramme, programmes } from "./index.ts";
import { quote } from "./quote.ts";
import { validateSchedule, inputFromSchedule } from "./schedule.ts";
import { numberedWording, tierForPage } from "./view.server.ts";

const QUOTE_PAGES = ["quote", "quotes2", "quotes3", "quote1", "quote2"] as const;

describe("programme data", () => {
  it("has the nine programmes, each with its pages in the specification's order", () => {
    const pages = Object.fromEntries(programmes.map((p) => [p.slug, p.pages.map((page) => page.path).join(" ")]));
    expect(pages).toEqual({
      "rs-regal": "about overview quote comparison policy-wording sign-in",
      icebolethugroup: "about overview quote quotes2 quotes3 policy-wording sign-in",
      Truworths: "about overview quote policy-wording sign-in",
      Woolworths: "about overview quote policy-wording sign-in",
      Massmart: "about overview quote policy-wording sign-in",
      Pepkor: "about overview quote sign-in",
      PepkorTransport: "about overview conventional-aggregate comparison quote quote1 quote2 policy-wording sign-in",
      NMI: "about overview conventional-aggregate quote policy-wording sign-in",
      "city-of-joburg": "about conventional-aggregate overview performance-report comparison quote sign-in",
    });
  });

  it.each([
    ["icebolethugroup", "quote", "5% min 5k"],
    ["icebolethugroup", "quotes2", "10% min 10k"],
    ["icebolethugroup", "quotes3", "10% min 30k"],
    ["PepkorTransport", "quote", "5% 5K"],
    ["PepkorTransport", "quote1", "Flat 10K"],
    ["PepkorTransport", "quote2", "10% 10K"],
    ["NMI", "quote", "Flat 500K"],
  ] as const)("%s/%s quotes the tier the specification labels %s", (slug, page, label) => {
    const programme = findProgramme(slug)!;
    expect(tierForPage(programme, page).label).toBe(label);
    expect(programme.pages.find((p) => p.path === page)!.label).toBe(`Quote: ${label}`);
  });

  it("labels Pepkor's quote page assets quotes", () => {
    expect(findProgramme("Pepkor")!.pages.find((p) => p.path === "quote")!.label).toBe("Assets quotes");
  });

  for (const programme of programmes) {
    describe(`programme ${programme.slug}`, () => {
      const { details } = programme;
      const paths = programme.pages.map((p) => p.path);

      it("gives each quote page a tier of its own and prices the current schedule at every tier", () => {
        const quotePages = paths.filter((p) => (QUOTE_PAGES as readonly string[]).includes(p));
        const tiers = quotePages.map((p) => tierForPage(programme, p).id);
        expect(new Set(tiers).size).toBe(quotePages.length);
        const { lines, errors } = validateSchedule(
          details.rating.classes,
          inputFromSchedule(details.rating.classes, details.rating.currentSchedule),
        );
        expect(errors).toEqual({});
        const totals = details.rating.tiers.map((t) => quote(details.rating, lines, t).total);
        expect(totals.every((t) => t > 0)).toBe(true);
      });

      it("has the data its pages need", () => {
        expect(Boolean(details.wording)).toBe(paths.includes("policy-wording"));
        expect(Boolean(details.aggregate)).toBe(paths.includes("conventional-aggregate"));
        expect(new Set(details.claims.map((c) => c.date.slice(0, 4)))).toEqual(new Set(["2023", "2024", "2025"]));
        expect(details.premiumHistory.map((p) => p.year)).toEqual([2023, 2024, 2025]);
        expect(details.claims.every((c) => c.amount > 0)).toBe(true);
      });
    });
  }
});

describe("policy wordings", () => {
  it("are numbered the same way for every programme, whatever the data wrote", () => {
    const wording = numberedWording({
      version: "1",
      effectiveDate: "2026-01-01",
      sections: [
        { heading: "1. Introduction", paragraphs: [] },
        { heading: "Definitions", paragraphs: [] },
        { heading: "7. The cover", paragraphs: [] },
      ],
    });
    expect(wording.sections.map((s) => s.heading)).toEqual(["1. Introduction", "2. Definitions", "3. The cover"]);
  });
});

import { describe, expect, it } from "vitest";

import { quote } from "#app/programmes/quote.ts";
import { programmes } from "#app/programmes/index.ts";
import { premiumByClass, quotationFigures } from "./figures.ts";

describe("a quotation's figures", () => {
  it("add SASRIA and VAT to the underwriter's premium with the engine's rounding", () => {
    // VAT: 15% of R1 000.01 + R0.66 = R150.1005 → R150.10; monthly: R1 150.77 ÷ 12 = R95.8975 → R95.90.
    expect(quotationFigures(100_001, 66)).toEqual({
      basePremium: 100_001,
      sasria: 66,
      vat: 15_010,
      total: 115_077,
      monthly: 9_590,
    });
    // Half a cent rounds up: 15% of 3 cents is 0.45 → 0; of 10 cents 1.5 → 2.
    expect(quotationFigures(7, 3).vat).toBe(2);
  });

  it("give the engine's own figures back when the underwriter keeps the calculator's premium", () => {
    for (const programme of programmes) {
      const { rating } = programme.details;
      for (const tier of rating.tiers) {
        const engine = quote(rating, rating.currentSchedule, tier);
        const { basePremium, sasria, vat, total, monthly } = engine;
        expect(quotationFigures(basePremium, sasria), `${programme.slug} ${tier.label}`).toEqual({
          basePremium,
          sasria,
          vat,
          total,
          monthly,
        });
      }
    }
  });
});

describe("an option's premium by class", () => {
  it("shares the premium in proportion to each class's rated premium, adding up to the cent", () => {
    expect(premiumByClass(100_00, [1, 1, 1])).toEqual([33_34, 33_33, 33_33]);
    expect(premiumByClass(2_750_000_00, [3, 1])).toEqual([2_062_500_00, 687_500_00]);
    const shares = premiumByClass(999_99, [7, 13, 29, 51]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999_99);
    expect(premiumByClass(50_00, [0, 0])).toEqual([50_00, 0]);
  });
});

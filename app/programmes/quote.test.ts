import { describe, expect, it } from "vitest";

import { compareTiers, conventionalVersusAggregate, excessFor, quote, quoteAllTiers } from "./quote.ts";
import type { ExcessTier, RatingData } from "./types.ts";

const pct = (label: string, percent: number, minimum: number, factor = 1): ExcessTier => ({
  id: label,
  label,
  kind: "percentage",
  percent,
  minimum,
  factor,
});
const flat = (label: string, amount: number, factor = 1): ExcessTier => ({
  id: label,
  label,
  kind: "flat",
  amount,
  factor,
});

const rating: RatingData = {
  schedule: "assets",
  classes: [
    { id: "plant", label: "Plant", ratePerMille: 18.5, maxValue: 5_000_000 },
    { id: "buildings", label: "Buildings", ratePerMille: 4.25, maxValue: 50_000_000 },
  ],
  tiers: [pct("5% min 5k", 5, 5000, 1), pct("10% min 10k", 10, 10000, 0.91), pct("10% min 30k", 10, 30000, 0.84)],
  sasriaPerMille: 0.3,
  minimumPremium: 10_000,
  currentSchedule: [],
};
const schedule = [
  { classId: "plant", description: "Generators", quantity: 3, value: 450_000 },
  { classId: "buildings", description: "Head office", quantity: 1, value: 2_000_000 },
];

describe("quote engine (hand-checked, in cents)", () => {
  it("5% min 5k: base R33 475, SASRIA R1 005, VAT R5 172, total R39 652, R3 304.33 a month", () => {
    // Plant 3 × R450 000 × 18.5‰ = R24 975; buildings R2 000 000 × 4.25‰ = R8 500.
    expect(quote(rating, schedule, rating.tiers[0]!)).toEqual({
      tierId: "5% min 5k",
      sumInsured: 335_000_000,
      basePremium: 3_347_500,
      minimumApplied: false,
      sasria: 100_500,
      vat: 517_200,
      total: 3_965_200,
      monthly: 330_433,
    });
  });

  it("10% min 10k: the 0.91 factor gives R30 462.25; VAT R4 720.0875 rounds up to R4 720.09", () => {
    const q = quote(rating, schedule, rating.tiers[1]!);
    expect([q.basePremium, q.sasria, q.vat, q.total, q.monthly]).toEqual([
      3_046_225, 100_500, 472_009, 3_618_734, 301_561,
    ]);
  });

  it("10% min 30k: R28 119 base, R33 492.60 total", () => {
    const q = quote(rating, schedule, rating.tiers[2]!);
    expect([q.basePremium, q.vat, q.total, q.monthly]).toEqual([2_811_900, 436_860, 3_349_260, 279_105]);
  });

  it("raises a small schedule to the minimum premium, before SASRIA and VAT", () => {
    const q = quote(
      rating,
      [{ classId: "buildings", description: "", quantity: 1, value: 1_000_000 }],
      rating.tiers[2]!,
    );
    // R4 250 × 0.84 = R3 570, below the R10 000 minimum.
    expect(q).toMatchObject({
      basePremium: 1_000_000,
      minimumApplied: true,
      sasria: 30_000,
      vat: 154_500,
      total: 1_184_500,
    });
  });

  it("quotes every tier in order, each cheaper as the excess rises", () => {
    const totals = quoteAllTiers(rating, schedule).map((q) => q.total);
    expect(totals).toEqual([3_965_200, 3_618_734, 3_349_260]);
  });

  it("stays exact on a schedule of billions", () => {
    const big = [{ classId: "buildings", description: "", quantity: 40, value: 49_999_999.99 }];
    const q = quote(rating, big, rating.tiers[0]!);
    expect(q.sumInsured).toBe(199_999_999_960);
    // R1 999 999 999.60 × 4.25‰ = 849 999 999.83 cents, which rounds to 850 000 000.
    expect(q.basePremium).toBe(850_000_000);
  });

  it("refuses a class the programme does not rate", () => {
    expect(() =>
      quote(rating, [{ classId: "yachts", description: "", quantity: 1, value: 1 }], rating.tiers[0]!),
    ).toThrow(/Unknown rating class yachts/);
  });
});

const R = (rand: number) => rand * 100;

describe("excess per claim, for every tier label of the specification", () => {
  it.each([
    [pct("5% min 5k", 5, 5000), 60_000, 5_000],
    [pct("5% min 5k", 5, 5000), 200_000, 10_000],
    [pct("5% min 5k", 5, 5000), 4_000, 4_000],
    [pct("10% min 10k", 10, 10000), 60_000, 10_000],
    [pct("10% min 10k", 10, 10000), 250_000, 25_000],
    [pct("10% min 30k", 10, 30000), 250_000, 30_000],
    [pct("10% min 30k", 10, 30000), 400_000, 40_000],
    [pct("10% min 30k", 10, 30000), 20_000, 20_000],
    [pct("5% 5K", 5, 5000), 80_000, 5_000],
    [pct("5% 5K", 5, 5000), 150_000, 7_500],
    [flat("Flat 10K", 10000), 80_000, 10_000],
    [flat("Flat 10K", 10000), 6_500, 6_500],
    [pct("10% 10K", 10, 10000), 80_000, 10_000],
    [pct("10% 10K", 10, 10000), 145_000, 14_500],
    [flat("Flat 500K", 500000), 300_000, 300_000],
    [flat("Flat 500K", 500000), 2_000_000, 500_000],
  ])("%o on a R%d claim: R%d", (tier, claim, excess) => {
    expect(excessFor(tier, R(claim))).toBe(R(excess));
  });

  it("rounds a half cent up", () => {
    expect(excessFor(pct("5% min 0", 5, 0), 10)).toBe(1);
  });
});

describe("tiers against the claims history", () => {
  const claims = [
    { date: "2023-03-01", category: "Fire", amount: 60_000 },
    { date: "2024-07-12", category: "Fire", amount: 250_000 },
  ];

  it("adds the average retained losses a year to each tier's premium", () => {
    const [first] = compareTiers(rating, schedule, claims);
    // Excesses R5 000 and R12 500 over two years: R8 750 a year.
    expect(first).toEqual({
      tierId: "5% min 5k",
      annualPremium: 3_965_200,
      retainedPerYear: 875_000,
      totalCostPerYear: 4_840_200,
      averageExcess: 875_000,
    });
  });

  it("sets a per-claim excess against an aggregate deductible, year by year", () => {
    const history = [
      { date: "2023-01-10", category: "Accident damage", amount: 30_000 },
      { date: "2023-05-02", category: "Accident damage", amount: 45_000 },
      { date: "2023-11-30", category: "Windscreen", amount: 8_000 },
      { date: "2024-02-14", category: "Theft and hijacking", amount: 12_000 },
    ];
    expect(conventionalVersusAggregate(flat("Flat 10K", 10000), 50_000, history)).toEqual([
      { year: 2023, claims: 3, incurred: 8_300_000, conventional: 2_800_000, aggregate: 5_000_000 },
      { year: 2024, claims: 1, incurred: 1_200_000, conventional: 1_000_000, aggregate: 1_200_000 },
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { lossRatio, lossRun, policyYearLabel, policyYearOf } from "./loss-run.ts";

const history = {
  claims: [
    { date: "2024-03-02", category: "Fire", amount: 100_000 },
    { date: "2024-07-09", category: "Theft", amount: 25_000.5 },
    { date: "2025-01-15", category: "Theft", amount: 10_000 },
  ],
  premiumHistory: [
    { year: 2024, premium: 500_000 },
    { year: 2025, premium: 400_000 },
  ],
};

describe("the loss run", () => {
  it("adds the history and the desk's claims by year and category, with outstanding what the reserve still holds", () => {
    const run = lossRun(history, [
      { reference: "CLM-1", lossDate: "2025-11-20", category: "Theft", paidCents: 3_000_000, reserveCents: 5_000_000 },
      // Paid beyond the reserve: nothing outstanding, never a negative figure.
      { reference: "CLM-2", lossDate: "2026-02-01", category: "Fire", paidCents: 800_000, reserveCents: 500_000 },
      { reference: "CLM-3", lossDate: "2026-03-01", category: "Water", paidCents: 0, reserveCents: null },
    ]);
    expect(run.years).toEqual([
      {
        year: 2024,
        claims: 2,
        paid: 12_500_050,
        outstanding: 0,
        incurred: 12_500_050,
        premium: 50_000_000,
        lossRatio: 25,
      },
      {
        year: 2025,
        claims: 2,
        paid: 4_000_000,
        outstanding: 2_000_000,
        incurred: 6_000_000,
        premium: 40_000_000,
        lossRatio: 15,
      },
      { year: 2026, claims: 2, paid: 800_000, outstanding: 0, incurred: 800_000, premium: null, lossRatio: null },
    ]);
    expect(run.categories.map((c) => [c.category, c.claims, c.incurred])).toEqual([
      ["Fire", 2, 10_800_000],
      ["Theft", 3, 8_500_050],
      ["Water", 1, 0],
    ]);
    expect(run.totals).toEqual({
      claims: 6,
      paid: 17_300_050,
      outstanding: 2_000_000,
      incurred: 19_300_050,
      premium: 90_000_000,
      lossRatio: 21.4,
    });
    expect(run.claims.map((c) => c.reference ?? c.lossDate)).toEqual([
      "2024-03-02",
      "2024-07-09",
      "2025-01-15",
      "CLM-1",
      "CLM-2",
      "CLM-3",
    ]);
  });

  it("finds a day's policy year from the renewal anniversary, named as people name them (issue 35)", () => {
    // Pepkor renews on 1 October: a loss on 30 September 2025 is in 2024/25, one on 1 October 2025 in 2025/26.
    expect(policyYearOf("2025-09-30", "2026-10-01")).toBe(2024);
    expect(policyYearOf("2025-10-01", "2026-10-01")).toBe(2025);
    expect(policyYearLabel(2025, "2026-10-01")).toBe("2025/26");
    expect(policyYearLabel(2099, "2026-10-01")).toBe("2099/00");
    expect(policyYearLabel(2025, "2027-01-01")).toBe("2025");
  });

  it("gives no loss ratio without premium, and rounds to one decimal", () => {
    expect(lossRatio(100, 0)).toBeNull();
    expect(lossRatio(1, 3)).toBe(33.3);
    expect(lossRatio(2, 3)).toBe(66.7);
  });
});

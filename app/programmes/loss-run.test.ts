import { describe, expect, it } from "vitest";

import { lossRatio, lossRun, policyYearLabel, policyYearOf, premiumPolicyYear } from "./loss-run.ts";

/** Renewing on 1 October, as Pepkor does; a large loss is R25 000.50 or more. */
const history = {
  claims: [
    { date: "2024-03-02", category: "Fire", amount: 100_000 },
    { date: "2024-09-30", category: "Theft", amount: 25_000.5 },
    { date: "2024-10-01", category: "Theft", amount: 10_000, reference: "INS-88" },
  ],
  premiumHistory: [
    { year: 2024, premium: 500_000 },
    { year: 2025, premium: 400_000 },
  ],
  renewalDate: "2026-10-01",
  largeLossThreshold: 25_000.5,
};

const desk = [
  { reference: "CLM-1", lossDate: "2025-09-30", category: "Theft", paidCents: 3_000_000, reserveCents: 5_000_000 },
  // Paid beyond the reserve: nothing outstanding, never a negative figure.
  { reference: "CLM-2", lossDate: "2025-10-01", category: "Fire", paidCents: 800_000, reserveCents: 500_000 },
  { reference: "CLM-3", lossDate: "2026-03-01", category: "Water", paidCents: 0, reserveCents: null },
];

describe("the loss run", () => {
  it("adds the history and the desk's claims by policy year (from the renewal anniversary) and category", () => {
    const run = lossRun(history, desk);
    // The premium of 2024 is the policy year ending in 2024 (2023/24); 30 September is its last day.
    expect(run.years).toEqual([
      {
        year: 2023,
        label: "2023/24",
        claims: 2,
        paid: 12_500_050,
        outstanding: 0,
        incurred: 12_500_050,
        premium: 50_000_000,
        lossRatio: 25,
      },
      {
        year: 2024,
        label: "2024/25",
        claims: 2,
        paid: 4_000_000,
        outstanding: 2_000_000,
        incurred: 6_000_000,
        premium: 40_000_000,
        lossRatio: 15,
      },
      {
        year: 2025,
        label: "2025/26",
        claims: 2,
        paid: 800_000,
        outstanding: 0,
        incurred: 800_000,
        premium: null,
        lossRatio: null,
      },
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
    // One row a claim, its number where it has one: the desk's reference, or the insurer's in the history.
    expect(run.claims.map((c) => [c.reference, c.lossDate, c.policyYear, c.source])).toEqual([
      [null, "2024-03-02", "2023/24", "history"],
      [null, "2024-09-30", "2023/24", "history"],
      ["INS-88", "2024-10-01", "2024/25", "history"],
      ["CLM-1", "2025-09-30", "2024/25", "desk"],
      ["CLM-2", "2025-10-01", "2025/26", "desk"],
      ["CLM-3", "2026-03-01", "2025/26", "desk"],
    ]);
  });

  it("lists the large losses, at or above the programme's threshold, largest first (issue 35)", () => {
    const { largeLosses } = lossRun(history, desk);
    expect(largeLosses.threshold).toBe(2_500_050);
    expect(largeLosses.claims.map((c) => [c.reference ?? c.lossDate, c.incurred])).toEqual([
      ["2024-03-02", 10_000_000],
      ["CLM-1", 5_000_000],
      ["2024-09-30", 2_500_050],
    ]);
    expect(lossRun({ ...history, largeLossThreshold: 1_000_000 }, desk).largeLosses.claims).toEqual([]);
  });

  it("names a programme renewing on 1 January by the calendar year, its premium year the same", () => {
    const run = lossRun({ ...history, renewalDate: "2027-01-01" }, []);
    expect(run.years.map((y) => [y.label, y.claims, y.premium])).toEqual([
      ["2024", 3, 50_000_000],
      ["2025", 0, 40_000_000],
    ]);
    expect(premiumPolicyYear(2025, "2027-01-01")).toBe(2025);
    expect(premiumPolicyYear(2025, "2026-10-01")).toBe(2024);
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

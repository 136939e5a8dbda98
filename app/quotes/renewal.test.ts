import { describe, expect, it } from "vitest";

import { renewalDaysLeft, renewalDaysOverdue } from "./renewal.ts";

describe("the renewal notice", () => {
  it("shows from 90 days before the renewal date to the day itself", () => {
    expect(renewalDaysLeft("2027-01-01", "2026-10-02")).toBeUndefined();
    expect(renewalDaysLeft("2027-01-01", "2026-10-03")).toBe(90);
    expect(renewalDaysLeft("2027-01-01", "2026-11-24")).toBe(38);
    expect(renewalDaysLeft("2027-01-01", "2027-01-01")).toBe(0);
    expect(renewalDaysLeft("2027-01-01", "2027-01-02")).toBeUndefined();
  });

  it("counts calendar days across a leap day", () => {
    expect(renewalDaysLeft("2028-03-01", "2028-02-28")).toBe(2);
  });
});

describe("an overdue renewal", () => {
  it("counts the days since a renewal date that has passed, and nothing before or on it", () => {
    expect(renewalDaysOverdue("2026-10-01", "2026-11-26")).toBe(56);
    expect(renewalDaysOverdue("2026-10-01", "2026-10-01")).toBeUndefined();
    expect(renewalDaysOverdue("2027-10-01", "2026-11-26")).toBeUndefined();
  });
});

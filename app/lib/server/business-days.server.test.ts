import { describe, expect, it } from "vitest";

import {
  addBusinessDays,
  businessDaysBetween,
  businessDaysCutoff,
  isBusinessDay,
  publicHolidays,
} from "#app/lib/server/business-days.server.ts";
import { daysAfter, southAfricanDay } from "#app/lib/format/time.ts";

describe("South African business days", () => {
  it("knows the public holidays, Easter's and Sunday ones moved to the Monday", () => {
    const y2026 = publicHolidays(2026);
    expect(y2026.has("2026-04-03")).toBe(true); // Good Friday
    expect(y2026.has("2026-04-06")).toBe(true); // Family Day
    expect(y2026.has("2026-08-10")).toBe(true); // Women's Day falls on a Sunday, observed on the Monday
    expect(y2026.has("2026-12-16")).toBe(true);
    expect(publicHolidays(2027).has("2027-03-26")).toBe(true); // Good Friday 2027
  });

  it("knows the one-off days the President proclaimed", () => {
    expect(isBusinessDay("2024-05-29")).toBe(false); // general elections
    expect(isBusinessDay("2023-12-15")).toBe(false); // the Rugby World Cup win
    expect(isBusinessDay("2022-12-27")).toBe(false); // proclaimed, not in the calendar library
    expect(isBusinessDay("2021-11-01")).toBe(false); // local government elections
    // Thursday 28 May 2024 to Friday 31 May: election day does not count.
    expect(businessDaysBetween(new Date("2024-05-28T08:00:00Z"), new Date("2024-05-31T08:00:00Z"))).toBe(2);
  });

  it("counts working days only", () => {
    // Friday 20 November 2026, 16:00 SAST, looked at on Tuesday 24 November: Monday and Tuesday count.
    expect(businessDaysBetween(new Date("2026-11-20T14:00:00Z"), new Date("2026-11-24T08:00:00Z"))).toBe(2);
    // Over Christmas: 24 December (Thursday) to 29 December (Tuesday): only Monday 28 counts... and the 29th.
    expect(businessDaysBetween(new Date("2026-12-24T08:00:00Z"), new Date("2026-12-29T08:00:00Z"))).toBe(2);
    expect(isBusinessDay("2026-12-25")).toBe(false);
    expect(isBusinessDay("2026-11-21")).toBe(false);
  });

  it("reads moments as South African days", () => {
    expect(southAfricanDay(new Date("2026-11-20T22:30:00Z"))).toBe("2026-11-21");
    expect(daysAfter(new Date("2026-11-20T22:30:00Z"), 30)).toBe("2026-12-21");
  });

  it("adds working days, skipping weekends and public holidays, the inverse of counting them", () => {
    // Friday 20 November 2026, 16:00 SAST: two working days on is Tuesday 24 November.
    expect(addBusinessDays(new Date("2026-11-20T14:00:00Z"), 2)).toBe("2026-11-24");
    // Wednesday 23 December 2026: Christmas, the Day of Goodwill (Saturday) and the weekend are skipped.
    expect(addBusinessDays(new Date("2026-12-23T08:00:00Z"), 2)).toBe("2026-12-28");
    const from = new Date("2026-12-14T08:00:00Z");
    const day = addBusinessDays(from, 6);
    expect(businessDaysBetween(from, new Date(`${day}T08:00:00Z`))).toBe(6);
    expect(addBusinessDays(from, 0)).toBe("2026-12-14");
  });

  it("gives the cutoff before which a start is more than n business days old, across weekends and holidays", () => {
    // Every hour over six weeks around Christmas (the Day of Reconciliation, Christmas, the Day of Goodwill).
    const now = new Date("2026-12-29T09:30:00+02:00");
    for (const days of [0, 2, 4, 21]) {
      const cutoff = businessDaysCutoff(now, days);
      for (let ms = now.getTime() - 42 * 86_400_000; ms <= now.getTime(); ms += 3_600_000) {
        const since = new Date(ms);
        expect(since < cutoff, `${since.toISOString()} with ${days}`).toBe(businessDaysBetween(since, now) > days);
      }
    }
    // Two business days before Tuesday 29 December: Monday 28th and Thursday 24th (the 25th and 26th are holidays).
    expect(businessDaysCutoff(now, 2).toISOString()).toBe("2026-12-23T22:00:00.000Z");
  });
});

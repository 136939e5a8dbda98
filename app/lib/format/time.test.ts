import { describe, expect, it } from "vitest";

import {
  southAfricanDay,
  southAfricanDayEnd,
  southAfricanDayStart,
  southAfricanMoment,
  southAfricanTime,
} from "#app/lib/format/time.ts";

describe("South African time", () => {
  it("reads a moment as South Africans do, whatever the machine's own zone", () => {
    expect(southAfricanTime(new Date("2026-11-20T22:30:00Z"))).toBe("2026-11-21 00:30");
    expect(southAfricanTime("2026-06-30T08:05:00Z")).toBe("2026-06-30 10:05");
    expect(southAfricanDay(new Date("2026-11-20T21:59:59Z"))).toBe("2026-11-20");
    expect(southAfricanDay(new Date("2026-11-20T22:00:00Z"))).toBe("2026-11-21");
  });

  it("reads a typed time as the moment it happens in South Africa", () => {
    expect(southAfricanMoment("2026-11-24T18:30")?.toISOString()).toBe("2026-11-24T16:30:00.000Z");
    expect(southAfricanMoment("2026-11-24T18:30:15")?.toISOString()).toBe("2026-11-24T16:30:15.000Z");
    expect(southAfricanMoment("tomorrow")).toBeUndefined();
  });
});

describe("South African days", () => {
  it("start at midnight in South Africa, which is 22:00 UTC the day before", () => {
    expect(southAfricanDayStart("2026-11-21")?.toISOString()).toBe("2026-11-20T22:00:00.000Z");
    expect(southAfricanDayEnd("2026-11-21")?.toISOString()).toBe("2026-11-21T22:00:00.000Z");
  });

  it("are undefined for anything that is not a real date in a sensible range", () => {
    for (const bad of [
      "",
      "0001-01-01",
      "2026-02-31",
      "2026-13-01",
      "1e18",
      "Infinity",
      "2026-1-1",
      "9999-12-31",
      null,
    ]) {
      expect(southAfricanDayStart(bad), String(bad)).toBeUndefined();
    }
  });
});

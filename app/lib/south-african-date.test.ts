import { describe, expect, it } from "vitest";

import { southAfricanDayEnd, southAfricanDayStart } from "./south-african-date.ts";

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

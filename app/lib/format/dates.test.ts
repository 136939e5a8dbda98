import { describe, expect, it } from "vitest";

import { formatDate } from "#app/lib/format/dates.ts";

describe("formatDate", () => {
  it("writes the South African long form", () => {
    expect(formatDate("2026-06-30")).toBe("30 June 2026");
    expect(formatDate("2025-01-05")).toBe("5 January 2025");
  });
  it("refuses what is not an ISO date", () => {
    expect(() => formatDate("30/06/2026")).toThrow(/ISO/);
    expect(() => formatDate("2026-13-01")).toThrow(/ISO/);
  });
});

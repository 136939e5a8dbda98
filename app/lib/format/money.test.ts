import { describe, expect, it } from "vitest";

import { formatRand, formatRandInput, parseRandInput } from "#app/lib/format/money.ts";

describe("rand amounts", () => {
  it("formats cents as rand with grouped thousands", () => {
    expect(formatRand(123456789)).toBe("R1\u00a0234\u00a0567.89");
    expect(formatRand(500000)).toBe("R5\u00a0000");
    expect(formatRand(500000, { showCents: true })).toBe("R5\u00a0000.00");
    expect(formatRand(5)).toBe("R0.05");
    expect(formatRand(-250000)).toBe("-R2\u00a0500");
  });

  it.each([
    ["1 250 000", 125000000],
    ["1,250,000", 125000000],
    ["R1 250 000.50", 125000050],
    ["1250000,5", 125000050],
    ["850000", 85000000],
    ["-10", -1000],
  ])("reads %s", (text, cents) => {
    expect(parseRandInput(text)).toBe(cents);
  });

  it.each(["", "twelve", "1.234.567", "12.345", "1e6", "R"])("refuses %s", (text) => {
    expect(parseRandInput(text)).toBeUndefined();
  });

  it("shows an amount for editing grouped with spaces, read back as the same amount", () => {
    for (const [cents, text] of [
      [240000000, "2 400 000"],
      [240000050, "2 400 000.50"],
      [99900, "999"],
      [-250000, "-2 500"],
    ] as const) {
      expect(formatRandInput(cents)).toBe(text);
      expect(parseRandInput(text)).toBe(cents);
    }
  });
});

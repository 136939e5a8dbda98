import { describe, expect, it } from "vitest";

import { parsePremium } from "./premium.ts";

describe("a premium as the underwriter types it", () => {
  it.each([
    ["2 400 000", 240000000],
    ["R2,400,000.00", 240000000],
    ["2400000", 240000000],
    ["R 2 400 000,50", 240000050],
    ["2\u00a0400\u00a0000", 240000000],
  ])("reads %s", (text, cents) => {
    expect(parsePremium(text)).toEqual({ cents });
  });

  it("says how to write an amount when it is not one", () => {
    expect(parsePremium("two million")).toEqual({
      error: "“two million” is not an amount in rand: write it as 2 400 000 or R2,400,000.00.",
    });
    expect(parsePremium("2.400.000")).toHaveProperty("error");
  });

  it("refuses nothing to pay", () => {
    expect(parsePremium("0")).toEqual({
      error: "Give a premium above R0, or leave the field empty not to offer this tier.",
    });
    expect(parsePremium("-5")).toHaveProperty("error");
  });
});

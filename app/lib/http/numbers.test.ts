import { describe, expect, it } from "vitest";

import { ID_MAX, INTEGER_MAX, rowId, wholeNumber } from "./numbers.ts";

describe("numbers from an address or a form", () => {
  it("takes plain digits within the column's range", () => {
    expect(wholeNumber("1")).toBe(1);
    expect(wholeNumber("007")).toBe(7);
    expect(wholeNumber(" 42 ")).toBe(42);
    expect(wholeNumber(String(INTEGER_MAX))).toBe(INTEGER_MAX);
    expect(rowId("999999999999")).toBe(999_999_999_999);
    expect(rowId(String(ID_MAX))).toBe(ID_MAX);
    expect(wholeNumber("0", { min: 0 })).toBe(0);
  });

  it("refuses what no row can have: past an integer column, past 2^53, below the least", () => {
    // The probe's revision (PostgreSQL's 22003 before), and the next integer past the column.
    expect(wholeNumber("999999999999")).toBeNull();
    expect(wholeNumber(String(INTEGER_MAX + 1))).toBeNull();
    expect(rowId("9007199254740993")).toBeNull();
    expect(rowId("99999999999999999999")).toBeNull();
    expect(wholeNumber("0")).toBeNull();
  });

  it("refuses anything but plain digits", () => {
    for (const value of [
      "",
      "-1",
      "+1",
      "1.5",
      "1e3",
      "0x10",
      "Infinity",
      "NaN",
      "1 2",
      "１",
      "1\u0000",
      null,
      undefined,
    ]) {
      expect(wholeNumber(value), String(value)).toBeNull();
    }
    expect(wholeNumber(new File(["1"], "1.txt"))).toBeNull();
  });
});

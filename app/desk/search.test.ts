import { describe, expect, it } from "vitest";

import { nameMatches, phoneQuery, withinOneEdit } from "./search.ts";

describe("the back office search's matching (issue 36, item 8)", () => {
  it("reads a South African phone number in any form as stored, and a number from abroad with its +", () => {
    for (const typed of [
      "0825550199",
      "082 555 0199",
      "27825550199",
      "+27825550199",
      "+27 82 555 0199",
      "(082) 555-0199",
    ]) {
      expect(phoneQuery(typed), typed).toBe("+27825550199");
    }
    expect(phoneQuery("+44 20 7946 0000")).toBe("+442079460000");
    for (const other of ["CLM-XAANF6", "825550199", "2782555019", "Mokoena"])
      expect(phoneQuery(other), other).toBeUndefined();
  });

  it("takes a word within one edit, and no further", () => {
    expect(withinOneEdit("mokena", "mokoena")).toBe(true);
    expect(withinOneEdit("mokoena", "mokena")).toBe(true);
    expect(withinOneEdit("mokoema", "mokoena")).toBe(true);
    expect(withinOneEdit("mkena", "mokoena")).toBe(false);
    expect(withinOneEdit("mokoenaa", "mokoena")).toBe(true);
    expect(withinOneEdit("okoena", "mokoena")).toBe(true);
    expect(withinOneEdit("mokeona", "mokoena")).toBe(false);
  });

  it("matches a name when every word of the query is within one typo of one of its words", () => {
    expect(nameMatches("Mokena", "Thandeka Mokoena")).toBe(true);
    expect(nameMatches("thandeka mokena", "Thandeka Mokoena")).toBe(true);
    expect(nameMatches("Thabo Mokena", "Thandeka Mokoena")).toBe(false);
    // Short words and anything but letters are matched exactly, never forgiven a typo.
    expect(nameMatches("Zulu", "Thandeka Mokoena")).toBe(false);
    expect(nameMatches("Ann", "Anna van Wyk")).toBe(false);
    expect(nameMatches("CLM-XAANF6", "Thandeka Mokoena")).toBe(false);
  });
});

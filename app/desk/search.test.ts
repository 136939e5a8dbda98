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
      "27 82-555-0199",
      "+27 (0)82 555 0199",
      "+27 (0) 82 555 0199",
      "0027 82 555 0199",
      " 082.555.0199 ",
    ]) {
      expect(phoneQuery(typed), typed).toBe("+27825550199");
    }
    expect(phoneQuery("+44 20 7946 0000")).toBe("+442079460000");
    expect(phoneQuery("0044 20 7946 0000")).toBe("+442079460000");
    for (const other of ["CLM-XAANF6", "825550199", "2782555019", "Mokoena", "+27 (0)82 555 019", "+27 82 555 01999"])
      expect(phoneQuery(other), other).toBeUndefined();
  });

  it("takes a word within one typo (Damerau-Levenshtein distance 1), and no further", () => {
    expect(withinOneEdit("mokena", "mokoena")).toBe(true);
    expect(withinOneEdit("mokoena", "mokena")).toBe(true);
    expect(withinOneEdit("mokoema", "mokoena")).toBe(true);
    expect(withinOneEdit("mkena", "mokoena")).toBe(false);
    expect(withinOneEdit("mokoenaa", "mokoena")).toBe(true);
    expect(withinOneEdit("okoena", "mokoena")).toBe(true);
    // Two letters side by side swapped are one typo (decision 0059): "Nkosi" typed "Nksoi", "Mokoena" "Mokeona".
    expect(withinOneEdit("mokeona", "mokoena")).toBe(true);
    expect(withinOneEdit("nksoi", "nkosi")).toBe(true);
    expect(withinOneEdit("nkozi", "nkosi")).toBe(true);
    expect(withinOneEdit("omkoena", "mokoena")).toBe(true);
    expect(withinOneEdit("mokoean", "mokoena")).toBe(true);
    // Two typos are another name: two swaps, a swap and a change, letters apart exchanged.
    expect(withinOneEdit("omkoean", "mokoena")).toBe(false);
    expect(withinOneEdit("mokeoma", "mokoena")).toBe(false);
    expect(withinOneEdit("aokoenm", "mokoena")).toBe(false);
    expect(withinOneEdit("nkois", "nkosi")).toBe(true);
    expect(withinOneEdit("niosk", "nkosi")).toBe(false);
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

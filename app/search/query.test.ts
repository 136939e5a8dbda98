import { describe, expect, it } from "vitest";

import { MAX_QUERY_LENGTH, cleanQuery, parsePage, parseQuery, snippetParts } from "./query.ts";
import { synonymGroups, synonymsOf } from "./synonyms.ts";

describe("parseQuery", () => {
  it("splits a query into lower-case words of letters and digits, once each", () => {
    expect(parseQuery("  PAIA   Manual paia ")).toEqual({
      kind: "ok",
      text: "PAIA Manual paia",
      terms: ["paia", "manual"],
    });
    expect(parseQuery("B-BBEE level 1")).toMatchObject({ terms: ["b", "bbee", "level", "1"] });
    expect(parseQuery("fleet:* & !'(")).toMatchObject({ kind: "ok", terms: ["fleet"] });
  });

  it("tells empty queries, queries without words and overlong queries apart", () => {
    expect(parseQuery(null)).toEqual({ kind: "empty", text: "" });
    expect(parseQuery(" \t\n ")).toEqual({ kind: "empty", text: "" });
    expect(parseQuery("<>&;")).toEqual({ kind: "no-words", text: "<>&;" });
    const long = parseQuery("a".repeat(MAX_QUERY_LENGTH + 1));
    expect(long).toMatchObject({ kind: "too-long", length: MAX_QUERY_LENGTH + 1 });
    expect(long.text).toHaveLength(MAX_QUERY_LENGTH);
    const huge = parseQuery("\u0000".repeat(100_000));
    expect(huge).toMatchObject({ kind: "too-long", length: 100_000 });
    expect(parseQuery("a".repeat(MAX_QUERY_LENGTH))).toMatchObject({ kind: "ok" });
  });

  it("turns control characters into spaces and normalises Unicode", () => {
    expect(cleanQuery("motor\u0000fleet\u0007\u202e")).toBe("motor fleet");
    expect(parseQuery("ｆｌｅｅｔ")).toMatchObject({ terms: ["fleet"] });
    expect(parseQuery("\u0001\u0002")).toEqual({ kind: "empty", text: "" });
  });

  it("keeps at most eight words", () => {
    expect(parseQuery("one two three four five six seven eight nine ten")).toMatchObject({
      terms: ["one", "two", "three", "four", "five", "six", "seven", "eight"],
    });
  });
});

describe("parsePage", () => {
  it("accepts whole numbers from 1 to 50 and nothing else", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("50")).toBe(50);
    for (const bad of ["0", "51", "-1", "1.5", "01", "2e1", "abc", "9999999999"])
      expect(parsePage(bad)).toBeUndefined();
  });
});

describe("snippetParts", () => {
  it("turns the index's markers into marked parts and keeps everything else as text", () => {
    expect(snippetParts("The motor \u0001fleet\u0002 <b>policy</b> \u0001covers\u0002")).toEqual([
      { text: "The motor ", marked: false },
      { text: "fleet", marked: true },
      { text: " <b>policy</b> ", marked: false },
      { text: "covers", marked: true },
    ]);
    expect(snippetParts("")).toEqual([]);
  });
});

describe("synonyms", () => {
  it("finds the other words of a word's group, whatever its case", () => {
    expect(synonymsOf("Excess")).toEqual(["deductible"]);
    expect(synonymsOf("vehicle")).toEqual(expect.arrayContaining(["motor", "car"]));
    expect(synonymsOf("sasira")).toContain("sasria");
    expect(synonymsOf("organization")).toEqual(["organisation"]);
    expect(synonymsOf("fleet")).toEqual([]);
  });

  it("lists each word in one group only, in lower case", () => {
    const words = synonymGroups.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toBe(w.toLowerCase());
  });
});

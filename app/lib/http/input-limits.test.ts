import { describe, expect, it } from "vitest";

import { INPUT_LIMITS, jsonFault, pairsFault, targetFault, textFault } from "./input-limits.ts";

describe("the front door's rules for an address", () => {
  it("lets the site's own addresses through", () => {
    for (const target of [
      "/",
      "/media/news/2026/a-story",
      "/claims/track/q3W9-fT_8sLk2VbN0xYzA1cD4eF5gH6iJ7kL8mN9oPq?from=email",
      "/search?q=th%C3%A9o+%E2%82%AC&page=2",
      "/staff/content?q=",
      "/auth/signin?redirectTo=%2FNMI%2Foverview%3Ftab%3D1",
      "/NMI/overview.data?_routes=root",
      "/caf\u00c3\u00a9", // raw UTF-8 bytes of "café", as Node reads them (Latin-1)
      "/search?a&&b=",
    ]) {
      expect(targetFault(target), target).toBeNull();
    }
  });

  it("refuses a NUL byte in a path segment or a query, escaped", () => {
    expect(targetFault("/media/news/2026/%00")).toBe("NUL byte");
    expect(targetFault("/staff/content?q=%00")).toBe("NUL byte");
    expect(targetFault("/staff/content?%00=1")).toBe("NUL byte");
  });

  it("refuses malformed escapes and bytes that are not UTF-8, raw or escaped", () => {
    for (const target of [
      "/a/%E0%A4%A",
      "/a/%",
      "/a/%zz",
      "/a?q=%C0%AE",
      "/a?q=%ED%A0%80",
      "/a/\u00e9\u00ff",
      "/a?%",
    ]) {
      expect(targetFault(target), target).toBe("not UTF-8");
    }
  });

  it("refuses what is longer than the site ever sends", () => {
    expect(targetFault(`/${"a".repeat(INPUT_LIMITS.segmentChars)}`)).toBeNull();
    expect(targetFault(`/${"a".repeat(INPUT_LIMITS.segmentChars + 1)}`)).toBe("too long");
    expect(targetFault(`/a/${"b/".repeat(INPUT_LIMITS.pathChars / 2)}`)).toBe("too long");
    expect(targetFault(`/s?q=${"a".repeat(INPUT_LIMITS.queryValueChars)}`)).toBeNull();
    expect(targetFault(`/s?q=${"a".repeat(INPUT_LIMITS.queryValueChars + 1)}`)).toBe("too long");
    expect(targetFault(`/s?q=${"%41".repeat(INPUT_LIMITS.queryChars)}`)).toBe("too long");
    expect(targetFault(`/s?${"a=1&".repeat(INPUT_LIMITS.queryParameters)}b=1`)).toBe("too many parameters");
  });
});

describe("the front door's rules for text and JSON", () => {
  it("judges decoded text by its length, NUL bytes and lone surrogates", () => {
    expect(textFault("Théo €", 6)).toBeNull();
    expect(textFault("abc", 2)).toBe("too long");
    expect(textFault("a\u0000", 10)).toBe("NUL byte");
    expect(textFault("a\ud800", 10)).toBe("not UTF-8");
  });

  it("judges name=value pairs as a form sends them (+ is a space)", () => {
    expect(pairsFault("a=b+c&d=%2B", { valueChars: 3 })).toBeNull();
    expect(pairsFault("a=b+c+d", { valueChars: 3 })).toBe("too long");
  });

  it("judges every string of a JSON value, at any depth", () => {
    expect(jsonFault({ a: [1, null, true, { b: "c" }] })).toBeNull();
    expect(jsonFault({ a: [{ b: "\u0000" }] })).toBe("NUL byte");
  });
});

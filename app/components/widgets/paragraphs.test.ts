import { describe, expect, it } from "vitest";

import { splitParagraphs } from "./paragraphs.ts";

describe("splitParagraphs", () => {
  it("splits a string at two or more newlines", () => {
    expect(splitParagraphs("One.\n\nTwo.\n\n\n\nThree.")).toEqual(["One.", "Two.", "Three."]);
  });

  it("keeps a single newline inside its paragraph", () => {
    expect(splitParagraphs("Line one\nline two\n\nNext")).toEqual(["Line one\nline two", "Next"]);
  });

  it("handles Windows line endings", () => {
    expect(splitParagraphs("A\r\nstill A\r\n\r\nB")).toEqual(["A\r\nstill A", "B"]);
  });

  it("treats a line of only spaces as blank", () => {
    expect(splitParagraphs("A\n   \nB")).toEqual(["A", "B"]);
  });

  it("trims and drops empty paragraphs", () => {
    expect(splitParagraphs("\n\n  A  \n\n\n\n  \n\nB\n\n")).toEqual(["A", "B"]);
    expect(splitParagraphs("")).toEqual([]);
  });

  it("passes arrays through, trimmed, without empties", () => {
    expect(splitParagraphs([" First ", "", "  ", "Second"])).toEqual(["First", "Second"]);
  });
});

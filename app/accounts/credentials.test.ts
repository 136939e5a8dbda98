import { describe, expect, it } from "vitest";

import { nameProblem } from "./credentials.ts";

describe("names", () => {
  it("takes people's names as they write them", () => {
    for (const name of [
      "Naledi Mokoena",
      "Dr. J. van der Merwe",
      "J.R. Mokoena",
      "Seán O'Brien-Smith",
      "Thandeka (Tee) Dlamini",
      "名前 太郎",
      "Nkosinathi Ndlovu Jr.",
    ]) {
      expect(nameProblem(name), name).toBeUndefined();
    }
  });

  it("refuses one that carries a web address or anything like one", () => {
    for (const name of [
      "Visit https://evil.example",
      "http evil",
      "HTTPS",
      "www.evil",
      "Thabo kopano-refunds.co.za",
      "Thabo@evil.com",
      "ftp://x",
      "Click evil.africa now",
    ]) {
      expect(nameProblem(name), name).toMatch(/web address/);
    }
  });

  it("refuses an empty name, an over-long one and markup", () => {
    expect(nameProblem("  ")).toMatch(/Enter the person's name/);
    expect(nameProblem("a".repeat(101))).toMatch(/at most 100/);
    expect(nameProblem("<b>Thabo</b>")).toMatch(/letters, spaces and punctuation/);
  });
});

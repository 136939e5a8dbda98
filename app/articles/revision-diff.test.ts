import { describe, expect, it } from "vitest";

import { bodyDifference } from "./revision-diff.ts";

describe("bodyDifference", () => {
  it("marks the words removed and added, and keeps the rest as it was", () => {
    const parts = bodyDifference(
      "<p>Clear the gutters before the storm.</p>",
      "<p>Clear the gutters and drains before the first storm.</p>",
    );
    expect(parts.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual(["and drains", "first"]);
    expect(parts.filter((p) => p.change === "removed")).toEqual([]);
    expect(
      parts
        .filter((p) => p.change !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe("Clear the gutters and drains before the first storm.");
  });

  it("reads the text, not the markup: a word made bold is no change, a replaced word is one", () => {
    expect(bodyDifference("<p>Call us today.</p>", "<p>Call <strong>us</strong> today.</p>")).toEqual([
      { change: "same", text: "Call us today." },
    ]);
    const replaced = bodyDifference("<p>Offices close at 16:00.</p>", "<p>Offices close at 13:00.</p>");
    const of = (change: string) =>
      replaced
        .filter((p) => p.change === change)
        .map((p) => p.text)
        .join("");
    expect(of("removed")).toBe("16");
    expect(of("added")).toBe("13");
  });

  it("says nothing changed between equal bodies", () => {
    expect(bodyDifference("<p>Same.</p>", "<p>Same.</p>")).toEqual([{ change: "same", text: "Same." }]);
  });
});

import { describe, expect, it } from "vitest";

import { compareVersions, newVersionProblems } from "./version-rules.ts";

describe("document version rules", () => {
  it("compare numbers part by part as numbers", () => {
    expect(compareVersions("3.10", "3.9")).toBe(1);
    expect(compareVersions("3.9", "3.10")).toBe(-1);
    expect(compareVersions("3.1", "3.1")).toBe(0);
    expect(compareVersions("3.1.1", "3.1")).toBe(1);
    expect(compareVersions("3.0", "3.1")).toBe(-1);
    expect(compareVersions("4", "3.99")).toBe(1);
    expect(compareVersions("2026-2", "2026-1")).toBe(1);
    expect(["3.10", "3.2", "3.9", "10", "3.1"].toSorted(compareVersions)).toEqual(["3.1", "3.2", "3.9", "3.10", "10"]);
  });

  it("refuse a lower or equal number and an earlier effective date, each with its reason", () => {
    const current = { version: "3.1", effectiveDate: "2026-03-01" };
    expect(newVersionProblems(current, { version: "3.0", effectiveDate: "2026-04-01" })).toEqual({
      version: "Version 3.0 is lower than the current 3.1. A new version needs a higher number, such as 3.2.",
    });
    expect(newVersionProblems(current, { version: "3.1", effectiveDate: "2026-04-01" }).version).toMatch(
      /3\.1 is the current one already/,
    );
    expect(newVersionProblems(current, { version: "3.2", effectiveDate: "2020-01-01" })).toEqual({
      effectiveDate: "The current version 3.1 applies from 1 March 2026; a new one cannot apply from an earlier date.",
    });
    expect(newVersionProblems(current, { version: "3.10", effectiveDate: "2026-03-01" })).toEqual({});
    expect(
      newVersionProblems(
        { version: "3.9", effectiveDate: "2026-03-01" },
        { version: "3.10", effectiveDate: "2026-03-01" },
      ),
    ).toEqual({});
  });
});

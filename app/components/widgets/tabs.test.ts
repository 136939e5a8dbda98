import { describe, expect, it } from "vitest";

import { idFragment, initialTabId, nextTabIndex } from "./tabs.ts";

const ids = ["motor", "property", "liability"];

describe("initialTabId", () => {
  it("is the first tab without a tab parameter", () => {
    expect(initialTabId(ids, "")).toBe("motor");
    expect(initialTabId(ids, "?other=1")).toBe("motor");
  });

  it("is the tab the query names", () => {
    expect(initialTabId(ids, "?tab=property")).toBe("property");
    expect(initialTabId(ids, "?x=1&tab=liability")).toBe("liability");
    expect(initialTabId(ids, "tab=liability")).toBe("liability");
  });

  it("ignores a tab parameter that names no tab (case-sensitive)", () => {
    expect(initialTabId(ids, "?tab=nothing")).toBe("motor");
    expect(initialTabId(ids, "?tab=Property")).toBe("motor");
    expect(initialTabId(ids, "?tab=")).toBe("motor");
  });

  it("is undefined when there are no tabs", () => {
    expect(initialTabId([], "?tab=motor")).toBeUndefined();
  });
});

describe("nextTabIndex", () => {
  it("moves right and left, wrapping at the ends", () => {
    expect(nextTabIndex(0, "ArrowRight", 3)).toBe(1);
    expect(nextTabIndex(2, "ArrowRight", 3)).toBe(0);
    expect(nextTabIndex(1, "ArrowLeft", 3)).toBe(0);
    expect(nextTabIndex(0, "ArrowLeft", 3)).toBe(2);
  });

  it("goes to the first and last with Home and End", () => {
    expect(nextTabIndex(1, "Home", 3)).toBe(0);
    expect(nextTabIndex(1, "End", 3)).toBe(2);
  });

  it("is null for other keys and for an empty list", () => {
    expect(nextTabIndex(0, "ArrowDown", 3)).toBeNull();
    expect(nextTabIndex(0, "Enter", 3)).toBeNull();
    expect(nextTabIndex(0, "ArrowRight", 0)).toBeNull();
  });
});

describe("idFragment", () => {
  it("makes a heading safe for ids", () => {
    expect(idFragment("Claims & turnaround times")).toBe("claims-turnaround-times");
    expect(idFragment("  Über Cover! ")).toBe("uber-cover");
    expect(idFragment("!!!")).toBe("tabs");
  });
});

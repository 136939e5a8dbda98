import { describe, expect, it } from "vitest";

import { filtered, listLink, optionsOf, pageNumber, paging, searchText } from "./list-params.ts";

describe("pageNumber", () => {
  it("reads a whole page number, 1 for anything else", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("2.9")).toBe(2);
    for (const typed of [null, "", "0", "-4", "abc", "NaN", "Infinity"]) expect(pageNumber(typed)).toBe(1);
  });

  it("never goes past the last page", () => {
    expect(pageNumber("9", 4)).toBe(4);
    expect(pageNumber("1e18", 2)).toBe(2);
    expect(pageNumber("5", 0)).toBe(1);
  });
});

describe("paging", () => {
  it("gives the page asked for, with its limit and offset", () => {
    expect(paging(new URLSearchParams("page=3"), 120, 25)).toEqual({ page: 3, pages: 5, limit: 25, offset: 50 });
  });

  it("keeps to the pages there are, and one page for an empty list", () => {
    expect(paging(new URLSearchParams("page=99"), 51, 25)).toEqual({ page: 3, pages: 3, limit: 25, offset: 50 });
    expect(paging(new URLSearchParams("page=2"), 0, 25)).toEqual({ page: 1, pages: 1, limit: 25, offset: 0 });
    expect(paging(new URLSearchParams("page=x"), 10, 25).page).toBe(1);
  });
});

describe("searchText", () => {
  it("trims the words and cuts them at the most a list takes", () => {
    expect(searchText(new URLSearchParams("q=%20%20fleet%20"))).toBe("fleet");
    expect(searchText(new URLSearchParams({ q: "x".repeat(300) }))).toHaveLength(100);
    expect(searchText(new URLSearchParams({ person: "a".repeat(300) }), 254, "person")).toHaveLength(254);
    expect(searchText(new URLSearchParams())).toBe("");
  });
});

describe("listLink", () => {
  it("keeps the filters set, and the page after the first", () => {
    expect(listLink({ q: "ann", status: "", context: undefined }, 2)).toBe("?q=ann&page=2");
    expect(listLink({ q: "ann" }, 1)).toBe("?q=ann");
  });

  it("is the list's own address with nothing set", () => {
    expect(listLink({}, 1)).toBe("?");
  });

  it("writes what a reader typed so it reads back the same", () => {
    const link = listLink({ q: "R2 500 & more?" }, 3);
    expect(new URLSearchParams(link.slice(1)).get("q")).toBe("R2 500 & more?");
  });
});

describe("filtered", () => {
  it("is true when any filter is set", () => {
    expect(filtered({ q: "", kind: undefined })).toBe(false);
    expect(filtered({ q: "", kind: "news" })).toBe(true);
  });
});

describe("optionsOf", () => {
  it("pairs each value with its label, in order", () => {
    expect(optionsOf(["new", "done"], (s) => s.toUpperCase())).toEqual([
      { value: "new", label: "NEW" },
      { value: "done", label: "DONE" },
    ]);
  });
});

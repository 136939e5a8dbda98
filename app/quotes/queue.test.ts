import { describe, expect, it } from "vitest";

import { quoteFilterFrom, quotesHref, type QuoteFilter } from "./queue.ts";

const read = (href: string) => quoteFilterFrom(new URL(href, "https://kopano.example").searchParams);

describe("the underwriting desk's filters in its address", () => {
  it("reads back every filter it writes, with the page kept apart", () => {
    const filters: QuoteFilter[] = [
      {},
      { state: "all" },
      { state: "expired", programme: "NMI", from: "2026-10-01", to: "2026-10-31" },
      { overdue: true },
      { lapsing: 7 },
    ];
    for (const filter of filters) {
      expect(Object.fromEntries(Object.entries(read(quotesHref(filter, 3))).filter(([, v]) => v))).toEqual(filter);
    }
    expect(quotesHref({ state: "quoted" }, 2)).toBe("/staff/quotes?state=quoted&page=2");
    expect(quotesHref({})).toBe("/staff/quotes");
  });

  it("leaves out what it cannot read instead of failing the page", () => {
    expect(read("/staff/quotes?state=lost&lapsing=1e9&overdue=yes&from=2026-1-1")).toEqual({
      state: undefined,
      programme: undefined,
      from: undefined,
      to: undefined,
      overdue: undefined,
      lapsing: undefined,
    });
  });
});

import { describe, expect, it } from "vitest";

import { claimFilterFrom, claimsHref, type ClaimFilter } from "./queue.ts";

const read = (href: string) => claimFilterFrom(new URL(href, "https://kopano.example").searchParams);

describe("the claims desk's filters in its address", () => {
  it("reads back every filter it writes, so a desk figure's link opens the list it counted", () => {
    const filters: ClaimFilter[] = [
      {},
      { step: "all" },
      { step: "approved", programme: "NMI", owner: "me", from: "2026-11-01", to: "2026-11-30" },
      { overdue: "acknowledge" },
      { overdue: "motor-damage", owner: "nobody" },
      { owner: "lindiwe.khumalo@kopano-group.co.za" },
    ];
    for (const filter of filters) {
      expect(Object.fromEntries(Object.entries(read(claimsHref(filter))).filter(([, v]) => v))).toEqual(filter);
    }
    expect(claimsHref({})).toBe("/staff/claims");
  });

  it("leaves out what it cannot read instead of failing the page", () => {
    const filter = read("/staff/claims?step=lost&overdue=soon&from=yesterday&to=2026-13&owner=%20ME%20");
    expect(read("/staff/claims?owner=%00&programme=N%00MI")).toEqual(read("/staff/claims"));
    expect(read("/staff/claims?owner=someone").owner).toBeUndefined();
    expect(filter).toEqual({
      step: undefined,
      programme: undefined,
      owner: "me",
      from: undefined,
      to: undefined,
      overdue: undefined,
    });
  });
});

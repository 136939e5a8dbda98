import { describe, expect, it } from "vitest";

import { claimsPages } from "#app/content/pages/claims.ts";
import { measure, publishedNext } from "./turnaround.server.ts";
import { settlementFor, TURNAROUND } from "./turnaround.ts";

describe("turnaround figures", () => {
  it("are the ones the claims turnaround page publishes", () => {
    const page = claimsPages["/claims-handling/claims-turnaround-times"]!;
    const gauges = page.blocks.find((b) => b.type === "gauges");
    expect(gauges?.type === "gauges" && gauges.gauges.map((g) => [g.label, g.value, g.units])).toEqual(
      TURNAROUND.settlement.map((s) => [s.label, s.value, s.units]),
    );
  });

  it("measure a received claim against the hours to acknowledge it", () => {
    const since = new Date("2026-11-23T08:00:00Z");
    expect(measure("received", "fire", since, new Date("2026-11-23T20:00:00Z"))).toEqual({
      target: "24 hours to acknowledge",
      age: "12 hours",
      overdue: false,
    });
    expect(measure("received", "fire", since, new Date("2026-11-24T08:00:00Z")).overdue).toBe(true);
  });

  it("measure an assessed claim against its kind's settlement time in working days", () => {
    // Monday 23 November 2026 to Tuesday 1 December: 6 working days.
    const since = new Date("2026-11-23T08:00:00Z");
    const property = measure("assessor-appointed", "water", since, new Date("2026-12-01T08:00:00Z"));
    expect(property).toMatchObject({ age: "6 working days", overdue: false });
    expect(property.target).toMatch(/^6 working days to settle/);
    expect(measure("assessor-appointed", "water", since, new Date("2026-12-02T08:00:00Z")).overdue).toBe(true);
    expect(measure("approved", "motor-accident", since, new Date("2026-11-30T08:00:00Z")).overdue).toBe(true);
  });

  it("give no target while the claim waits on the claimant, or has no published figure", () => {
    const since = new Date("2026-11-02T08:00:00Z");
    expect(measure("awaiting-documents", "fire", since, new Date("2026-11-24T08:00:00Z"))).toMatchObject({
      target: null,
      overdue: false,
    });
    expect(settlementFor("liability")).toBeUndefined();
    expect(measure("assessor-appointed", "liability", since, new Date()).target).toBeNull();
  });

  it("give the claimant the next step from the same figures, as how long it usually takes", () => {
    const since = new Date("2026-11-23T08:00:00Z");
    expect(publishedNext("received", "fire", since)).toEqual({
      what: "A claims handler contacts you about your claim",
      usually: "usually within 24 hours",
    });
    // Property: 6 working days. Motor damage's 4.5 days promise 5.
    expect(publishedNext("assessor-appointed", "water", since)).toEqual({
      what: "We decide the claim, and pay it or authorise the repairs",
      usually: "usually within 6 working days",
    });
    expect(publishedNext("approved", "motor-accident", since)).toEqual({
      what: "We pay the claim or authorise the repairs",
      usually: "usually within 5 working days",
    });
    // Acknowledged, a received claim runs against its settlement time.
    expect(publishedNext("received", "water", since, since)?.usually).toBe("usually within 6 working days");
    for (const step of ["awaiting-documents", "declined", "paid", "withdrawn", "closed"] as const) {
      expect(publishedNext(step, "fire", since), step).toBeUndefined();
    }
    expect(publishedNext("assessor-appointed", "liability", since)).toBeUndefined();
  });

  it("stop the acknowledgement clock once the claim is acknowledged, and start its settlement clock there", () => {
    const received = new Date("2026-11-23T08:00:00Z");
    const acknowledged = new Date("2026-11-23T09:00:00Z");
    const late = new Date("2026-11-25T08:00:00Z");
    expect(measure("received", "water", received, late).overdue).toBe(true);
    expect(measure("received", "water", received, late, acknowledged)).toMatchObject({
      target: expect.stringMatching(/^6 working days to settle/),
      age: "2 working days",
      overdue: false,
    });
  });
});

import { describe, expect, it } from "vitest";

import { claimsPages } from "#app/content/pages/claims.ts";
import { measure, nextStepDue } from "./turnaround.server.ts";
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

  it("give the claimant the expected date of the next step from the same figures", () => {
    // Monday 23 November 2026, 10:00 SAST: acknowledged by Tuesday at 10:00.
    const since = new Date("2026-11-23T08:00:00Z");
    expect(nextStepDue("received", "fire", since)).toEqual({
      what: "A claims handler contacts you about your claim",
      by: "24 November 2026 at 10:00",
      at: "2026-11-24T08:00:00.000Z",
    });
    // Property: 6 working days, Tuesday 1 December. Motor damage's 4.5 days promise 5: Monday 30 November.
    expect(nextStepDue("assessor-appointed", "water", since)).toMatchObject({
      by: "1 December 2026",
      at: "2026-12-01",
    });
    expect(nextStepDue("approved", "motor-accident", since)).toMatchObject({
      what: "We pay the claim or authorise the repairs",
      by: "30 November 2026",
    });
    // Assessed on Wednesday 23 December 2026: Christmas and New Year skipped, property settles by Monday 4 January 2027.
    expect(nextStepDue("assessor-appointed", "fire", new Date("2026-12-23T08:00:00Z"))?.at).toBe("2027-01-04");
    for (const step of ["awaiting-documents", "declined", "paid", "closed"] as const) {
      expect(nextStepDue(step, "fire", since), step).toBeUndefined();
    }
    expect(nextStepDue("assessor-appointed", "liability", since)).toBeUndefined();
  });
});

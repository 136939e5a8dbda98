import { describe, expect, it } from "vitest";

import { claimProgress, nextStepDayProblem, type ClaimState, type PaymentsTaken } from "./progress.server.ts";
import type { OverdueTarget } from "./queue.ts";
import { CLAIM_STEPS, STEP_LABELS, STEP_MEANINGS, type ClaimStep } from "./steps.ts";

// Received on Monday 23 November 2026 at 10:00 SAST (a property claim: 6 working days to settle), acknowledged an
// hour later where a row says so; read two days on, and again eight working days on.
const stepAt = new Date("2026-11-23T08:00:00Z");
const acknowledgedAt = new Date("2026-11-23T09:00:00Z");
const twoDaysOn = new Date("2026-11-25T08:00:00Z");
const eightWorkingDaysOn = new Date("2026-12-03T08:00:00Z");
const reference = "CLM-TEST01";

const ACK = "Acknowledged by Sipho Claims on 23 November 2026 at 11:00";
const CONTACT = "A claims handler contacts you about your claim, usually within 24 hours";
const DECIDE = "We decide the claim, and pay it or authorise the repairs, usually within 6 working days";
const PAY = "We pay the claim or authorise the repairs, usually within 6 working days";
const SETTLE = "6 working days to settle (property claims)";

interface Row {
  step: ClaimStep;
  acknowledged: boolean;
  /** The desk's status. */
  status: string;
  /** The desk's target. */
  target: string | null;
  /** The desk home's overdue figure that counts it two days on, and eight working days on. */
  overdue: [OverdueTarget | null, OverdueTarget | null];
  /** The tracker's next step with no date set by the handler. */
  next: string | null;
  payments: PaymentsTaken;
  open: boolean;
}

/** Every step, a received claim both before and after it is acknowledged: what each output says. */
const TABLE: Row[] = [
  {
    step: "received",
    acknowledged: false,
    status: "Received, not acknowledged",
    target: "24 hours to acknowledge",
    overdue: ["acknowledge", "acknowledge"],
    next: CONTACT,
    payments: "interim",
    open: true,
  },
  {
    step: "received",
    acknowledged: true,
    status: "Received, acknowledged",
    target: SETTLE,
    overdue: [null, "property"],
    next: DECIDE,
    payments: "interim",
    open: true,
  },
  {
    step: "assessor-appointed",
    acknowledged: true,
    status: "Assessor appointed",
    target: SETTLE,
    overdue: [null, "property"],
    next: DECIDE,
    payments: "interim",
    open: true,
  },
  {
    step: "awaiting-documents",
    acknowledged: true,
    status: "Awaiting documents",
    target: null,
    overdue: [null, null],
    next: null,
    payments: "interim",
    open: true,
  },
  {
    step: "approved",
    acknowledged: true,
    status: "Approved",
    target: SETTLE,
    overdue: [null, "property"],
    next: PAY,
    payments: "any",
    open: true,
  },
  {
    step: "declined",
    acknowledged: true,
    status: "Declined",
    target: null,
    overdue: [null, null],
    next: null,
    payments: "none",
    open: false,
  },
  {
    step: "paid",
    acknowledged: true,
    status: "Paid",
    target: null,
    overdue: [null, null],
    next: null,
    payments: "any",
    open: false,
  },
  {
    step: "withdrawn",
    acknowledged: true,
    status: "Withdrawn",
    target: null,
    overdue: [null, null],
    next: null,
    payments: "none",
    open: false,
  },
  {
    step: "closed",
    acknowledged: true,
    status: "Closed",
    target: null,
    overdue: [null, null],
    next: null,
    payments: "none",
    open: false,
  },
];

function state(row: Row, nextStep: ClaimState["nextStep"] = null): ClaimState {
  return {
    reference,
    step: row.step,
    stepAt,
    lossType: "water",
    acknowledged: row.acknowledged ? { at: acknowledgedAt, by: "Sipho Claims" } : null,
    nextStep,
  };
}

describe("a claim's progress, every step × every output", () => {
  it("covers every step", () => {
    expect(new Set(TABLE.map((r) => r.step))).toEqual(new Set(CLAIM_STEPS));
  });

  for (const row of TABLE) {
    const name = `${row.step}${row.step === "received" ? (row.acknowledged ? ", acknowledged" : ", not acknowledged") : ""}`;

    it(`${name}: the tracker, the desk, the desk home, the payments and the e-mail`, () => {
      const progress = claimProgress(state(row), twoDaysOn);
      // The tracker.
      expect(progress.label).toBe(STEP_LABELS[row.step]);
      expect(progress.meaning).toBe(STEP_MEANINGS[row.step]);
      expect(progress.acknowledgement).toBe(row.acknowledged ? ACK : null);
      expect(progress.next).toEqual(row.next ? { text: row.next, setBy: "published", at: null } : null);
      // The desk's list and the claim's page.
      expect(progress.desk.status).toBe(row.status);
      expect(progress.desk.target).toBe(row.target);
      expect(progress.open).toBe(row.open);
      // The desk home's overdue figures, now and later.
      expect(progress.overdue).toBe(row.overdue[0]);
      expect(progress.desk.overdue).toBe(row.overdue[0] !== null);
      expect(claimProgress(state(row), eightWorkingDaysOn).overdue).toBe(row.overdue[1]);
      // Payments, and why one is refused.
      expect(progress.payments).toBe(row.payments);
      expect(progress.paymentRefusal === null).toBe(row.payments === "any");
      // The claimant's e-mail on entering the step.
      expect(progress.email.subject).toBe(`Your claim ${reference}: ${STEP_LABELS[row.step].toLowerCase()}`);
      expect(progress.email.lead).toBe(
        `Your claim ${reference} is now: ${STEP_LABELS[row.step]}. ${STEP_MEANINGS[row.step]}`,
      );
    });

    it(`${name}: the handler's dated next step replaces the published turnaround, but the clock runs on`, () => {
      const dated = claimProgress(state(row, { kind: "assessor-visit", on: "2026-12-09" }), twoDaysOn);
      const published = claimProgress(state(row), twoDaysOn);
      expect(dated.next).toEqual(
        row.step === "closed"
          ? null
          : { text: "Assessor's visit on 9 December 2026", setBy: "handler", at: "2026-12-09" },
      );
      expect(dated.desk).toEqual(published.desk);
      expect(dated.overdue).toBe(published.overdue);
      expect(claimProgress(state(row, { kind: "documents", on: "2026-12-04" }), twoDaysOn).next?.text ?? null).toBe(
        row.step === "closed" ? null : "Documents awaited until 4 December 2026",
      );
    });
  }

  it("refuses a payment before approval saying what to do, and a declined claim's saying why", () => {
    const received = claimProgress(state(TABLE[0]!), twoDaysOn);
    expect(received.paymentRefusal).toBe(
      "This claim is not approved yet: a payment is recorded once it is approved. To pay part of it before the decision, tick “Interim payment” and give its reason.",
    );
    const declined = claimProgress(state(TABLE.find((r) => r.step === "declined")!), twoDaysOn);
    expect(declined.paymentRefusal).toMatch(/^A declined claim is not paid/);
  });

  it("dates a next step today or later, within a year", () => {
    const now = new Date("2026-12-06T08:00:00Z");
    expect(nextStepDayProblem("2026-12-06", now)).toBeNull();
    expect(nextStepDayProblem("2026-12-09", now)).toBeNull();
    expect(nextStepDayProblem("2026-12-05", now)).toMatch(/today or later/);
    expect(nextStepDayProblem("2028-01-01", now)).toMatch(/within a year/);
    expect(nextStepDayProblem("9 December", now)).toMatch(/as a date/);
  });
});

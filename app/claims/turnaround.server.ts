import { businessDaysBetween } from "#app/lib/server/business-days.server.ts";
import type { ClaimStep } from "./steps.ts";
import { settlementFor, TURNAROUND } from "./turnaround.ts";

/*
 * Each claim measured against the published turnaround times (turnaround.ts), on the server: working days need
 * the public holidays (app/lib/server/business-days.server.ts).
 */

export interface Measure {
  /** What the step is measured against, e.g. "24 hours to acknowledge"; null when the clock is not ours (awaiting documents, decided). */
  target: string | null;
  /** How long the claim has been in its step, e.g. "30 hours" or "3 working days". */
  age: string;
  overdue: boolean;
}

const HOUR_MS = 3600_000;

function hours(from: Date, to: Date) {
  return Math.floor((to.getTime() - from.getTime()) / HOUR_MS);
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * Which published clock a claim runs against, and since when: a received claim not yet acknowledged against the
 * 24 hours to acknowledge it (from its receipt); an acknowledged one, an assessed one and an approved one against
 * its kind's settlement time (from the acknowledgement, or from entering the step). Awaiting documents and
 * decided claims have none: the clock then waits on the claimant, or has stopped. The desk's SQL filters
 * (queue.server.ts) select the same claims.
 */
export type Clock =
  | { kind: "acknowledge"; since: Date }
  | { kind: "settle"; since: Date; settlement: NonNullable<ReturnType<typeof settlementFor>> };

export function clockOf(step: ClaimStep, lossType: string, since: Date, acknowledgedAt?: Date | null): Clock | null {
  if (step === "received" && !acknowledgedAt) return { kind: "acknowledge", since };
  if (step !== "received" && step !== "assessor-appointed" && step !== "approved") return null;
  const settlement = settlementFor(lossType);
  if (!settlement) return null;
  return { kind: "settle", since: step === "received" ? acknowledgedAt! : since, settlement };
}

/**
 * A claim in `step` since `since` (acknowledged at `acknowledgedAt`, if it was), measured at `now` against the
 * published figures of its clock (clockOf): hours for the acknowledgement and windscreens, working days otherwise.
 */
export function measure(
  step: ClaimStep,
  lossType: string,
  since: Date,
  now: Date,
  acknowledgedAt?: Date | null,
): Measure {
  const clock = clockOf(step, lossType, since, acknowledgedAt);
  if (!clock) return { target: null, age: plural(businessDaysBetween(since, now), "working day"), overdue: false };
  const elapsedHours = hours(clock.since, now);
  if (clock.kind === "acknowledge") {
    return {
      target: `${TURNAROUND.acknowledgeHours} hours to acknowledge`,
      age: plural(elapsedHours, "hour"),
      overdue: elapsedHours >= TURNAROUND.acknowledgeHours,
    };
  }
  const { settlement } = clock;
  if (settlement.units === "hours") {
    return {
      target: `${settlement.value} hours to settle (${settlement.label.toLowerCase()})`,
      age: plural(elapsedHours, "hour"),
      overdue: elapsedHours >= settlement.value,
    };
  }
  const workingDays = businessDaysBetween(clock.since, now);
  return {
    target: `${settlement.value} working days to settle (${settlement.label.toLowerCase()})`,
    age: plural(workingDays, "working day"),
    overdue: workingDays > settlement.value,
  };
}

/** What the claimant can expect next from the published targets (issue 27, item 7; worded as issue 36 asks). */
export interface PublishedNext {
  /** What happens next, in the claimant's words. */
  what: string;
  /** How long it usually takes, from the published figures: "usually within 24 hours", "usually within 6 working days". */
  usually: string;
}

/**
 * The claim's next step as the published turnaround times give it (clockOf): a claims handler's contact within
 * 24 hours; a decision, or for an approved claim the payment, within its kind's working days (a half day counts
 * as a whole one: a promise is a day), or hours for windscreens. None while the claim waits on the claimant, once
 * it is decided, or for a kind of loss with no published figure: we promise nothing we have not published.
 */
export function publishedNext(
  step: ClaimStep,
  lossType: string,
  since: Date,
  acknowledgedAt?: Date | null,
): PublishedNext | undefined {
  const clock = clockOf(step, lossType, since, acknowledgedAt);
  if (!clock) return undefined;
  if (clock.kind === "acknowledge") {
    return {
      what: "A claims handler contacts you about your claim",
      usually: `usually within ${TURNAROUND.acknowledgeHours} hours`,
    };
  }
  const what =
    step === "approved"
      ? "We pay the claim or authorise the repairs"
      : "We decide the claim, and pay it or authorise the repairs";
  const { settlement } = clock;
  return {
    what,
    usually:
      settlement.units === "hours"
        ? `usually within ${settlement.value} hours`
        : `usually within ${Math.ceil(settlement.value)} working days`,
  };
}

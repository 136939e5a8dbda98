import { addBusinessDays, businessDaysBetween } from "#app/lib/server/business-days.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
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
 * A claim in `step` since `since`, measured at `now` against the published
 * figures: a received claim against the 24 hours to acknowledge it; an
 * assessed or approved one against its kind's settlement time (working days,
 * or hours for windscreens). Awaiting documents and decided claims have no
 * target: the clock then waits on the claimant, or has stopped.
 */
export function measure(step: ClaimStep, lossType: string, since: Date, now: Date): Measure {
  const elapsedHours = hours(since, now);
  const workingDays = businessDaysBetween(since, now);
  const ageInDays = { target: null, age: plural(workingDays, "working day"), overdue: false };
  if (step === "received") {
    return {
      target: `${TURNAROUND.acknowledgeHours} hours to acknowledge`,
      age: plural(elapsedHours, "hour"),
      overdue: elapsedHours >= TURNAROUND.acknowledgeHours,
    };
  }
  if (step === "assessor-appointed" || step === "approved") {
    const settlement = settlementFor(lossType);
    if (!settlement) return ageInDays;
    if (settlement.units === "hours") {
      return {
        target: `${settlement.value} hours to settle (${settlement.label.toLowerCase()})`,
        age: plural(elapsedHours, "hour"),
        overdue: elapsedHours >= settlement.value,
      };
    }
    return {
      target: `${settlement.value} working days to settle (${settlement.label.toLowerCase()})`,
      age: plural(workingDays, "working day"),
      overdue: workingDays > settlement.value,
    };
  }
  return ageInDays;
}

/** What the claimant can expect next, and by when, from the published targets (issue 27, item 7). */
export interface NextStep {
  /** What happens next, in the claimant's words. */
  what: string;
  /** By when, in words: "26 November 2026 at 14:30" (an hours target) or "1 December 2026" (working days). */
  by: string;
  /** The same, as a date-time or a day, for <time dateTime>. */
  at: string;
}

function byHours(since: Date, hoursLater: number) {
  const due = new Date(since.getTime() + hoursLater * HOUR_MS);
  return { by: `${formatDate(southAfricanDay(due))} at ${southAfricanTime(due).slice(11)}`, at: due.toISOString() };
}

/**
 * The expected date of a claim's next step, from the published turnaround targets: a received claim is
 * acknowledged within 24 hours; an assessed or approved one is settled within its kind's working days (a
 * half day counts as a whole one: a promise is a day), or hours for windscreens. None while the claim waits on
 * the claimant, once it is decided, or for a kind of loss with no published figure: we promise nothing we have
 * not published.
 */
export function nextStepDue(step: ClaimStep, lossType: string, since: Date): NextStep | undefined {
  if (step === "received") {
    return { what: "A claims handler contacts you about your claim", ...byHours(since, TURNAROUND.acknowledgeHours) };
  }
  if (step !== "assessor-appointed" && step !== "approved") return undefined;
  const settlement = settlementFor(lossType);
  if (!settlement) return undefined;
  const what =
    step === "approved"
      ? "We pay the claim or authorise the repairs"
      : "We decide the claim, and pay it or authorise the repairs";
  if (settlement.units === "hours") return { what, ...byHours(since, settlement.value) };
  const day = addBusinessDays(since, Math.ceil(settlement.value));
  return { what, by: formatDate(day), at: day };
}

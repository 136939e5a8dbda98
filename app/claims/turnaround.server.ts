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

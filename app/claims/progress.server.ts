import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
import type { OverdueTarget } from "./queue.ts";
import { isOpen, STEP_LABELS, STEP_MEANINGS, type ClaimStep } from "./steps.ts";
import { clockOf, measure, publishedNext, type Measure } from "./turnaround.server.ts";

/**
 * What a claim's state shows everyone, in one place (issue 36, item 1; decision 0054): the claimant's tracker
 * (the step, its acknowledgement with who and when, the next step and its date), the claims desk's list (status,
 * target, age, overdue), which of the desk home's overdue figures counts it, which payments it takes, and the
 * words of its e-mails. A pure function of the claim's state and the moment of reading: the tracker, the desk,
 * the desk home and the e-mails all read it, so none can say something the others contradict. The desk's SQL
 * filters (queue.server.ts) select by the same clock (clockOf); progress.server.test.ts walks every step.
 */

/** The next steps a handler can date for the claimant, as the tracker words them, with how the date reads. */
export const NEXT_STEP_KINDS = {
  "assessor-visit": { label: "Assessor's visit", dated: "on" },
  call: { label: "A call from your claims handler", dated: "on" },
  documents: { label: "Documents awaited", dated: "until" },
  decision: { label: "Our decision on the claim", dated: "by" },
  payment: { label: "Payment", dated: "by" },
  repairs: { label: "Repairs authorised", dated: "by" },
} as const;

export type NextStepKind = keyof typeof NEXT_STEP_KINDS;

export function isNextStepKind(value: unknown): value is NextStepKind {
  return typeof value === "string" && Object.hasOwn(NEXT_STEP_KINDS, value);
}

export interface ClaimState {
  reference: string;
  step: ClaimStep;
  stepAt: Date;
  lossType: string;
  /** Who acknowledged the claim (their name, as claimants read it) and when; null while nobody has. */
  acknowledged: { at: Date; by: string } | null;
  /** The next step the handler dated; null when none is set. */
  nextStep: { kind: NextStepKind; on: string } | null;
}

/** Which payments a claim takes in its step: any once approved, only an interim one (with its reason) before. */
export type PaymentsTaken = "any" | "interim" | "none";

export interface ClaimProgress {
  label: string;
  /** What the step means, in the claimant's words. */
  meaning: string;
  /** "Acknowledged by Sipho Claims on 6 December 2026 at 10:12"; null while not acknowledged. */
  acknowledgement: string | null;
  /**
   * The next step and when: the handler's date where they set one ("Assessor's visit on 9 December 2026"), else
   * the published turnaround ("… usually within 6 working days"); null when nothing is promised.
   */
  next: { text: string; setBy: "handler" | "published"; at: string | null } | null;
  /** The desk's line: the status (the step, and for a received claim whether it is acknowledged) and its clock. */
  desk: Measure & { status: string };
  /** The desk home's overdue figure that counts the claim now (queue.ts filters), if any. */
  overdue: OverdueTarget | null;
  open: boolean;
  payments: PaymentsTaken;
  /** Why a payment is refused in this step, as the handler reads it; null where any payment is taken. */
  paymentRefusal: string | null;
  /** The claimant's e-mail when the claim enters this step. */
  email: { subject: string; lead: string };
}

function acknowledgementText(acknowledged: ClaimState["acknowledged"]): string | null {
  if (!acknowledged) return null;
  const at = southAfricanTime(acknowledged.at);
  return `Acknowledged by ${acknowledged.by} on ${formatDate(at.slice(0, 10))} at ${at.slice(11)}`;
}

function paymentsTaken(step: ClaimStep): PaymentsTaken {
  if (step === "approved" || step === "paid") return "any";
  return isOpen(step) ? "interim" : "none";
}

const PAYMENT_REFUSALS: Record<PaymentsTaken | "declined" | "withdrawn" | "closed", string | null> = {
  any: null,
  interim:
    "This claim is not approved yet: a payment is recorded once it is approved. To pay part of it before the decision, tick “Interim payment” and give its reason.",
  none: "This claim takes no payments.",
  declined:
    "A declined claim is not paid. If it is approved after the claimant's representations, record the payment then.",
  withdrawn: "A withdrawn claim is not paid.",
  closed: "A closed claim takes no more payments.",
};

export function claimProgress(state: ClaimState, now: Date): ClaimProgress {
  const { step, lossType, stepAt } = state;
  const acknowledgedAt = state.acknowledged?.at ?? null;
  const measured = measure(step, lossType, stepAt, now, acknowledgedAt);
  const clock = clockOf(step, lossType, stepAt, acknowledgedAt);
  const published = publishedNext(step, lossType, stepAt, acknowledgedAt);
  const handler = state.nextStep && step !== "closed" ? NEXT_STEP_KINDS[state.nextStep.kind] : undefined;
  const payments = paymentsTaken(step);
  return {
    label: STEP_LABELS[step],
    meaning: STEP_MEANINGS[step],
    acknowledgement: acknowledgementText(state.acknowledged),
    next: handler
      ? {
          text: `${handler.label} ${handler.dated} ${formatDate(state.nextStep!.on)}`,
          setBy: "handler",
          at: state.nextStep!.on,
        }
      : published
        ? { text: `${published.what}, ${published.usually}`, setBy: "published", at: null }
        : null,
    desk: {
      ...measured,
      status:
        step === "received"
          ? state.acknowledged
            ? "Received, acknowledged"
            : "Received, not acknowledged"
          : STEP_LABELS[step],
    },
    overdue: !measured.overdue || !clock ? null : clock.kind === "acknowledge" ? "acknowledge" : clock.settlement.id,
    open: isOpen(step),
    payments,
    paymentRefusal:
      step === "declined" || step === "withdrawn" || step === "closed"
        ? PAYMENT_REFUSALS[step]
        : PAYMENT_REFUSALS[payments],
    email: {
      subject: `Your claim ${state.reference}: ${STEP_LABELS[step].toLowerCase()}`,
      lead: `Your claim ${state.reference} is now: ${STEP_LABELS[step]}. ${STEP_MEANINGS[step]}`,
    },
  };
}

/** A day a handler may date a next step on: today or later, within a year. */
export function nextStepDayProblem(day: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    return `Enter the day as a date from the calendar, such as ${formatDate("2026-12-09")}.`;
  }
  const today = southAfricanDay(now);
  if (day < today) return "The next step's day is today or later.";
  const yearOn = southAfricanDay(new Date(now.getTime() + 366 * 86_400_000));
  if (day > yearOn) return "The next step's day is within a year.";
  return null;
}

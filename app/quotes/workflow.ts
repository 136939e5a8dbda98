/**
 * A quotation request's life, as commercial insurers' portals run it: the
 * client requests; an underwriter takes it up, may ask the client for more
 * information (the client answers on their request page), then quotes (one
 * or more of the programme's tiers side by side, each with a premium that may
 * differ from the calculator's, with conditions and a validity date) or
 * declines with a reason. A sent quotation may be revised (the new version
 * supersedes the old) or withdrawn with a reason; the client accepts one of
 * its options or does not take it up; an accepted quotation is bound with a
 * policy number and an inception date, which give the year of cover. A
 * quotation whose validity has passed has expired. Pure: the database module
 * stores what this allows (app/quotes/quote-requests.server.ts).
 */

import { formatDate } from "#app/lib/format/dates.ts";

export const QUOTE_STATES = [
  "requested",
  "in-review",
  "info-needed",
  "quoted",
  "accepted",
  "bound",
  "declined",
  "not-taken-up",
  "expired",
  "withdrawn",
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export function isQuoteState(value: unknown): value is QuoteState {
  return typeof value === "string" && (QUOTE_STATES as readonly string[]).includes(value);
}

/** Who may take each step: the underwriting desk, or the client's own user of the programme. */
export type QuoteParty = "underwriter" | "client";

/** One of a quotation's options: a tier of the programme (by its label) and its annual premium. */
export interface QuoteOption {
  tier: string;
  premiumCents: number;
}

/** What a quotation (or a revision of it) offers. */
export interface QuotationTerms {
  options: QuoteOption[];
  conditions: string;
  /** The last day it may be accepted (South African date). */
  validUntil: string;
}

export type QuoteAction =
  | { kind: "take-up" }
  | { kind: "ask"; question: string }
  | { kind: "answer"; answer: string }
  | ({ kind: "quote" } & QuotationTerms)
  | ({ kind: "revise" } & QuotationTerms)
  | { kind: "withdraw"; reason: string }
  | { kind: "decline"; reason: string }
  /** `declaredBy`: the full name the approver typed under the declaration (app/quotes/declaration.ts). */
  | { kind: "accept"; tier: string; declaredBy?: string }
  | { kind: "cancel"; reason?: string }
  | { kind: "not-taken-up"; note?: string }
  /**
   * `backdateReason`: why cover starts before the day of binding, which only an overdue renewal may (from its
   * renewal date at the earliest, so the cover has no gap): recorded on the timeline.
   */
  | { kind: "bind"; policyNumber: string; inceptionDate: string; backdateReason?: string };

export type QuoteActionKind = QuoteAction["kind"];

/** Each step: from which states, by whom, and where it leads. */
const STEPS: Record<QuoteActionKind, { from: readonly QuoteState[]; by: QuoteParty; to: QuoteState; label: string }> = {
  "take-up": { from: ["requested"], by: "underwriter", to: "in-review", label: "Taken up by underwriting" },
  ask: { from: ["in-review"], by: "underwriter", to: "info-needed", label: "More information asked for" },
  answer: { from: ["info-needed"], by: "client", to: "in-review", label: "Answered by the client" },
  quote: { from: ["in-review"], by: "underwriter", to: "quoted", label: "Quotation sent" },
  // An expired quotation may be revised with a new validity: it is offered again.
  revise: { from: ["quoted", "expired"], by: "underwriter", to: "quoted", label: "Quotation revised" },
  withdraw: { from: ["quoted", "expired"], by: "underwriter", to: "withdrawn", label: "Quotation withdrawn" },
  decline: {
    from: ["requested", "in-review", "info-needed"],
    by: "underwriter",
    to: "declined",
    label: "Declined by underwriting",
  },
  accept: { from: ["quoted"], by: "client", to: "accepted", label: "Accepted by the client" },
  "not-taken-up": { from: ["quoted"], by: "client", to: "not-taken-up", label: "Not taken up by the client" },
  // The client's own withdrawal, before underwriting has taken the request up (issue 28).
  cancel: { from: ["requested"], by: "client", to: "withdrawn", label: "Withdrawn by the client" },
  bind: { from: ["accepted"], by: "underwriter", to: "bound", label: "Bound" },
};

export const STATE_INFO: Record<QuoteState, { label: string; tone: "neutral" | "good" | "attention" | "danger" }> = {
  requested: { label: "Requested", tone: "attention" },
  "in-review": { label: "Being prepared", tone: "attention" },
  "info-needed": { label: "Information needed", tone: "attention" },
  quoted: { label: "Quoted", tone: "good" },
  accepted: { label: "Accepted", tone: "good" },
  bound: { label: "Bound", tone: "good" },
  declined: { label: "Declined", tone: "danger" },
  "not-taken-up": { label: "Not taken up", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
  withdrawn: { label: "Withdrawn", tone: "neutral" },
};

/**
 * Timeline entries that are not steps: the request itself, expiry, underwriting's internal notes, a change of
 * owner and PDFs attached.
 */
export type QuoteEventKind = QuoteActionKind | "request" | "expire" | "note" | "owner" | "attachment";

export function stepLabel(kind: QuoteEventKind): string {
  if (kind === "request") return "Requested";
  if (kind === "expire") return "Quotation expired";
  if (kind === "note") return "Internal note";
  if (kind === "owner") return "Owner changed";
  if (kind === "attachment") return "PDF attached";
  return STEPS[kind].label;
}

/** The validity a quotation gets unless its programme says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;
/** No quotation is open for longer than this; a programme may set less. */
export const MAX_VALIDITY_DAYS = 90;
/** Cover may start this many days after binding at the latest (and never before the day of binding). */
export const MAX_INCEPTION_DAYS_AHEAD = 90;
/** Underwriting's service target: a first answer within this many business days. */
export const SERVICE_TARGET_BUSINESS_DAYS = 2;

export interface QuoteSnapshot {
  state: QuoteState;
  /** The quotation's last day of validity (South African date), once quoted. */
  validUntil?: string | null;
  /** The tiers the current quotation offers, by label, once quoted. */
  offered?: readonly string[];
  /** The programme's tiers, by label: a quotation offers only these. */
  tiers?: readonly string[];
  /** The longest a quotation on this programme may stay open, when less than MAX_VALIDITY_DAYS. */
  maxValidityDays?: number;
  /** For a renewal: the programme's renewal date. Once it has passed, cover may be bound from it (no gap). */
  renewalDate?: string;
}

/** The earliest day cover may start when bound today: the renewal date of an overdue renewal, else today. */
export function earliestInception(quote: Pick<QuoteSnapshot, "renewalDate">, today: string): string {
  return quote.renewalDate && quote.renewalDate < today ? quote.renewalDate : today;
}

/** A calendar day so many days after another ("2026-11-23" + 30). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The last day a quotation sent today may be valid until on a programme. */
export function lastValidDay(today: string, maxValidityDays?: number): string {
  return addDays(today, Math.min(maxValidityDays ?? MAX_VALIDITY_DAYS, MAX_VALIDITY_DAYS));
}

/**
 * The period of cover bound from an inception date: a year, to the day
 * before the anniversary (cover from 1 March 2027 runs to 29 February 2028;
 * from 29 February 2028 to 28 February 2029).
 */
export function periodOfCover(inceptionDate: string): { from: string; to: string } {
  const [y, m, d] = inceptionDate.split("-").map(Number) as [number, number, number];
  // Day 0 of a month is the last of the one before; 29 February's anniversary falls on 1 March.
  return { from: inceptionDate, to: new Date(Date.UTC(y + 1, m - 1, d - 1)).toISOString().slice(0, 10) };
}

/**
 * The state as people should see it today: a quotation past its last day of
 * validity has expired, whether or not anyone has looked at it since.
 */
export function currentState(quote: QuoteSnapshot, today: string): QuoteState {
  return quote.state === "quoted" && quote.validUntil && quote.validUntil < today ? "expired" : quote.state;
}

export type Transition = { ok: true; to: QuoteState } | { ok: false; message: string };

/** Whether `party` may take `action` now, and where it leads; a refusal says why in words for the person. */
export function transition(quote: QuoteSnapshot, action: QuoteAction, party: QuoteParty, today: string): Transition {
  const step = STEPS[action.kind];
  const state = currentState(quote, today);
  if (step.by !== party) {
    return {
      ok: false,
      message: party === "client" ? "Only underwriting can do that." : "Only the client can do that.",
    };
  }
  if (!step.from.includes(state)) {
    if (state === "expired") {
      return {
        ok: false,
        message: `This quotation expired after ${quote.validUntil ? formatDate(quote.validUntil) : "its last valid day"}. Ask for a new one.`,
      };
    }
    return {
      ok: false,
      message: `This request is ${STATE_INFO[state].label.toLowerCase()}, so that cannot be done now.`,
    };
  }
  const problem = checkAction(action, quote, today);
  return problem ? { ok: false, message: problem } : { ok: true, to: step.to };
}

/** What is wrong with a quotation's terms, if anything. */
function checkTerms(terms: QuotationTerms, quote: QuoteSnapshot, today: string): string | undefined {
  if (!terms.options.length) return "Offer at least one of the programme's tiers, with its premium.";
  const tiers = terms.options.map((o) => o.tier);
  if (new Set(tiers).size !== tiers.length) return "Offer each tier once.";
  const unknown = quote.tiers && tiers.find((t) => !quote.tiers!.includes(t));
  if (unknown) return `${unknown} is not one of this programme's tiers.`;
  if (terms.options.some((o) => !Number.isSafeInteger(o.premiumCents) || o.premiumCents <= 0)) {
    return "Give each option's annual premium in rand, more than nothing.";
  }
  const last = lastValidDay(today, quote.maxValidityDays);
  if (!isDay(terms.validUntil) || terms.validUntil < today || terms.validUntil > last) {
    return `Give the last day the quotation is valid: from today to ${formatDate(last)} at the latest.`;
  }
  return undefined;
}

/** What is wrong with an action's details, if anything. */
function checkAction(action: QuoteAction, quote: QuoteSnapshot, today: string): string | undefined {
  switch (action.kind) {
    case "quote":
    case "revise":
      return checkTerms(action, quote, today);
    case "ask":
      return action.question.trim() ? undefined : "Write the question the client is to answer.";
    case "answer":
      return action.answer.trim() ? undefined : "Write your answer.";
    case "withdraw":
      return action.reason.trim() ? undefined : "Say why the quotation is withdrawn: the client is told.";
    case "decline":
      return action.reason.trim() ? undefined : "Say why underwriting declines: the client is told.";
    case "accept":
      return quote.offered && !quote.offered.includes(action.tier)
        ? "Choose one of the options this quotation offers."
        : undefined;
    case "bind": {
      if (!action.policyNumber.trim()) return "Give the policy number.";
      const latest = addDays(today, MAX_INCEPTION_DAYS_AHEAD);
      const earliest = earliestInception(quote, today);
      if (!isDay(action.inceptionDate) || action.inceptionDate < earliest || action.inceptionDate > latest) {
        return earliest < today
          ? `Give the day cover starts: from ${formatDate(earliest)}, the renewal date, to ${formatDate(latest)}.`
          : `Give the day cover starts: from today to ${formatDate(latest)}.`;
      }
      if (action.inceptionDate < today && !action.backdateReason?.trim()) {
        return "Say why cover starts before today: it is recorded with the binding.";
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The steps a party can take from a state, for the buttons a page offers. */
export function nextSteps(quote: QuoteSnapshot, party: QuoteParty, today: string): QuoteActionKind[] {
  const state = currentState(quote, today);
  return (Object.keys(STEPS) as QuoteActionKind[]).filter(
    (kind) => STEPS[kind].by === party && STEPS[kind].from.includes(state),
  );
}

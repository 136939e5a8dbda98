/**
 * A quotation request's life, as commercial insurers' portals run it: the
 * client requests; an underwriter takes it up, then quotes (a premium that
 * may differ from the calculator's, with conditions and a validity date) or
 * declines with a reason; the client accepts or does not take it up; an
 * accepted quotation is bound with a policy number. A quotation whose
 * validity has passed has expired. Pure: the database module stores what
 * this allows (app/quotes/quote-requests.server.ts).
 */

export const QUOTE_STATES = [
  "requested",
  "in-review",
  "quoted",
  "accepted",
  "bound",
  "declined",
  "not-taken-up",
  "expired",
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export function isQuoteState(value: unknown): value is QuoteState {
  return typeof value === "string" && (QUOTE_STATES as readonly string[]).includes(value);
}

/** Who may take each step: the underwriting desk, or the client's own user of the programme. */
export type QuoteParty = "underwriter" | "client";

export type QuoteAction =
  | { kind: "take-up" }
  | { kind: "quote"; premiumCents: number; conditions: string; validUntil: string }
  | { kind: "decline"; reason: string }
  | { kind: "accept" }
  | { kind: "not-taken-up"; note?: string }
  | { kind: "bind"; policyNumber: string };

export type QuoteActionKind = QuoteAction["kind"];

/** Each step: from which states, by whom, and where it leads. */
const STEPS: Record<QuoteActionKind, { from: readonly QuoteState[]; by: QuoteParty; to: QuoteState; label: string }> = {
  "take-up": { from: ["requested"], by: "underwriter", to: "in-review", label: "Taken up by underwriting" },
  quote: { from: ["in-review"], by: "underwriter", to: "quoted", label: "Quotation sent" },
  decline: { from: ["requested", "in-review"], by: "underwriter", to: "declined", label: "Declined by underwriting" },
  accept: { from: ["quoted"], by: "client", to: "accepted", label: "Accepted by the client" },
  "not-taken-up": { from: ["quoted"], by: "client", to: "not-taken-up", label: "Not taken up by the client" },
  bind: { from: ["accepted"], by: "underwriter", to: "bound", label: "Bound" },
};

export const STATE_INFO: Record<QuoteState, { label: string; tone: "neutral" | "good" | "attention" | "danger" }> = {
  requested: { label: "Requested", tone: "attention" },
  "in-review": { label: "Being prepared", tone: "attention" },
  quoted: { label: "Quoted", tone: "good" },
  accepted: { label: "Accepted", tone: "good" },
  bound: { label: "Bound", tone: "good" },
  declined: { label: "Declined", tone: "danger" },
  "not-taken-up": { label: "Not taken up", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
};

export function stepLabel(kind: QuoteActionKind | "request" | "expire"): string {
  if (kind === "request") return "Requested";
  if (kind === "expire") return "Quotation expired";
  return STEPS[kind].label;
}

/** The validity a quotation gets unless its programme says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;
/** Underwriting's service target: a first answer within this many business days. */
export const SERVICE_TARGET_BUSINESS_DAYS = 2;

export interface QuoteSnapshot {
  state: QuoteState;
  /** The quotation's last day of validity (South African date), once quoted. */
  validUntil?: string | null;
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
      return { ok: false, message: `This quotation expired after ${quote.validUntil}. Ask for a new one.` };
    }
    return {
      ok: false,
      message: `This request is ${STATE_INFO[state].label.toLowerCase()}, so that cannot be done now.`,
    };
  }
  const problem = checkAction(action, today);
  return problem ? { ok: false, message: problem } : { ok: true, to: step.to };
}

/** What is wrong with an action's details, if anything. */
function checkAction(action: QuoteAction, today: string): string | undefined {
  switch (action.kind) {
    case "quote":
      if (!Number.isSafeInteger(action.premiumCents) || action.premiumCents <= 0) {
        return "Give the annual premium in rand, more than nothing.";
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(action.validUntil) || action.validUntil < today) {
        return "Give the last day the quotation is valid: today or later.";
      }
      return undefined;
    case "decline":
      return action.reason.trim() ? undefined : "Say why underwriting declines: the client is told.";
    case "bind":
      return action.policyNumber.trim() ? undefined : "Give the policy number.";
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

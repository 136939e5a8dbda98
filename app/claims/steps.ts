/**
 * A claim's steps, as the claimant's tracker and the claims desk show them
 * (issue 18), and which step may follow which. A claim starts "received";
 * "closed" is the end, and only a claim paid, declined or withdrawn is closed
 * (issue 36). A declined claim may still be approved after the claimant's
 * representations, or closed. What each step shows everyone is
 * app/claims/progress.server.ts.
 */
export const CLAIM_STEPS = [
  "received",
  "assessor-appointed",
  "awaiting-documents",
  "approved",
  "declined",
  "paid",
  "withdrawn",
  "closed",
] as const;

export type ClaimStep = (typeof CLAIM_STEPS)[number];

export const STEP_LABELS: Record<ClaimStep, string> = {
  received: "Received",
  "assessor-appointed": "Assessor appointed",
  "awaiting-documents": "Awaiting documents",
  approved: "Approved",
  declined: "Declined",
  paid: "Paid",
  withdrawn: "Withdrawn",
  closed: "Closed",
};

/** What each step means, in the claimant's words. */
export const STEP_MEANINGS: Record<ClaimStep, string> = {
  received: "We have your claim and its documents, and a claims handler is reading them.",
  "assessor-appointed": "An assessor will contact you to inspect the damage or loss.",
  "awaiting-documents": "We need more from you before we can decide the claim: see the note below.",
  approved: "Your claim is approved. We are arranging the payment or the repairs.",
  declined: "We cannot pay this claim. The reason, and what you can do about it, are below.",
  paid: "We have paid the claim, or authorised the repairs.",
  withdrawn: "The claim is withdrawn: we take it no further.",
  closed: "The claim is closed.",
};

/** Closing needs the claim paid, declined or withdrawn: an open claim is withdrawn first, with its reason. */
const NEXT: Record<ClaimStep, readonly ClaimStep[]> = {
  received: ["assessor-appointed", "awaiting-documents", "approved", "declined", "withdrawn"],
  "assessor-appointed": ["awaiting-documents", "approved", "declined", "withdrawn"],
  "awaiting-documents": ["assessor-appointed", "approved", "declined", "withdrawn"],
  approved: ["paid", "withdrawn"],
  declined: ["approved", "closed"],
  paid: ["closed"],
  withdrawn: ["closed"],
  closed: [],
};

export function isClaimStep(value: unknown): value is ClaimStep {
  return typeof value === "string" && (CLAIM_STEPS as readonly string[]).includes(value);
}

/** The steps a claim at `from` may move to. */
export function nextSteps(from: ClaimStep): readonly ClaimStep[] {
  return NEXT[from];
}

export function canMove(from: ClaimStep, to: ClaimStep): boolean {
  return NEXT[from].includes(to);
}

/** A declined or withdrawn claim must say why, and documents asked for say which: the claimant's note is then required. */
export function noteRequired(to: ClaimStep): boolean {
  return to === "declined" || to === "awaiting-documents" || to === "withdrawn";
}

/** Steps in which the claim is still being worked on (the desk's queue). */
export function isOpen(step: ClaimStep): boolean {
  return step !== "closed" && step !== "paid" && step !== "declined" && step !== "withdrawn";
}

/** Days a claimant has to make representations against a decline (the policy's terms and the FAIS code). */
export const REPRESENTATION_DAYS = 90;

/** The longest message, either way, on a claim's tracker (a few paragraphs; documents go as files). */
export const MESSAGE_MAX = 4000;
/** The longest note to the claimant with a move, or internal note, on the claims desk. */
export const NOTE_MAX = 2000;

/** The longest reason for an interim payment (paid before the claim is decided), as the claimant reads it. */
export const INTERIM_REASON_MAX = 500;

import type { EmailState } from "#app/email/outbox.server.ts";
import { emailProgress } from "#app/email/progress.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";

/** One message about a submission or a claim, as a staff page shows it. */
export interface SentEmailView {
  id: number;
  /** The kind of e-mail (the outbox's), which the list names. */
  kind: string;
  recipient: string;
  progress: "sent" | "waiting" | "failed";
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

export function sentEmailView(state: EmailState): SentEmailView {
  return {
    id: state.id,
    kind: state.kind,
    recipient: state.recipient,
    progress: emailProgress(state),
    sentAt: state.sentAt ? new Date(state.sentAt).toISOString() : null,
    attempts: state.attempts,
    lastError: state.lastError,
  };
}

/** What each kind of e-mail about a claim or a submission is, as the desk names it (issue 36, item 2). */
const EMAIL_NAMES: Record<string, string> = {
  "claim-received": "The claimant's receipt, with the private link",
  "claim-notification": "The new claim, to the claims team",
  "claim-acknowledged": "The acknowledgement, to the claimant",
  "claim-step": "The step and note, to the claimant",
  "claim-documents": "Documents added, to the claim's owner",
  "claim-message-in": "The claimant's message, to the claim's owner",
  "claim-message-out": "A message, to the claimant",
  "claim-assigned": "The claim assigned, to its new owner",
  "claim-payment": "A payment, to the claimant",
  submission: "The submission, to the team",
  "submission-acknowledgement": "The acknowledgement, to the sender",
};

/** An e-mail's name, for the kinds the list knows; else its kind in words. */
export function emailName(kind: string): string {
  return EMAIL_NAMES[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1).replaceAll("-", " ")}`;
}

/** Where an e-mail is, in plain words: queued, sent, failed and retrying, or failed for good. */
export function deliveryState(e: SentEmailView): string {
  if (e.progress === "sent") return `sent at ${southAfricanTime(e.sentAt!)}`;
  const error = e.lastError ? `; last error: ${e.lastError}` : "";
  if (e.progress === "failed") return `failed, not retried (${e.attempts} attempts${error})`;
  if (e.attempts === 0) return "queued";
  return `failed and retrying (${e.attempts} attempt${e.attempts === 1 ? "" : "s"} so far${error})`;
}

function describe(e: SentEmailView): string {
  return `${emailName(e.kind)} (${e.recipient}): ${deliveryState(e)}.`;
}

/** Each message on its own line: a claim's two (the claimant's and the team's) can be in different states. */
export function SentEmails({ emails }: { emails: SentEmailView[] }) {
  if (!emails.length) return null;
  return (
    <ul>
      {emails.map((e) => (
        <li key={e.id}>{describe(e)}</li>
      ))}
    </ul>
  );
}

import type { EmailState } from "#app/email/outbox.server.ts";
import { emailProgress } from "#app/email/progress.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";

/** One message about a submission or a claim, as a staff page shows it. */
export interface SentEmailView {
  id: number;
  recipient: string;
  progress: "sent" | "waiting" | "failed";
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

export function sentEmailView(state: EmailState): SentEmailView {
  return {
    id: state.id,
    recipient: state.recipient,
    progress: emailProgress(state),
    sentAt: state.sentAt ? new Date(state.sentAt).toISOString() : null,
    attempts: state.attempts,
    lastError: state.lastError,
  };
}

function describe(e: SentEmailView): string {
  if (e.progress === "sent") return `E-mailed to ${e.recipient} at ${southAfricanTime(e.sentAt!)}.`;
  const tries = `${e.attempts} attempt${e.attempts === 1 ? "" : "s"}${e.lastError ? `; last error: ${e.lastError}` : ""}`;
  if (e.progress === "failed") return `Not e-mailed to ${e.recipient}: every attempt failed (${tries}).`;
  return `Not e-mailed to ${e.recipient} yet (${tries}).`;
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

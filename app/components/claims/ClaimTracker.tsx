import { declineRights } from "#app/claims/emails.ts";
import { formatBytes } from "#app/claims/files.ts";
import { STEP_LABELS, type ClaimStep } from "#app/claims/steps.ts";
import { site } from "#app/config/site.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import styles from "./claims.module.css";

/** What the claimant may see of their claim (no internal notes, no handler's address, no reserve, no file contents). */
export interface TrackedClaim {
  reference: string;
  step: ClaimStep;
  createdAt: string;
  lossType: string;
  policyNumber: string;
  /** The claim's owner, by name, with their direct line if they gave one; null while nobody owns it. */
  handler: { name: string; directLine: string | null } | null;
  /** What the step means, in the claimant's words (app/claims/progress.server.ts). */
  meaning: string;
  /** "Acknowledged by Sipho Claims on 6 December 2026 at 10:12"; null while not acknowledged. */
  acknowledgement: string | null;
  /** The next step and when: the handler's date, or the published turnaround ("usually within …"); null when none is promised. */
  next: { text: string; setBy: "handler" | "published"; at: string | null } | null;
  events: {
    id: number;
    kind: "step" | "note" | "documents" | "message-in" | "message-out" | "acknowledged";
    step: ClaimStep | null;
    text: string;
    at: string;
    /** Who wrote a message to the claimant, by name. */
    by: string | null;
  }[];
  /** Payments; an interim one (made before the decision) with its reason. */
  payments: { id: number; amountCents: number; onDay: string; reference: string; interimReason: string | null }[];
  files: { name: string; type: string; size: number; at: string }[];
}

function eventTitle(event: TrackedClaim["events"][number]): string {
  if (event.kind === "documents") return "Documents added";
  if (event.kind === "message-in") return "Your message";
  if (event.kind === "message-out") return `Message from ${event.by ?? "the claims team"}`;
  if (event.kind === "acknowledged") return `Acknowledged by ${event.by ?? "the claims team"}`;
  return event.step ? STEP_LABELS[event.step] : "Note";
}

/** A claim's steps with their dates and the claims team's notes, newest last, as the claimant follows it. */
export function ClaimTracker({ claim }: { claim: TrackedClaim }) {
  const declined = claim.step === "declined";
  const decline = declined ? claim.events.findLast((e) => e.kind === "step" && e.step === "declined") : undefined;
  return (
    <>
      <section aria-labelledby="claim-now" className={styles.now}>
        <h2 id="claim-now">
          Your claim is now: <span className={styles.step}>{STEP_LABELS[claim.step]}</span>
        </h2>
        <p>{claim.meaning}</p>
        {claim.acknowledgement ? <p>{claim.acknowledgement}.</p> : null}
        {claim.next ? (
          <p>
            <strong>Next:</strong>{" "}
            {claim.next.at ? (
              <>
                <time dateTime={claim.next.at}>{claim.next.text}</time>, as your claims handler arranged.
              </>
            ) : (
              <>{claim.next.text}.</>
            )}
          </p>
        ) : null}
        <p>
          {claim.handler ? (
            <>
              <strong>Your claims handler:</strong> {claim.handler.name}
              {claim.handler.directLine ? (
                <>
                  , direct line{" "}
                  <a href={`tel:${claim.handler.directLine.replace(/[^\d+]/g, "")}`}>{claim.handler.directLine}</a>
                </>
              ) : null}
              .
            </>
          ) : (
            <>
              <strong>Your claims handler:</strong> not yet assigned. Until then the claims team answers on{" "}
              <a href={`mailto:${site.claimsEmail}`}>{site.claimsEmail}</a>.
            </>
          )}
        </p>
        {decline ? (
          <div className={styles.decline}>
            <h3>Why we declined the claim</h3>
            <p>{decline.text}</p>
            <h3>What you can do</h3>
            {declineRights().map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="claim-steps">
        <h2 id="claim-steps">Steps so far</h2>
        <ol className={styles.timeline}>
          {claim.events.map((event) => (
            <li key={event.id} className={styles.event}>
              <p className={styles.eventHead}>
                <strong>{eventTitle(event)}</strong> <time dateTime={event.at}>{southAfricanTime(event.at)}</time>
              </p>
              {event.kind === "documents" ? <p>{event.text}</p> : null}
              {event.kind === "message-in" || event.kind === "message-out" ? (
                <blockquote className={event.kind === "message-out" ? styles.note : styles.message}>
                  <p className={styles.messageText}>{event.text}</p>
                </blockquote>
              ) : null}
              {event.kind === "step" && event.text && event.step !== "declined" ? (
                <blockquote className={styles.note}>
                  <p className={styles.noteBy}>From the claims team:</p>
                  <p>{event.text}</p>
                </blockquote>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="claim-payments">
        <h2 id="claim-payments">Payments</h2>
        {claim.payments.length ? (
          <ul className={styles.fileList}>
            {claim.payments.map((p) => (
              <li key={p.id}>
                <strong>{formatRand(p.amountCents, { showCents: true })}</strong>{" "}
                {p.interimReason !== null ? "interim payment, " : ""}paid on{" "}
                <time dateTime={p.onDay}>{formatDate(p.onDay)}</time>, reference {p.reference}
                {p.interimReason !== null ? <>. Paid before we decide the claim: {p.interimReason}</> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>None yet. We list each payment here as we make it.</p>
        )}
      </section>
      <section aria-labelledby="claim-files">
        <h2 id="claim-files">Documents we hold</h2>
        {claim.files.length ? (
          <ul className={styles.fileList}>
            {claim.files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                {f.name}{" "}
                <span className={styles.muted}>
                  ({formatBytes(f.size)}, received {southAfricanTime(f.at)})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>None yet.</p>
        )}
      </section>
    </>
  );
}

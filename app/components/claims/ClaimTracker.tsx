import { declineRights } from "#app/claims/emails.ts";
import { formatBytes } from "#app/claims/files.ts";
import { STEP_LABELS, STEP_MEANINGS, type ClaimStep } from "#app/claims/steps.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import styles from "./claims.module.css";

/** What the claimant may see of their claim (no internal notes, no handler's address, no file contents). */
export interface TrackedClaim {
  reference: string;
  step: ClaimStep;
  createdAt: string;
  lossType: string;
  policyNumber: string;
  events: { id: number; kind: "step" | "note" | "documents"; step: ClaimStep | null; text: string; at: string }[];
  files: { name: string; type: string; size: number; at: string }[];
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
        <p>{STEP_MEANINGS[claim.step]}</p>
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
                <strong>
                  {event.kind === "documents" ? "Documents added" : event.step ? STEP_LABELS[event.step] : "Note"}
                </strong>{" "}
                <time dateTime={event.at}>{southAfricanTime(event.at)}</time>
              </p>
              {event.kind === "documents" ? <p>{event.text}</p> : null}
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

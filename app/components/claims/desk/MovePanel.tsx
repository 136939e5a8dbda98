import { Form } from "react-router";

import { NOTE_MAX } from "#app/claims/steps.ts";

import styles from "#app/routes/staff/staff.module.css";
import { type DeskPanelProps, Outcome, useBusy, valuesOf } from "./DeskPanel.tsx";

/** Moves the claim to another step, with a note the claimant reads (required for some steps). */
export function MovePanel({ desk, result }: DeskPanelProps) {
  const { claim, next } = desk;
  const busy = useBusy();
  const values = valuesOf(result);
  return (
    <Form method="post" className={styles.formCard} key={`move-${desk.sent.moves}`}>
      <input type="hidden" name="intent" value="move" />
      <h3>Move to another step</h3>
      <Outcome result={result} intent="move" />
      {next.length ? (
        <>
          <div className="form-field">
            <label htmlFor="to">Step</label>
            <select id="to" name="to" className="form-input" defaultValue={values?.to ?? ""} required>
              <option value="">Choose…</option>
              {next.map((n) => (
                <option key={n.step} value={n.step}>
                  {n.label}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="note">Note to the claimant</label>
            <p id="note-hint" className={styles.muted}>
              E-mailed to {claim.claimantEmail} and shown on their tracker. Required for awaiting documents (what to
              send) and declined (the reason, with the policy wording it rests on).
            </p>
            <textarea
              id="note"
              name="note"
              className="form-input"
              rows={4}
              maxLength={NOTE_MAX}
              aria-describedby="note-hint"
              defaultValue={values?.note ?? ""}
            />
          </div>
          <p>
            <button type="submit" className="button" disabled={busy === "move"}>
              Move the claim and tell the claimant
            </button>
          </p>
        </>
      ) : (
        <p>This claim is closed: it moves no further.</p>
      )}
    </Form>
  );
}

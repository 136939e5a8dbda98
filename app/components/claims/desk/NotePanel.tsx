import { Form } from "react-router";

import { NOTE_MAX } from "#app/claims/steps.ts";

import styles from "#app/routes/staff/staff.module.css";
import { type DeskPanelProps, Outcome, useBusy } from "./DeskPanel.tsx";

/** An internal note, for the claims team only. */
export function NotePanel({ desk, result }: DeskPanelProps) {
  const busy = useBusy();
  return (
    <Form method="post" className={styles.formCard} key={`note-${desk.sent.notes}`}>
      <input type="hidden" name="intent" value="note" />
      <h3>Internal note</h3>
      <Outcome result={result} intent="note" />
      <div className="form-field">
        <label htmlFor="text">Note for the claims team</label>
        <p id="text-hint" className={styles.muted}>
          The claimant never sees internal notes.
        </p>
        <textarea
          id="text"
          name="text"
          className="form-input"
          rows={4}
          maxLength={NOTE_MAX}
          aria-describedby="text-hint"
        />
      </div>
      <p>
        <button type="submit" className="button button-secondary" disabled={busy === "note"}>
          Add the internal note
        </button>
      </p>
    </Form>
  );
}

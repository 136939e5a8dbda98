import { Form } from "react-router";

import { MESSAGE_MAX } from "#app/claims/steps.ts";

import styles from "#app/routes/staff/staff.module.css";
import { AcknowledgeBox, type DeskPanelProps, Outcome, useBusy, valuesOf } from "./DeskPanel.tsx";

/** Writes to the claimant: on their tracker, and e-mailed to them. */
export function MessagePanel({ desk, result }: DeskPanelProps) {
  const { claim, linkKept } = desk;
  const busy = useBusy();
  const values = valuesOf(result);
  return (
    <Form method="post" className={styles.formCard} key={`message-${desk.sent.messages}`}>
      <input type="hidden" name="intent" value="message" />
      <h3>Write to the claimant</h3>
      <Outcome result={result} intent="message" />
      <div className="form-field">
        <label htmlFor="message">Message to {claim.claimantName}</label>
        <p id="message-hint" className={styles.muted}>
          Shown on their tracker and e-mailed to {claim.claimantEmail}
          {linkKept ? " with the tracker's private link" : ""}, signed with your name.
        </p>
        <textarea
          id="message"
          name="message"
          className="form-input"
          rows={4}
          maxLength={MESSAGE_MAX}
          aria-describedby="message-hint"
          defaultValue={result?.intent === "message" ? (values?.message ?? "") : ""}
        />
      </div>
      <AcknowledgeBox desk={desk} id="message-acknowledge" />
      <p>
        <button type="submit" className="button" disabled={busy === "message"}>
          Send the message
        </button>
      </p>
    </Form>
  );
}

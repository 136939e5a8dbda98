import { Form } from "react-router";

import styles from "#app/routes/staff/staff.module.css";
import { type DeskPanelProps, Outcome, useBusy } from "./DeskPanel.tsx";

/** Acknowledges the claim: its acknowledgement clock stops, and the claimant is told who and when. */
export function AcknowledgePanel({ desk, result }: DeskPanelProps) {
  const { claim } = desk;
  const busy = useBusy();
  return (
    <Form method="post" className={styles.formCard}>
      <input type="hidden" name="intent" value="acknowledge" />
      <h3>Acknowledge</h3>
      <Outcome result={result} intent="acknowledge" />
      <p className={styles.muted}>
        Stops the {claim.step === "received" ? "24-hour acknowledgement clock" : "acknowledgement clock"}; the
        claimant&apos;s tracker shows who acknowledged the claim and when, and they are e-mailed.
      </p>
      <p>
        <button type="submit" className="button" disabled={busy === "acknowledge"}>
          Acknowledge the claim
        </button>
      </p>
    </Form>
  );
}

import { Form } from "react-router";

import styles from "#app/routes/staff/staff.module.css";
import { type DeskPanelProps, Outcome, useBusy, valuesOf } from "./DeskPanel.tsx";

/** Dates the claim's next step for the claimant (an assessor's visit, documents awaited until …), or clears it. */
export function NextStepPanel({ desk, result }: DeskPanelProps) {
  const busy = useBusy();
  const values = valuesOf(result);
  return (
    <Form method="post" className={styles.formCard} key={`next-${desk.sent.nextSteps}`}>
      <input type="hidden" name="intent" value="next-step" />
      <h3>Next step for the claimant</h3>
      <Outcome result={result} intent="next-step" />
      <p id="next-hint" className={styles.muted}>
        The claimant&apos;s tracker shows this date instead of the published turnaround, until the claim moves to
        another step.
      </p>
      <div className="form-field">
        <label htmlFor="nextKind">What comes next</label>
        <select
          id="nextKind"
          name="nextKind"
          className="form-input"
          aria-describedby="next-hint"
          defaultValue={values?.nextKind ?? desk.nextStep?.kind ?? ""}
        >
          <option value="">Choose…</option>
          {desk.nextStepKinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="nextOn">Day</label>
        <input
          id="nextOn"
          name="nextOn"
          type="date"
          className="form-input"
          min={desk.today}
          defaultValue={values?.nextOn ?? desk.nextStep?.on ?? ""}
        />
      </div>
      <p>
        <button type="submit" className="button button-secondary" disabled={busy === "next-step"}>
          Set the next step
        </button>{" "}
        {desk.nextStep ? (
          <button
            type="submit"
            name="clear"
            value="yes"
            className="button button-secondary"
            disabled={busy === "next-step"}
          >
            Clear it
          </button>
        ) : null}
      </p>
    </Form>
  );
}

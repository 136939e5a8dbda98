import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ActionForm } from "#app/components/staff/ActionForm.tsx";
import { conditionStanding, type QuoteCondition } from "#app/quotes/conditions.ts";
import type { DeskResult } from "#app/quotes/desk-form.ts";
import styles from "#app/routes/staff/staff.module.css";

const STATUS_OPTIONS = [
  { value: "outstanding", label: "Outstanding" },
  { value: "met", label: "Met" },
  { value: "waived", label: "Waived" },
];

/**
 * The quotation's conditions (subjectivities), one form each (issue 35, item 4): where it stands (outstanding, met
 * or waived: who said so and when) and the day it is due. Plain forms: they work without the script. The client
 * reads them on the request page; the confirmation of cover lists those still outstanding.
 */
export function ConditionsPanel({ conditions, result }: { conditions: QuoteCondition[]; result?: DeskResult }) {
  if (!conditions.length) return null;
  // Its name says nothing of "conditions": the quotation form's field is found by that label (no second match).
  return (
    <section aria-labelledby="tracked-conditions-heading" className={styles.section}>
      <h2 id="tracked-conditions-heading">What the cover depends on</h2>
      <p>Each line of the quotation&apos;s conditions, tracked until it is met or waived.</p>
      <div className={styles.actionGrid}>
        {conditions.map((c, i) => {
          const n = i + 1;
          const error =
            result && "intent" in result && result.intent === `condition:${c.id}` ? result.error : undefined;
          return (
            <ActionForm
              key={c.id}
              intent="condition"
              hidden={{ condition: c.id, position: n }}
              label={`Save condition ${n}`}
              explain={
                <>
                  <strong>
                    {n}. {c.text}
                  </strong>{" "}
                  {conditionStanding(c)}
                  {c.by && c.status !== "outstanding" ? `, by ${c.by}` : ""}
                </>
              }
              error={error}
            >
              <SelectField
                id={`condition-${c.id}-status`}
                name="status"
                label={`Condition ${n}: where it stands`}
                options={STATUS_OPTIONS}
                defaultValue={c.status}
              />
              <TextField
                id={`condition-${c.id}-due`}
                name="dueOn"
                type="date"
                label={`Condition ${n}: due by`}
                defaultValue={c.dueOn ?? ""}
                hint="Optional: the day the client is to meet it."
              />
            </ActionForm>
          );
        })}
      </div>
    </section>
  );
}

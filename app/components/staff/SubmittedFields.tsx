import type { labelledFields } from "#app/forms/notification.ts";
import styles from "#app/routes/staff/staff.module.css";

/** What someone sent through a form (a submission, a claim), field by field, with a dash for what they left empty. */
export function SubmittedFields({ fields }: { fields: ReturnType<typeof labelledFields> }) {
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.name}>
          <dt>{f.label}</dt>
          <dd>{f.value || "–"}</dd>
        </div>
      ))}
    </dl>
  );
}

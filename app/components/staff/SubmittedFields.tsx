import type { labelledFields } from "#app/forms/notification.ts";
import styles from "#app/routes/staff/staff.module.css";

/** A value as the desk uses it: an e-mail address to write to, a phone number to call (issue 36, item 6). */
function Value({ field }: { field: ReturnType<typeof labelledFields>[number] }) {
  if (!field.value) return "–";
  if (field.kind === "email") return <a href={`mailto:${field.value}`}>{field.value}</a>;
  if (field.kind === "tel") return <a href={`tel:${field.value.replace(/[^\d+]/g, "")}`}>{field.value}</a>;
  return field.value;
}

/** What someone sent through a form (a submission, a claim), field by field, with a dash for what they left empty. */
export function SubmittedFields({ fields }: { fields: ReturnType<typeof labelledFields> }) {
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.name}>
          <dt>{f.label}</dt>
          <dd>
            <Value field={f} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

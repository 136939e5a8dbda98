import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import styles from "#app/routes/staff/staff.module.css";
import own from "./ActionForm.module.css";

/**
 * One action of a staff page (an account's, a quotation request's): its
 * explanation and its button, its own fields between them, and why it was
 * refused just below when it was. The action tells its kind of request by
 * `intent`; `hidden` adds fields the page already knows (such as the version
 * it was read at). Fields are checked by the server, whose messages stand by
 * each field, rather than by the browser's bubbles. `disabled` holds the
 * form's fields and button while what they act on is changing (a quotation
 * desk's step in flight): they are always inside the same fieldset, so
 * holding them never remounts a field or loses what is typed in it.
 */
export function ActionForm({
  intent,
  hidden,
  label,
  explain,
  danger,
  error,
  encType,
  disabled,
  children,
}: {
  intent: string;
  hidden?: Record<string, string | number>;
  label: string;
  explain: ReactNode;
  danger?: boolean;
  error?: string;
  /** "multipart/form-data" for a form that carries files. */
  encType?: "multipart/form-data";
  disabled?: boolean;
  children?: ReactNode;
}) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post" className={styles.formCard} encType={encType} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className={styles.explain}>{explain}</p>
      <fieldset className={own.fields} disabled={disabled}>
        {children}
        {error ? (
          <div role="alert" className="form-message form-message-error">
            {error}
          </div>
        ) : null}
        <p>
          <button type="submit" className={danger ? "button button-danger" : "button"} disabled={busy}>
            {label}
          </button>
        </p>
      </fieldset>
    </Form>
  );
}

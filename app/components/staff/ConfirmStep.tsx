import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import styles from "#app/routes/staff/staff.module.css";

/**
 * The second step of something that cannot be undone lightly (issue 36, item 5), as removing an account asks
 * first (app/routes/staff/user.tsx): the first post of the intent changes nothing and answers `confirm`; the page
 * then shows this plain form, which posts the same intent and fields again with `confirmed=yes`, or goes back
 * with "Keep it". It works without the page's script; the question is an alert, so a screen reader hears it.
 */
export function ConfirmStep({
  intent,
  fields,
  question,
  yes,
  keep = "Keep it",
  keepHref = ".",
  encType,
}: {
  intent: string;
  /** The hidden fields the first post carried (the item's id, say). */
  fields: Record<string, string | number>;
  question: ReactNode;
  /** The button that does it: "Yes, retract version 3.10". */
  yes: string;
  keep?: string;
  keepHref?: string;
  /** The form's encoding where the action reads a multipart body only. */
  encType?: "multipart/form-data";
}) {
  return (
    <Form method="post" className={styles.formCard} encType={encType}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="confirmed" value="yes" />
      <div role="alert" className="form-message form-message-error">
        {question}
      </div>
      <p className={styles.actions}>
        <button type="submit" className="button button-danger">
          {yes}
        </button>
        <Link to={keepHref}>{keep}</Link>
      </p>
    </Form>
  );
}

/** Whether a post is the confirming second step (ConfirmStep's `confirmed=yes`). */
export function isConfirmed(form: FormData): boolean {
  return form.get("confirmed") === "yes";
}

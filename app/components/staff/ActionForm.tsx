import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { Done } from "#app/components/forms/fields.tsx";
import { cx } from "#app/lib/format/cx.ts";
import { ConfirmStep } from "#app/components/staff/ConfirmStep.tsx";
import styles from "#app/routes/staff/staff.module.css";
import own from "./ActionForm.module.css";

/** The second step of an action that asks first (ConfirmStep): the question and its two answers. */
export interface ActionConfirmation {
  question: ReactNode;
  /** The button that does it: "Yes, remove the account". */
  yes: string;
  keep?: string;
  keepHref?: string;
}

export interface ActionCardProps {
  /** How the action tells this form's request from the page's others; none on a page with one form. */
  intent?: string;
  /** Fields the page already knows (the item's id, the version it was read at). */
  hidden?: Record<string, string | number>;
  /** The button's words. */
  label: string;
  /** The card's heading, when the page gives the action one of its own (an `<h2>`). */
  heading?: ReactNode;
  /** What the action does, above its fields. */
  explain?: ReactNode;
  danger?: boolean;
  /** A lesser action of the page: the quieter button. */
  secondary?: boolean;
  /** Why the action was refused, just below its fields; its id is `<intent>-error`, for a field to point at. */
  error?: string;
  /** What the action did, at the top of the card, announced and focused (Done). */
  done?: string;
  /** Set when the first post asked to confirm: the card is then the confirming step instead of the form. */
  confirm?: ActionConfirmation;
  /** Links beside the button ("Back to the people"). */
  after?: ReactNode;
  /** "multipart/form-data" for a form that carries files. */
  encType?: "multipart/form-data";
  /** Where the form posts, when not to the page's own address (a page whose address chooses what it edits). */
  action?: string;
  /**
   * The card's fields and button are held: the action cannot work now (the page says why), or what it acts on is
   * changing (a quotation desk's step in flight). They are always inside the same fieldset, so holding them never
   * remounts a field or loses what is typed in it.
   */
  disabled?: boolean;
  /**
   * Whether the browser checks `required` fields before sending. Off by default: the server's messages stand by
   * each field, rather than the browser's bubbles; a long form of required figures keeps the browser's check.
   */
  browserChecks?: boolean;
  /** The card's fields, between its explanation and its button. */
  children?: ReactNode;
}

/**
 * The back office's action card (issue 39): one action of a staff page (an account's, a person's, a document's, a
 * quotation request's): a POST form in a card with its explanation, its own fields, its button, why it was refused
 * and what it did; and, for an action that asks first, its confirming step in the card's place. The action tells
 * its kind of request by `intent`. It works without the page's script; the button is disabled only while this
 * card's own request is under way.
 */
export function ActionCard({
  intent,
  hidden,
  label,
  heading,
  explain,
  danger,
  secondary,
  error,
  done,
  confirm,
  after,
  encType,
  action,
  disabled = false,
  browserChecks = false,
  children,
}: ActionCardProps) {
  const sending = useNavigation().formData;
  const busy = sending !== undefined && (intent === undefined || sending.get("intent") === intent);
  if (confirm && intent) return <ConfirmStep intent={intent} fields={hidden ?? {}} encType={encType} {...confirm} />;
  return (
    <Form method="post" action={action} className={styles.formCard} encType={encType} noValidate={!browserChecks}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {heading ? <h2>{heading}</h2> : null}
      {done ? <Done key={done}>{done}</Done> : null}
      {explain ? <p className={styles.explain}>{explain}</p> : null}
      <fieldset className={own.fields} disabled={disabled}>
        {children}
        {error ? (
          <div role="alert" id={intent ? `${intent}-error` : undefined} className="form-message form-message-error">
            {error}
          </div>
        ) : null}
        <p className={styles.actions}>
          <button
            type="submit"
            className={cx("button", danger && "button-danger", secondary && "button-secondary")}
            disabled={busy}
          >
            {label}
          </button>
          {after}
        </p>
      </fieldset>
    </Form>
  );
}

/** The name the quotation desk and the claim page still use (app/routes/staff/quote.tsx, claim.tsx). */
export const ActionForm = ActionCard;

/**
 * An action of one button, outside a card (a row's "Retract", a session's "End", a state's "Mark as in hand"): a
 * POST form with its intent, the fields the page knows, the button and what goes beside it. Disabled while its own
 * request is under way (told by `busyWhen`, a field of the request, when several such buttons share an intent).
 */
export function ActionButton({
  intent,
  hidden,
  label,
  buttonClass = "button button-secondary",
  className,
  busyWhen,
  children,
}: {
  intent: string;
  hidden?: Record<string, string | number>;
  label: string;
  buttonClass?: string;
  className?: string;
  /** A field and its value that mark this button's request among others of the same intent. */
  busyWhen?: [name: string, value: string];
  children?: ReactNode;
}) {
  const sending = useNavigation().formData;
  const [name, value] = busyWhen ?? ["intent", intent];
  const busy = sending !== undefined && sending.get(name) === value;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([field, fieldValue]) => (
        <input key={field} type="hidden" name={field} value={fieldValue} />
      ))}
      <button type="submit" className={buttonClass} disabled={busy}>
        {label}
      </button>
      {children}
    </Form>
  );
}

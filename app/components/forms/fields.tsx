import { Eye, EyeOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useHydrated } from "#app/lib/use-hydrated.ts";
import styles from "./fields.module.css";

/**
 * The fields of the site's smaller forms (sign-in help, the back office): a
 * label, the control, a hint and the field's own error, tied together for
 * screen readers. Every control is uncontrolled with a default value, so a
 * form posted without JavaScript comes back with what was typed.
 */

/** Field errors by name, and the values as typed, as an action returns them. */
export interface FieldProblems {
  errors?: Record<string, string | undefined>;
  values?: Record<string, string | undefined>;
}

interface FieldProps {
  name: string;
  label: string;
  problems?: FieldProblems;
  hint?: ReactNode;
  required?: boolean;
  /** The id, when a page has the same field twice. */
  id?: string;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  name,
  label,
  problems,
  hint,
  required,
  id = name,
  type = "text",
  autoComplete,
  maxLength,
  defaultValue,
  inputMode,
  step,
}: FieldProps & {
  type?: "text" | "email" | "search" | "number" | "date" | "datetime-local" | "tel";
  autoComplete?: string;
  maxLength?: number;
  defaultValue?: string;
  inputMode?: "numeric" | "decimal" | "text";
  /** For times: 1 lets seconds be given. */
  step?: number;
}) {
  const error = problems?.errors?.[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className="form-input"
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        step={step}
        spellCheck={type === "email" ? false : undefined}
        defaultValue={problems?.values?.[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  problems,
  hint,
  required,
  id = name,
  rows = 4,
  maxLength,
  defaultValue,
}: FieldProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  const error = problems?.errors?.[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        className="form-input"
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={problems?.values?.[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  problems,
  hint,
  required,
  id = name,
  options,
  defaultValue,
  placeholder,
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  /** A first, empty option such as "Choose…" or "All". */
  placeholder?: string;
}) {
  const error = problems?.errors?.[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="form-input"
        required={required}
        defaultValue={problems?.values?.[name] ?? defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  problems,
  hint,
  id = name,
  defaultChecked,
  value = "on",
}: FieldProps & { defaultChecked?: boolean; value?: string }) {
  const error = problems?.errors?.[name];
  const typed = problems?.values;
  return (
    <div className={styles.tick}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        className={styles.checkbox}
        defaultChecked={typed ? typed[name] === value : defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <label htmlFor={id}>{label}</label>
      {hint || error ? (
        <div className={styles.tickNotes}>
          <Notes id={id} hint={hint} error={error} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A password field whose Show button appears once JavaScript can work it (it
 * sits inside the field, so nothing moves). What was typed is never sent back
 * in a page: a mistake elsewhere means typing the password again.
 */
export function PasswordField({
  name,
  label,
  problems,
  hint,
  required = true,
  id = name,
  autoComplete = "current-password",
}: FieldProps & { autoComplete?: "current-password" | "new-password" }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const error = problems?.errors?.[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          name={name}
          className="form-input"
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required={required}
          maxLength={128}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button
          type="button"
          className={styles.reveal}
          hidden={!hydrated}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          <span className="visually-hidden">Show password</span>
        </button>
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The mistakes of a form, listed with links to their fields, focused when
 * they appear so that a screen reader reads them and a keyboard user starts
 * from them. `labels` gives each field's name its label, in the form's order.
 */
export function ErrorSummary({
  errors,
  labels,
  message,
}: {
  errors?: Record<string, string | undefined>;
  labels: Record<string, string>;
  message?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const listed = Object.keys(labels).filter((name) => errors?.[name]);
  // What the summary says: when it changes (a new post with other mistakes), focus moves to it again.
  const said = [message ?? "", ...listed.map((name) => `${name}:${errors?.[name]}`)].join("|");
  useEffect(() => {
    if (said) ref.current?.focus();
  }, [said]);
  const shown = listed.length > 0 || !!message;
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`form-message form-message-error ${styles.summary}`}>
      {message ?? "Please put these right:"}
      {listed.length ? (
        <ul>
          {listed.map((name) => (
            <li key={name}>
              <a href={`#${name}`}>
                {labels[name]}: {errors?.[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A confirmation of what an action did, announced politely and focused, so
 * the reader starts from it. Give it a `key` that changes with each result, so
 * a second confirmation is focused too.
 */
export function Done({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLOutputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <output ref={ref} tabIndex={-1} className={`form-message form-message-done ${styles.done}`}>
      {children}
    </output>
  );
}

import { Icon, paths, type Shape } from "#app/components/Icon.tsx";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useTextTypedEarly } from "#app/lib/browser/text-typed-early.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import styles from "./fields.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const eye: Shape = [
  ...paths("M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"),
  ["circle", { cx: 12, cy: 12, r: 3 }],
];
const eyeOff = paths(
  "M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49",
  "M14.084 14.158a3 3 0 0 1-4.242-4.242",
  "M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143",
  "m2 2 20 20",
);

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

/**
 * What a boxed control (text, text area, select, password) takes from its
 * field: its attributes (id, name, style, required, and the notes a screen
 * reader reads with it), the value as typed, and what its frame shows.
 */
function control({ name, label, problems, hint, required, id = name }: FieldProps) {
  const error = problems?.errors?.[name];
  return {
    frame: { id, label, hint, error },
    typed: problems?.values?.[name],
    attributes: {
      id,
      name,
      className: "form-input",
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, hint, error),
    },
  };
}

/** A boxed control's frame: its label above it, its hint and error below. */
function Frame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  maxLength,
  defaultValue,
  inputMode,
  step,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "search" | "number" | "date" | "datetime-local" | "tel";
  autoComplete?: string;
  maxLength?: number;
  defaultValue?: string;
  inputMode?: "numeric" | "decimal" | "text";
  /** For times: 1 lets seconds be given. */
  step?: number;
}) {
  const { frame, typed, attributes } = control(field);
  return (
    <Frame {...frame}>
      <input
        {...attributes}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        step={step}
        spellCheck={type === "email" ? false : undefined}
        defaultValue={typed ?? defaultValue}
      />
    </Frame>
  );
}

/** A file to upload, through the browser's own picker, limited to the types given. */
export function FileField({ accept, ...field }: FieldProps & { accept: string }) {
  const { frame, attributes } = control(field);
  return (
    <Frame {...frame}>
      <input {...attributes} className={undefined} type="file" accept={accept} />
    </Frame>
  );
}

export function TextArea({
  rows = 4,
  maxLength,
  defaultValue,
  ...field
}: FieldProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  const { frame, typed, attributes } = control(field);
  // Uncontrolled, keyed by nothing that changes on revalidation; what was typed before hydration is kept too.
  const area = useTextTypedEarly(attributes.id);
  return (
    <Frame {...frame}>
      <textarea {...attributes} ref={area} rows={rows} maxLength={maxLength} defaultValue={typed ?? defaultValue} />
    </Frame>
  );
}

export function SelectField({
  options,
  defaultValue,
  placeholder,
  ...field
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  /** A first, empty option such as "Choose…" or "All". */
  placeholder?: string;
}) {
  const { frame, typed, attributes } = control(field);
  return (
    <Frame {...frame}>
      <select {...attributes} defaultValue={typed ?? defaultValue ?? ""}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
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
 * The field for a code from an authenticator app (and, on sign-in, a backup
 * code): a number pad on phones, and the browser may offer a code it has
 * received. `children` go below it, such as a hint.
 */
export function CodeField({
  label,
  maxLength,
  autoFocus,
  children,
}: {
  label: string;
  maxLength: number;
  /** Only where the code is the one field of a step just shown. */
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor="code">{label}</label>
      <input
        id="code"
        name="code"
        className="form-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={maxLength}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the caller decides, and says why where it asks for it
        autoFocus={autoFocus}
      />
      {children}
    </div>
  );
}

/**
 * A password field whose Show button appears once JavaScript can work it (it
 * sits inside the field, so nothing moves). What was typed is never sent back
 * in a page: a mistake elsewhere means typing the password again.
 */
export function PasswordField({
  autoComplete = "current-password",
  ...field
}: FieldProps & { autoComplete?: "current-password" | "new-password" }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { frame, attributes } = control({ ...field, required: field.required ?? true });
  return (
    <Frame {...frame}>
      <div className={styles.passwordWrap}>
        <input {...attributes} type={visible ? "text" : "password"} autoComplete={autoComplete} maxLength={128} />
        <button
          type="button"
          className={styles.reveal}
          hidden={!hydrated}
          aria-pressed={visible}
          aria-controls={attributes.id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon icon={visible ? eyeOff : eye} size={18} />
          <span className="visually-hidden">Show password</span>
        </button>
      </div>
    </Frame>
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

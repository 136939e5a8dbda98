import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";

import type { Block } from "#app/content/types.ts";
import { formDefinitions, HONEYPOT_FIELD, type Field } from "#app/forms/definitions.ts";
import type { FormResult } from "#app/forms/result.ts";
import { checkForm, formValues } from "#app/forms/rules.ts";
import { site } from "#app/config/site.ts";
import { trackFormSubmission } from "#app/lib/browser/analytics.ts";
import type { RefusedFile } from "#app/forms/result.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import { ClaimFiles, sendWithProgress, type ChosenFile } from "./ClaimFiles.tsx";
import styles from "./EnquiryForm.module.css";
// The tick box and its notes look as they do in every other form of the site.
import fieldStyles from "./fields.module.css";

type FormBlock = Extract<Block, { type: "form" }>;

function FieldControl({
  field,
  id,
  value,
  error,
  describedBy,
  onChange,
}: {
  field: Field;
  id: string;
  value: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
  onChange: () => void;
}) {
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    autoComplete: field.autoComplete,
    onChange,
  };
  switch (field.kind) {
    case "textarea":
      return <textarea {...common} className="form-input" rows={5} defaultValue={value} />;
    case "select":
      return (
        <select {...common} className="form-input" defaultValue={value ?? ""}>
          <option value="">Choose…</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case "checkbox":
      return <input {...common} type="checkbox" className={fieldStyles.checkbox} defaultChecked={value === "on"} />;
    case "date":
      return <input {...common} type="date" className="form-input" defaultValue={value} />;
    case "email":
      return <input {...common} type="email" className="form-input" defaultValue={value} spellCheck={false} />;
    case "tel":
      return <input {...common} type="tel" className="form-input" defaultValue={value} />;
    case "text":
      return (
        <input
          {...common}
          type="text"
          className="form-input"
          defaultValue={value}
          maxLength={field.maxLength}
          inputMode={field.inputMode}
        />
      );
  }
}

/** A form's definition with its selects' options narrowed to `choices` (the server checks the same list). */
function narrowed<D extends (typeof formDefinitions)[keyof typeof formDefinitions]>(
  definition: D,
  choices: Record<string, readonly string[]> | undefined,
): D {
  if (!choices) return definition;
  const fields = definition.fields.map((field) => {
    const allowed = choices[field.name];
    return field.kind === "select" && allowed
      ? { ...field, options: field.options.filter((o) => allowed.includes(o.value)) }
      : field;
  });
  return { ...definition, fields };
}

/**
 * One of the enquiry forms (app/forms/definitions.ts). It posts to its page's
 * route action, so it works before (or without) JavaScript; with it, the
 * same rules run in the browser first and the answer arrives without leaving
 * the page. Whatever was typed stays in the fields until the reference shows.
 */
export default function EnquiryForm({
  block,
  endpoint = "/claims/report",
  defaults = {},
  choices,
}: {
  block: FormBlock;
  /** Where the page's script sends a claim with its files (answered as JSON). */
  endpoint?: string;
  /** Values to start with, such as a programme user's name and e-mail address. */
  defaults?: Record<string, string>;
  /** A select's options narrowed to these values, by field name (a programme's claim: the loss types it covers). */
  choices?: Record<string, readonly string[]>;
}) {
  const definition = narrowed(formDefinitions[block.form], choices);
  // A claim takes photos and documents (app/claims): a multipart post, sent by the script with progress per file.
  const takesFiles = Boolean(formDefinitions[block.form].files);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refusedHere, setRefusedHere] = useState<RefusedFile[]>([]);
  const [uploadResult, setUploadResult] = useState<FormResult | undefined>();
  const [uploadProblem, setUploadProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult | undefined>();
  // The page's path without slashes at either end (prerendered pages may be addressed with a trailing one).
  const formArea = useLocation().pathname.replace(/^\/+|\/+$/g, "");
  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();
  const [sentAnother, setSentAnother] = useState<string | undefined>();
  const summary = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // The fetcher's answer with JavaScript; the page's action data after a plain post.
  const candidate = uploadResult ?? fetcher.data ?? actionData;
  const result = candidate?.kind === block.form ? candidate : undefined;
  const sent = result?.status === "sent" && result.reference !== sentAnother ? result : undefined;
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const values = result && result.status !== "sent" ? result.values : defaults;
  const problem = uploadProblem ?? (result && "message" in result ? result.message : undefined);
  const refusedFiles = [...(result?.status === "invalid" ? (result.files ?? []) : []), ...refusedHere];
  const submitting = fetcher.state !== "idle" || uploading;
  const errorList = definition.fields.filter((f) => errors[f.name]);

  useEffect(() => {
    if (!sent) return;
    // The form's name and where it was sent from: never what was typed, nor the reference.
    trackFormSubmission(definition.kind, formArea, definition.conversionValue);
    done.current?.focus();
  }, [sent, definition, formArea]);

  useEffect(() => {
    if (fetcher.state === "idle" && (fetcher.data?.status === "invalid" || problem)) summary.current?.focus();
  }, [fetcher.state, fetcher.data, problem]);

  useEffect(() => {
    if (uploadResult?.status === "invalid") summary.current?.focus();
  }, [uploadResult]);

  async function upload(form: HTMLFormElement) {
    setUploading(true);
    setUploadProblem(undefined);
    setRefusedHere([]);
    try {
      const answer = await sendWithProgress<FormResult>(endpoint, form, chosen, (perFile) =>
        setChosen((current) => current.map((c, i) => ({ ...c, progress: perFile[i] ?? c.progress }))),
      );
      if (answer.body?.kind === block.form) {
        setUploadResult(answer.body);
        if (answer.body.status === "sent") setChosen([]);
        else setChosen((current) => current.map((c) => ({ ...c, progress: 0 })));
      } else {
        throw new Error(`status ${answer.status}`);
      }
    } catch {
      setChosen((current) => current.map((c) => ({ ...c, progress: 0 })));
      setUploadProblem(
        `Your claim could not be sent: the connection failed or the files were too large together. Everything is still here: please try again, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`,
      );
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setUploading(false);
    }
  }

  function check(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const data = new FormData(event.currentTarget);
    const checked = checkForm(
      definition.kind,
      formValues(definition, (name) => data.get(name)),
    );
    if (checked.ok) {
      setClientErrors({});
      if (takesFiles && hydrated) {
        event.preventDefault();
        void upload(event.currentTarget);
      }
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    requestAnimationFrame(() => summary.current?.focus());
  }

  // Once a field has a message, it is checked again as it changes, so the message goes when it is put right.
  function recheck(name: string) {
    if (!formElement.current || !errors[name]) return;
    const data = new FormData(formElement.current);
    const checked = checkForm(
      definition.kind,
      formValues(definition, (n) => data.get(n)),
    );
    const message = checked.ok ? undefined : checked.errors[name];
    setClientErrors((current) => {
      const next = { ...(current ?? errors) };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  const headingId = `${block.form}-heading`;

  if (sent) {
    return (
      <section className={styles.section} aria-labelledby={headingId} id={block.form}>
        <h2 id={headingId}>{block.heading}</h2>
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- holds a heading, which <output> may not */}
        <div ref={done} className="form-message form-message-done" role="status" tabIndex={-1}>
          <h3 className={styles.doneHeading}>{definition.done.heading}</h3>
          <p>
            Your reference is <strong className={styles.reference}>{sent.reference}</strong>.{" "}
            {sent.tracking ? null : definition.done.next}
          </p>
          {sent.tracking ? (
            <>
              {sent.files?.length ? (
                <p>
                  We received {sent.files.length === 1 ? "your file" : `your ${sent.files.length} files`}:{" "}
                  {sent.files.join(", ")}.
                </p>
              ) : null}
              <p>
                Follow your claim step by step, read our notes and add documents on{" "}
                <a href={sent.tracking}>your claim&apos;s private page</a>. We have e-mailed you the link too. Keep it
                to yourself: anyone with the link can see your claim.
              </p>
              <p className={styles.trackingLink}>{sent.tracking}</p>
              <p>A claims handler will contact you within one working day.</p>
            </>
          ) : null}
        </div>
        <p>
          <a
            href={`/${formArea}#${block.form}`}
            className="button button-secondary"
            onClick={(event) => {
              event.preventDefault();
              setSentAnother(sent.reference);
              setClientErrors(undefined);
              setUploadResult(undefined);
              setRefusedHere([]);
            }}
          >
            Send another
          </a>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} id={block.form}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <fetcher.Form
        ref={formElement}
        method="post"
        action={`/${formArea}`}
        encType={takesFiles ? "multipart/form-data" : undefined}
        noValidate
        className={styles.form}
        onSubmit={check}
        aria-labelledby={headingId}
      >
        {errorList.length || problem || refusedFiles.length ? (
          <div ref={summary} role="alert" tabIndex={-1} className={`form-message form-message-error ${styles.summary}`}>
            {problem ? (
              <p>{problem}</p>
            ) : (
              <>
                <p>
                  Please correct{" "}
                  {errorList.length + (refusedFiles.length ? 1 : 0) === 1
                    ? "this"
                    : `these ${errorList.length + (refusedFiles.length ? 1 : 0)}`}{" "}
                  and send again:
                </p>
                <ul>
                  {errorList.map((f) => (
                    <li key={f.name}>
                      <a href={`#${block.form}-${f.name}`}>{errors[f.name]}</a>
                    </li>
                  ))}
                  {refusedFiles.length ? (
                    <li>
                      <a href={`#${block.form}-documents`}>
                        {refusedFiles.length === 1
                          ? `A file was not taken: ${refusedFiles[0]!.name}`
                          : `${refusedFiles.length} files were not taken`}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </>
            )}
          </div>
        ) : null}
        <p className={styles.required}>All fields are required unless they say optional.</p>
        <div className={styles.fields}>
          {definition.fields.map((field) => {
            const id = `${block.form}-${field.name}`;
            const error = errors[field.name];
            const describedBy =
              [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
            const control = (
              <FieldControl
                field={field}
                id={id}
                value={values[field.name]}
                error={error}
                describedBy={describedBy}
                onChange={() => recheck(field.name)}
              />
            );
            const notes = (
              <>
                {field.hint ? (
                  <span id={`${id}-hint`} className={styles.hint}>
                    {field.hint}
                  </span>
                ) : null}
                {error ? (
                  <span id={`${id}-error`} className={styles.error}>
                    {error}
                  </span>
                ) : null}
              </>
            );
            return field.kind === "checkbox" ? (
              <div key={field.name} className={`${styles.wide} ${fieldStyles.tick}`}>
                {control}
                <label htmlFor={id}>{field.label}</label>
                <span className={fieldStyles.tickNotes}>{notes}</span>
              </div>
            ) : (
              <div key={field.name} className={`form-field ${field.short ? "" : styles.wide}`}>
                <label htmlFor={id}>{field.label}</label>
                {notes}
                {control}
              </div>
            );
          })}
        </div>
        {takesFiles ? (
          <div className={styles.filesArea}>
            <ClaimFiles
              id={`${block.form}-documents`}
              chosen={chosen}
              refused={refusedFiles}
              sending={uploading}
              onChange={(next, refusedNow) => {
                setChosen(next);
                setRefusedHere(refusedNow);
              }}
            />
          </div>
        ) : null}
        {/*
          People never see this field; robots that fill in every field do, and their post is refused. Off screen by
          the page's own stylesheet (decision 0052), and, should that not come, inert: out of the tab order and the
          accessibility tree, yet still sent (empty) with the form, as the server's check expects.
        */}
        <div className={styles.trap} aria-hidden="true" inert>
          <label htmlFor={`${block.form}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`${block.form}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className={styles.privacy}>
          We use these details only to deal with this request, as our <a href="/privacy-policy">privacy notice</a>{" "}
          explains.
        </p>
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {submitting ? "Sending…" : definition.submitLabel}
        </button>
      </fetcher.Form>
    </section>
  );
}

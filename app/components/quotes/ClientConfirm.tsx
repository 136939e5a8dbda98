import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { CheckboxField, ErrorSummary, TextArea, TextField } from "#app/components/forms/fields.tsx";
import { PDF_ACCEPT, PDF_FIELD } from "#app/quotes/attachments.ts";
import { DECLARATION_STATEMENTS } from "#app/quotes/declaration.ts";
import styles from "#app/routes/programmes/programme.module.css";

/**
 * The client's request page's confirmations (app/routes/programmes/request.tsx): the question asked before a step
 * that cannot be undone (accepting, with the declaration; not taking it up; withdrawing the request), and the field
 * for PDFs sent to underwriting.
 */

/** The client's answers that are confirmed first. */
export type Answer = "accept" | "not-taken-up" | "cancel";
/** The declaration's mistakes and what was typed, as the action returns them. */
export type Declaration = { errors: Record<string, string | undefined>; values: Record<string, string> };

const CONFIRM_WORDS: Record<Answer, { ask: (reference: string, tier: string) => string; yes: string }> = {
  accept: {
    ask: (reference, tier) =>
      `Accept quotation ${reference}, option ${tier}, on its premium and conditions, on your company's behalf? Our underwriters then bind the cover and confirm it with a policy number.`,
    yes: "Yes, accept the quotation",
  },
  "not-taken-up": {
    ask: (reference) =>
      `Tell our underwriters you will not take up quotation ${reference}? You can still ask for a new quotation later.`,
    yes: "Yes, we will not take it up",
  },
  cancel: {
    ask: (reference) =>
      `Withdraw quotation request ${reference}? Our underwriters stop work on it; you can ask for a new quotation later.`,
    yes: "Yes, withdraw the request",
  },
};

/** The question before a step that cannot be undone; an acceptance carries the declaration. Focused when shown. */
export function Confirm({
  answer,
  version,
  reference,
  tier,
  declaration,
  accountName,
}: {
  answer: Answer;
  version: number;
  reference: string;
  tier: string;
  declaration?: Declaration;
  accountName: string;
}) {
  const busy = useNavigation().state === "submitting";
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!declaration) question.current?.focus();
  }, [declaration]);
  const words = CONFIRM_WORDS[answer];
  return (
    <Form method="post" className={styles.confirm} noValidate>
      <input type="hidden" name="intent" value={answer} />
      <input type="hidden" name="tier" value={tier} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="confirmed" value="yes" />
      <div ref={question} tabIndex={-1} role="alert" className="form-message">
        {words.ask(reference, tier)}
      </div>
      {answer === "accept" ? (
        <fieldset className={styles.options}>
          <legend>Your declaration</legend>
          <ErrorSummary
            errors={declaration?.errors}
            labels={{ disclosure: "Duty of disclosure", authority: "Authority to bind", fullName: "Your full name" }}
          />
          <CheckboxField name="disclosure" label={DECLARATION_STATEMENTS.disclosure} problems={declaration} />
          <CheckboxField name="authority" label={DECLARATION_STATEMENTS.authority} problems={declaration} />
          <TextField
            name="fullName"
            label="Your full name, as your signature"
            hint={accountName ? `As it is on your account: ${accountName}` : undefined}
            autoComplete="name"
            maxLength={200}
            required
            problems={declaration}
          />
        </fieldset>
      ) : (
        <TextArea name="note" label="Anything you would like us to know (optional)" maxLength={2000} rows={3} />
      )}
      <p className={styles.answer}>
        <button type="submit" className="button" disabled={busy}>
          {words.yes}
        </button>
        <Link to=".">Not now</Link>
      </p>
    </Form>
  );
}

/** A file field for PDFs: the server checks each file's content, whatever its name. */
export function PdfField({ id, label }: { id: string; label: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        Financial statements, surveys, loss runs or anything our underwriters asked for: PDF only, up to 10 MB each.
      </p>
      <input
        id={id}
        type="file"
        name={PDF_FIELD}
        accept={PDF_ACCEPT}
        multiple
        className="form-input"
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

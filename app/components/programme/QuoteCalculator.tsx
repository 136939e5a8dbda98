import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Table } from "#app/components/Table.tsx";
import { trackFormSubmission } from "#app/lib/browser/analytics.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { quoteAllTiers } from "#app/programmes/quote.ts";
import { PDF_ACCEPT, PDF_FIELD } from "#app/quotes/attachments.ts";
import {
  fieldName,
  inputFromForm,
  inputFromSchedule,
  validateSchedule,
  type ScheduleInput,
} from "#app/programmes/schedule.ts";
import type { QuoteSetup } from "#app/programmes/view.server.ts";
import styles from "./programme.module.css";

type Field = "quantity" | "value";

/**
 * One figure of the schedule, named by its class (the row header) and its column (a hidden label), with its
 * message when it is wrong.
 */
function ScheduleField({
  classId,
  field,
  value,
  error,
  onChange,
}: {
  classId: string;
  field: Field;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = fieldName(field, classId).replace(":", "-");
  return (
    <>
      <input
        id={id}
        name={fieldName(field, classId)}
        inputMode={field === "quantity" ? "numeric" : "decimal"}
        className={`form-input ${styles.input}`}
        aria-labelledby={`class-${classId} ${field}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** Keeps the schedule as a draft in this browser until a request is sent. */
function saveDraft(draftKey: string, input: ScheduleInput) {
  try {
    localStorage.setItem(draftKey, JSON.stringify(input));
  } catch {
    // Drafts are a convenience; the page works without them (private mode has no storage).
  }
}

/** Premiums are shown to the cent. */
const rand = (cents: number) => formatRand(cents, { showCents: true });

export interface QuoteActionResult {
  input: ScheduleInput;
  reference?: string;
  tierLabel?: string;
  total?: number;
  /** The request's own page, where the client follows it and reads the quotation. */
  requestPath?: string;
  /** Why the request was not sent (a file that is not a PDF): the schedule stays as typed. */
  error?: string;
}

/**
 * The quote page: the schedule by class, the premium for this page's tier
 * with its breakdown, and the other tiers beside it. Figures follow each
 * keystroke in the browser; without JavaScript "Recalculate" asks the server.
 * The schedule is kept as a draft in this browser until a request is sent.
 */
export function QuoteCalculator({
  setup,
  draftKey,
  formArea,
  result,
  renewal = false,
  mayRequest = true,
}: {
  setup: QuoteSetup;
  draftKey: string;
  formArea: string;
  result: QuoteActionResult | undefined;
  /** Reached from the renewal notice: the request is for the programme's renewal. */
  renewal?: boolean;
  /** The member's role lets them ask for a quotation (app/programmes/client-roles.ts). */
  mayRequest?: boolean;
}) {
  const [input, setInput] = useState<ScheduleInput>(
    () => result?.input ?? inputFromSchedule(setup.classes, setup.schedule),
  );
  const [restored, setRestored] = useState(false);
  const submitting = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  // The schedule the server drew, to tell what was typed before the script ran.
  const drawn = useRef(input);

  // Once the script runs: figures typed before it (a person types as soon as the page shows) are kept and priced;
  // otherwise a draft saved earlier in this browser replaces the current schedule, once.
  useEffect(() => {
    if (result) return;
    const typed = form.current ? inputFromForm(setup.classes, new FormData(form.current)) : drawn.current;
    if (JSON.stringify(typed) !== JSON.stringify(drawn.current)) {
      // oxlint-disable-next-line react/set-state-in-effect -- the fields held what was typed before the script; React's state starts from what the server drew
      setInput(typed);
      saveDraft(draftKey, typed);
      return;
    }
    try {
      const saved = localStorage.getItem(draftKey);
      if (saved) {
        setInput(JSON.parse(saved) as ScheduleInput);
        setRestored(true);
      }
    } catch {
      // No storage (private mode): quotes still work, drafts are not kept.
    }
  }, [draftKey, result, setup.classes]);

  // A confirmed request clears the draft; the reference is announced to analytics without any figures.
  useEffect(() => {
    if (!result?.reference) return;
    try {
      localStorage.removeItem(draftKey);
    } catch {
      // Nothing kept, nothing to clear.
    }
    trackFormSubmission("quote_request", formArea);
  }, [result?.reference, draftKey, formArea]);

  const { lines, errors: liveErrors } = useMemo(() => validateSchedule(setup.classes, input), [setup.classes, input]);
  // The server checks with the same function, so what the browser shows is what it would say.
  const errors = liveErrors;
  const rating = {
    schedule: setup.scheduleKind,
    classes: setup.classes,
    tiers: setup.tiers,
    sasriaPerMille: setup.sasriaPerMille,
    minimumPremium: setup.minimumPremium,
    currentSchedule: setup.schedule,
  };
  const quotes = Object.keys(errors).length ? [] : quoteAllTiers(rating, lines);
  const mine = quotes.find((q) => q.tierId === setup.tierId);
  const tier = setup.tiers.find((t) => t.id === setup.tierId)!;

  function update(classId: string, field: Field, value: string) {
    setInput((current) => {
      const next = { ...current, [classId]: { ...current[classId]!, [field]: value } };
      saveDraft(draftKey, next);
      return next;
    });
  }

  function startAgain() {
    try {
      localStorage.removeItem(draftKey);
    } catch {
      // Nothing to clear.
    }
    setInput(inputFromSchedule(setup.classes, setup.schedule));
    setRestored(false);
  }

  const unit = setup.scheduleKind === "vehicles" ? "vehicles" : "items";
  const errorList = Object.entries(errors);

  return (
    <Form ref={form} method="post" encType="multipart/form-data" className={styles.quote} noValidate>
      {renewal ? <input type="hidden" name="renewal" value="yes" /> : null}
      {result?.reference ? (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- holds a heading, which <output> may not
        <div className={`form-message form-message-done ${styles.confirmation}`} role="status">
          <h2>Quote request received</h2>
          <p>
            Your reference is <strong className={styles.reference}>{result.reference}</strong>: {result.tierLabel},{" "}
            {rand(result.total ?? 0)} a year. Our underwriters aim to answer within two business days, and we will
            e-mail you when they do.
            {result.requestPath ? (
              <>
                {" "}
                <Link to={result.requestPath}>Follow your request</Link>
              </>
            ) : null}
          </p>
        </div>
      ) : null}

      <section>
        <h2 id="schedule-heading">Your schedule</h2>
        <p>
          The number of {unit} in each class and the average value of each, in rand.{" "}
          {restored ? (
            <>
              This is the draft you were working on in this browser.{" "}
              <button type="button" className={`link-button ${styles.linkButton}`} onClick={startAgain}>
                Start again from the current schedule
              </button>
            </>
          ) : (
            "It starts from the programme's current schedule."
          )}
        </p>
        {errorList.length ? (
          <div role="alert" className={`form-message form-message-error ${styles.errorSummary}`}>
            <p>Please correct {errorList.length === 1 ? "this" : `these ${errorList.length}`} to see the premium:</p>
            <ul>
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${field.replace(":", "-")}`}>{message}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Table
          caption="Schedule"
          captionHidden
          columns={[
            { header: "Class", render: (c) => <span id={`class-${c.id}`}>{c.label}</span> },
            ...(["quantity", "value"] as const).map((field) => ({
              header: field === "quantity" ? `Number of ${unit}` : "Average value each (R)",
              render: (c: (typeof setup.classes)[number]) => (
                <ScheduleField
                  classId={c.id}
                  field={field}
                  value={input[c.id]?.[field] ?? ""}
                  error={errors[fieldName(field, c.id)]}
                  onChange={(value) => update(c.id, field, value)}
                />
              ),
            })),
          ]}
          rows={setup.classes}
          rowKey={(c) => c.id}
        />
        <span id="quantity-label" hidden>
          number of {unit}
        </span>
        <span id="value-label" hidden>
          average value each, in rand
        </span>
        <p>
          <button type="submit" name="intent" value="calculate" className="button button-secondary">
            Recalculate
          </button>
        </p>
      </section>

      <section aria-live="polite" className={styles.section}>
        <h2 id="premium-heading">Premium at {tier.label}</h2>
        <p>Excess: {tier.description}.</p>
        {mine ? (
          <dl className={styles.breakdown}>
            {(
              [
                ["Sum insured", formatRand(mine.sumInsured)],
                [`Base premium${mine.minimumApplied ? " (the programme's minimum)" : ""}`, rand(mine.basePremium)],
                ["SASRIA", rand(mine.sasria)],
                ["VAT (15%)", rand(mine.vat)],
                ["Total a year", rand(mine.total), styles.total],
                ["Monthly", rand(mine.monthly)],
              ] as const
            ).map(([term, amount, className]) => (
              <div key={term} className={className}>
                <dt>{term}</dt>
                <dd>{amount}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>The premium appears once the schedule is complete.</p>
        )}
      </section>

      {quotes.length ? (
        <section className={styles.section}>
          <h2 id="tiers-heading">Beside the other tiers</h2>
          <Table
            caption="All tiers"
            captionHidden
            columns={[
              {
                header: "Tier",
                render: (t) => (
                  <>
                    {t.label}
                    {t.id === setup.tierId ? <span className="visually-hidden"> (this page)</span> : null}
                  </>
                ),
              },
              { header: "Excess", render: (t) => t.description },
              { header: "Total a year", align: "number", render: (t) => rand(t.quote.total) },
              { header: "Monthly", align: "number", render: (t) => rand(t.quote.monthly) },
            ]}
            rows={setup.tiers.map((t) => ({ ...t, quote: quotes.find((q) => q.tierId === t.id)! }))}
            rowKey={(t) => t.id}
            rowClassName={(t) => (t.id === setup.tierId ? styles.current : undefined)}
          />
        </section>
      ) : null}

      {mayRequest ? (
        <div className={styles.section}>
          {setup.tiers.length > 1 ? (
            // Any tier of the programme may be asked for, whichever page the schedule was worked out on (issue 28).
            <fieldset>
              <legend>The tier you ask our underwriters to quote</legend>
              {setup.tiers.map((t) => (
                <label key={t.id} className={styles.tierChoice}>
                  <input type="radio" name="tier" value={t.id} defaultChecked={t.id === setup.tierId} /> {t.label} (
                  {t.description})
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className={`form-field ${styles.section}`}>
            <label htmlFor="request-documents">PDFs for our underwriters (optional)</label>
            <p id="request-documents-hint" className={styles.hint}>
              Financial statements, surveys or loss runs that go with your request: PDF only, up to 10 MB each. You can
              also add them later on the request&apos;s page.
            </p>
            <input
              id="request-documents"
              type="file"
              name={PDF_FIELD}
              accept={PDF_ACCEPT}
              multiple
              className="form-input"
              aria-describedby="request-documents-hint"
            />
          </div>
          {result?.error ? (
            <div role="alert" className="form-message form-message-error">
              {result.error}
            </div>
          ) : null}
          <p>
            <button type="submit" name="intent" value="request" className="button" disabled={submitting}>
              {submitting ? "Sending…" : "Request this quote"}
            </button>
          </p>
        </div>
      ) : (
        <p className={styles.section}>A requester of your team asks our underwriters for a quotation.</p>
      )}
    </Form>
  );
}

/** The programme's latest quote requests, whoever of the team asked, so a reference is never lost. */
export function RequestList({
  requests,
  allPath,
}: {
  requests: { reference: string; path: string; tier: string; total: number; date: string; state: string }[];
  /** The page listing every request of the programme. */
  allPath: string;
}) {
  return (
    <section className={styles.section}>
      <h2 id="requests-heading">Your team&apos;s quote requests</h2>
      <Table
        caption="Your team's quote requests"
        captionHidden
        columns={[
          { header: "Reference", render: (r) => <Link to={r.path}>{r.reference}</Link>, className: styles.reference },
          { header: "Tier", render: (r) => r.tier },
          { header: "State", render: (r) => r.state },
          { header: "Total a year", align: "number", render: (r) => rand(r.total) },
          { header: "Sent", render: (r) => formatDate(r.date) },
        ]}
        rows={requests}
        rowKey={(r) => r.reference}
        empty="No quote requests yet."
      />
      <p>
        <Link to={allPath}>All quotation requests, with their quotations</Link>
      </p>
    </section>
  );
}

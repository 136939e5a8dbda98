import { useEffect, useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";

import { trackFormSubmission } from "#app/lib/analytics.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatRand } from "#app/lib/money.ts";
import { quoteAllTiers } from "#app/programmes/quote.ts";
import { fieldName, inputFromSchedule, validateSchedule, type ScheduleInput } from "#app/programmes/schedule.ts";
import type { QuoteSetup } from "#app/programmes/view.server.ts";
import styles from "./programme.module.css";
import { TableScroll } from "./TableScroll.tsx";

export interface QuoteActionResult {
  input: ScheduleInput;
  reference?: string;
  tierLabel?: string;
  total?: number;
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
}: {
  setup: QuoteSetup;
  draftKey: string;
  formArea: string;
  result: QuoteActionResult | undefined;
}) {
  const [input, setInput] = useState<ScheduleInput>(
    () => result?.input ?? inputFromSchedule(setup.classes, setup.schedule),
  );
  const [restored, setRestored] = useState(false);
  const submitting = useNavigation().state === "submitting";

  // A draft saved earlier in this browser replaces the current schedule, once.
  useEffect(() => {
    if (result) return;
    try {
      const saved = localStorage.getItem(draftKey);
      if (saved) {
        // oxlint-disable-next-line react/set-state-in-effect -- storage exists only after hydration; the server rendered the current schedule
        setInput(JSON.parse(saved) as ScheduleInput);
        setRestored(true);
      }
    } catch {
      // No storage (private mode): quotes still work, drafts are not kept.
    }
  }, [draftKey, result]);

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

  function update(classId: string, field: "quantity" | "value", value: string) {
    setInput((current) => {
      const next = { ...current, [classId]: { ...current[classId]!, [field]: value } };
      try {
        localStorage.setItem(draftKey, JSON.stringify(next));
      } catch {
        // Drafts are a convenience; the page works without them.
      }
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
    <Form method="post" className={styles.quote} noValidate>
      {result?.reference ? (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- holds a heading, which <output> may not
        <div className={`form-message form-message-done ${styles.confirmation}`} role="status">
          <h2>Quote request received</h2>
          <p>
            Your reference is <strong className={styles.reference}>{result.reference}</strong>: {result.tierLabel},{" "}
            {formatRand(result.total ?? 0, { showCents: true })} a year. Your account executive will be in touch within
            two working days.
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
        <TableScroll label="Schedule">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Number of {unit}</th>
                <th scope="col">Average value each (R)</th>
              </tr>
            </thead>
            <tbody>
              {setup.classes.map((c) => {
                const q = fieldName("quantity", c.id);
                const v = fieldName("value", c.id);
                return (
                  <tr key={c.id}>
                    <th scope="row" id={`class-${c.id}`}>
                      {c.label}
                    </th>
                    <td>
                      <input
                        id={q.replace(":", "-")}
                        name={q}
                        inputMode="numeric"
                        className={`form-input ${styles.input}`}
                        aria-labelledby={`class-${c.id} qty-label`}
                        aria-invalid={errors[q] ? true : undefined}
                        aria-describedby={errors[q] ? `${q.replace(":", "-")}-error` : undefined}
                        value={input[c.id]?.quantity ?? ""}
                        onChange={(e) => update(c.id, "quantity", e.target.value)}
                      />
                      {errors[q] ? (
                        <span id={`${q.replace(":", "-")}-error`} className={styles.fieldError}>
                          {errors[q]}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <input
                        id={v.replace(":", "-")}
                        name={v}
                        inputMode="decimal"
                        className={`form-input ${styles.input}`}
                        aria-labelledby={`class-${c.id} value-label`}
                        aria-invalid={errors[v] ? true : undefined}
                        aria-describedby={errors[v] ? `${v.replace(":", "-")}-error` : undefined}
                        value={input[c.id]?.value ?? ""}
                        onChange={(e) => update(c.id, "value", e.target.value)}
                      />
                      {errors[v] ? (
                        <span id={`${v.replace(":", "-")}-error`} className={styles.fieldError}>
                          {errors[v]}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <span id="qty-label" hidden>
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
            <div>
              <dt>Sum insured</dt>
              <dd>{formatRand(mine.sumInsured)}</dd>
            </div>
            <div>
              <dt>Base premium{mine.minimumApplied ? " (the programme's minimum)" : ""}</dt>
              <dd>{formatRand(mine.basePremium, { showCents: true })}</dd>
            </div>
            <div>
              <dt>SASRIA</dt>
              <dd>{formatRand(mine.sasria, { showCents: true })}</dd>
            </div>
            <div>
              <dt>VAT (15%)</dt>
              <dd>{formatRand(mine.vat, { showCents: true })}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total a year</dt>
              <dd>{formatRand(mine.total, { showCents: true })}</dd>
            </div>
            <div>
              <dt>Monthly</dt>
              <dd>{formatRand(mine.monthly, { showCents: true })}</dd>
            </div>
          </dl>
        ) : (
          <p>The premium appears once the schedule is complete.</p>
        )}
      </section>

      {quotes.length ? (
        <section className={styles.section}>
          <h2 id="tiers-heading">Beside the other tiers</h2>
          <TableScroll label="All tiers">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Tier</th>
                  <th scope="col">Excess</th>
                  <th scope="col" className={styles.number}>
                    Total a year
                  </th>
                  <th scope="col" className={styles.number}>
                    Monthly
                  </th>
                </tr>
              </thead>
              <tbody>
                {setup.tiers.map((t) => {
                  const q = quotes.find((x) => x.tierId === t.id)!;
                  return (
                    <tr key={t.id} className={t.id === setup.tierId ? styles.current : undefined}>
                      <th scope="row">
                        {t.label}
                        {t.id === setup.tierId ? <span className="visually-hidden"> (this page)</span> : null}
                      </th>
                      <td>{t.description}</td>
                      <td className={styles.number}>{formatRand(q.total, { showCents: true })}</td>
                      <td className={styles.number}>{formatRand(q.monthly, { showCents: true })}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}

      <p className={styles.section}>
        <button type="submit" name="intent" value="request" className="button" disabled={submitting}>
          {submitting ? "Sending…" : "Request this quote"}
        </button>
      </p>
    </Form>
  );
}

/** The signed-in user's latest quote requests on this programme, so a reference is never lost. */
export function RequestList({
  requests,
}: {
  requests: { reference: string; tier: string; total: number; date: string }[];
}) {
  return (
    <section className={styles.section}>
      <h2 id="requests-heading">Your quote requests</h2>
      <TableScroll label="Your quote requests">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Tier</th>
              <th scope="col" className={styles.number}>
                Total a year
              </th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.reference}>
                <th scope="row" className={styles.reference}>
                  {r.reference}
                </th>
                <td>{r.tier}</td>
                <td className={styles.number}>{formatRand(r.total, { showCents: true })}</td>
                <td>{formatDate(r.date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

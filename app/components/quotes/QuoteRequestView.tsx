import type { ReactNode } from "react";

import { Table, type Column } from "#app/components/Table.tsx";
import { formatRand } from "#app/lib/money.ts";
import { southAfricanTime } from "#app/lib/time.ts";
import type { RequestView } from "#app/quotes/desk.server.ts";
import styles from "./quotes.module.css";

const rand = (cents: number) => formatRand(cents, { showCents: true });

/**
 * A quotation request as both sides read it: the quotation (or the decline,
 * or the policy it was bound on), the schedule it was asked on, and its
 * timeline. The client's page and the underwriting desk's show the same.
 */
export function QuoteRequestView({
  view,
  pdf,
  headingLevel = 2,
  afterQuotation,
}: {
  view: RequestView;
  /** What follows the quotation (the client's answer), before the timeline. */
  afterQuotation?: ReactNode;
  /** The quotation's PDF, once there is a quotation. */
  pdf: string;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  const q = view.quotation;
  type Line = RequestView["schedule"][number];
  // A description column only when some line says more than its class.
  const described = view.schedule.some((l) => l.description && l.description !== l.label);
  const columns: Column<Line>[] = [
    { header: "Class", render: (l) => l.label },
    ...(described ? [{ header: "Description", render: (l: Line) => l.description || "–" }] : []),
    { header: "Number", align: "number", render: (l) => String(l.quantity) },
    { header: "Average value", align: "number", render: (l) => formatRand(l.value) },
    { header: "Sum insured", align: "number", render: (l) => formatRand(l.sumInsured) },
  ];
  return (
    <>
      {view.declineReason ? (
        <section aria-labelledby="decline-heading" className={styles.panel}>
          <H id="decline-heading">Why underwriting declined</H>
          <p className={styles.prose}>{view.declineReason}</p>
        </section>
      ) : null}
      {view.policyNumber ? (
        <p className={styles.panel}>
          Bound under policy number <strong>{view.policyNumber}</strong>.
        </p>
      ) : null}
      {q ? (
        <section aria-labelledby="quotation-heading" className={styles.section}>
          <H id="quotation-heading">The quotation</H>
          <p>
            {view.tier}: {view.excess}. Valid until <strong>{q.validUntil}</strong>
            {view.state === "expired" ? " (expired)" : ""}.
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>Premium</dt>
              <dd>{rand(q.basePremium)}</dd>
            </div>
            <div>
              <dt>SASRIA</dt>
              <dd>{rand(q.sasria)}</dd>
            </div>
            <div>
              <dt>VAT (15%)</dt>
              <dd>{rand(q.vat)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total a year</dt>
              <dd>{rand(q.total)}</dd>
            </div>
            <div>
              <dt>Monthly</dt>
              <dd>{rand(q.monthly)}</dd>
            </div>
          </dl>
          <H id="conditions-heading" className={styles.subheading}>
            Conditions
          </H>
          <p className={styles.prose}>{q.conditions || "None beyond the policy wording."}</p>
          <p>
            <a href={pdf} download>
              Download the quotation {view.reference} (PDF)
            </a>
          </p>
        </section>
      ) : null}
      {afterQuotation}

      <section aria-labelledby="timeline-heading" className={styles.section}>
        <H id="timeline-heading">Timeline</H>
        <ol className={styles.timeline}>
          {view.timeline.map((e) => (
            <li key={e.key}>
              <p className={styles.step}>
                <strong>{e.label}</strong> <time dateTime={e.at}>{southAfricanTime(e.at)}</time>
                {e.by ? <span className={styles.by}> by {e.by}</span> : null}
              </p>
              {e.note ? <p className={styles.note}>{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="schedule-heading" className={styles.section}>
        <H id="schedule-heading">The schedule</H>
        <p>
          As sent with the request: {view.tier} ({view.excess}); the calculator gave {rand(view.calculatorPremium)} a
          year, SASRIA and VAT included.
        </p>
        <Table
          caption="Schedule"
          captionHidden
          layout="cards"
          columns={columns}
          rows={view.schedule}
          rowKey={(l) => `${l.label}-${l.description}`}
          empty="No lines."
        />
      </section>
    </>
  );
}

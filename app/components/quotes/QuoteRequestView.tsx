import type { ReactNode } from "react";

import { Table, type Column } from "#app/components/Table.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import type { RequestView } from "#app/quotes/desk.server.ts";
import { validityLine } from "#app/quotes/quote-outputs.ts";
import styles from "./quotes.module.css";

const rand = (cents: number) => formatRand(cents, { showCents: true });

type Option = NonNullable<RequestView["quotation"]>["options"][number];
/** A line of the options table: what it is and each option's value. */
type Figure = { label: string; value: (o: Option) => string };
const FIGURES: Figure[] = [
  { label: "Excess", value: (o) => o.excess },
  { label: "Premium", value: (o) => rand(o.basePremium) },
  { label: "SASRIA", value: (o) => rand(o.sasria) },
  { label: "VAT (15%)", value: (o) => rand(o.vat) },
  { label: "Total a year", value: (o) => rand(o.total) },
  { label: "Monthly (twelve instalments)", value: (o) => rand(o.monthly) },
];

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
  confirmation,
  attachmentHref,
  addDocuments,
}: {
  view: RequestView;
  /** Where each attached PDF downloads from, by its id. */
  attachmentHref: (id: number) => string;
  /** The form that adds PDFs, where the page offers one. */
  addDocuments?: ReactNode;
  /** The confirmation of cover's PDF, once bound. */
  confirmation?: string;
  /** What follows the quotation (the client's answer), before the timeline. */
  afterQuotation?: ReactNode;
  /** The quotation's PDF, once there is a quotation. */
  pdf: string;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  const q = view.quotation;
  // "Valid until" only while the quotation may be accepted; otherwise what ended it (app/quotes/quote-outputs.ts).
  const validity = validityLine(view.facts);
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
      {view.withdrawReason && view.state === "withdrawn" ? (
        <section aria-labelledby="withdrawn-heading" className={styles.panel}>
          <H id="withdrawn-heading">Why the quotation was withdrawn</H>
          <p className={styles.prose}>{view.withdrawReason}</p>
        </section>
      ) : null}
      {view.policyNumber ? (
        <p className={styles.panel}>
          Bound under policy number <strong>{view.policyNumber}</strong>
          {view.cover ? (
            <>
              , cover from <strong>{formatDate(view.cover.from)}</strong> to{" "}
              <strong>{formatDate(view.cover.to)}</strong>
            </>
          ) : null}
          .{" "}
          {view.confirmation && confirmation ? (
            <a href={confirmation} download>
              Download the confirmation of cover (PDF)
            </a>
          ) : null}
        </p>
      ) : null}
      {q ? (
        <section aria-labelledby="quotation-heading" className={styles.section}>
          <H id="quotation-heading">The quotation{q.version > 1 ? `, version ${q.version}` : ""}</H>
          <p>
            {q.options.length > 1 ? `${q.options.length} options side by side. ` : ""}
            {validity ? <strong>{validity}</strong> : null}
          </p>
          {/*
            The options side by side as the PDF sets them, a column each (issue 35, item 7): seven columns of
            figures did not fit a desktop page (Monthly cut off, the excess wrapping to five lines); a figure a row
            does, and stacks as a card a figure on a phone.
          */}
          <Table
            caption={q.options.length > 1 ? "The options, a year" : "The premium, a year"}
            columns={[
              { header: q.options.length > 1 ? "A year" : "Tier", render: (f: Figure) => f.label },
              ...q.options.map((o) => ({
                header: o.accepted ? `${o.tier} (accepted)` : o.tier,
                className: styles.option,
                render: (f: Figure) => f.value(o),
              })),
            ]}
            layout="cards"
            className={styles.optionsTable}
            rows={FIGURES}
            rowKey={(f) => f.label}
          />
          <H id="conditions-heading" className={styles.subheading}>
            Conditions
          </H>
          <p className={styles.prose}>
            {q.conditions ||
              (view.wording
                ? "None beyond the programme's policy wording."
                : "None beyond the programme's schedule and the insurer's standard terms.")}
          </p>
          <p>
            <a href={pdf} download>
              Download the quotation {view.reference} (PDF)
            </a>
          </p>
          {view.earlierVersions.length ? (
            <>
              <H id="versions-heading" className={styles.subheading}>
                Earlier versions
              </H>
              <ul>
                {view.earlierVersions.map((v) => (
                  <li key={v.version}>
                    Version {v.version}, sent {southAfricanTime(v.at)}
                    {v.by ? ` by ${v.by}` : ""}: {v.options.map((o) => `${o.tier} ${rand(o.premium)}`).join("; ")},
                    valid until {formatDate(v.validUntil)}.
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {afterQuotation}

      {view.attachments.length || addDocuments ? (
        <section aria-labelledby="documents-heading" className={styles.section}>
          <H id="documents-heading">Attached documents</H>
          {view.attachments.length ? (
            <ul className={styles.documents}>
              {view.attachments.map((a) => (
                <li key={a.id}>
                  <a href={attachmentHref(a.id)} download>
                    {a.name}
                  </a>{" "}
                  <span className={styles.by}>
                    (PDF, {a.size}){" "}
                    {a.from === "underwriter"
                      ? `from underwriting${a.quotationVersion ? ` with version ${a.quotationVersion}` : ""}`
                      : "from the client"}
                    , {southAfricanTime(a.at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>No documents yet.</p>
          )}
          {addDocuments}
        </section>
      ) : null}

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

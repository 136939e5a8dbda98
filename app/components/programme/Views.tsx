import { Icon, paths } from "#app/components/Icon.tsx";

import { Table, type Column } from "#app/components/Table.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import type { ProgrammeView } from "#app/programmes/view.server.ts";
import { BarChart } from "./BarChart.tsx";
import styles from "./programme.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const download = paths("M12 15V3", "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4", "m7 10 5 5 5-5");

type View<K extends ProgrammeView["kind"]> = Extract<ProgrammeView, { kind: K }>;
type Year = View<"performance">["years"][number];

const money = (cents: number) => formatRand(cents);
const percent = (n: number) => `${n.toFixed(1)}%`;

const coverColumns: Column<View<"overview">["covers"][number]>[] = [
  { header: "Cover", render: (c) => c.name },
  { header: "Limit", render: (c) => c.limit },
  { header: "What it pays for", render: (c) => c.basis },
];

const tierColumns: Column<View<"overview">["tiers"][number]>[] = [
  { header: "Tier", render: (t) => t.label },
  { header: "Excess", render: (t) => t.description },
  {
    header: "Quotation",
    render: (t) => (t.quotePath ? <a href={t.quotePath}>Quote at {t.label}</a> : "Shown beside the others"),
  },
];

const yearColumns: Column<Year>[] = [
  { header: "Policy year", render: (y) => y.label },
  { header: "Premium", align: "number", render: (y) => money(y.premium) },
  { header: "Claims", align: "number", render: (y) => y.claims },
  { header: "Incurred", align: "number", render: (y) => money(y.incurred) },
  { header: "Loss ratio", align: "number", render: (y) => percent(y.lossRatio) },
  { header: "Claims per 100 units", align: "number", render: (y) => y.frequency.toFixed(1) },
  { header: "Average claim", align: "number", render: (y) => money(y.severity) },
];

const fleetColumns: Column<NonNullable<View<"comparison">["schedule"]>[number]>[] = [
  { header: "Class", render: (l) => l.label },
  { header: "Vehicles", render: (l) => l.description },
  { header: "Number", align: "number", render: (l) => l.quantity },
  { header: "Sum insured", align: "number", render: (l) => money(l.sumInsured) },
];

const aggregateColumns: Column<View<"aggregate">["years"][number]>[] = [
  { header: "Year", render: (y) => y.year },
  { header: "Claims", align: "number", render: (y) => y.claims },
  { header: "Incurred", align: "number", render: (y) => money(y.incurred) },
  { header: "Retained, per-claim excess", align: "number", render: (y) => money(y.conventional) },
  { header: "Retained, aggregate", align: "number", render: (y) => money(y.aggregate) },
];

/** The premium and claims by policy year, drawn, with every yearly figure in the table below. */
function YearlyReview({ years, caption }: { years: readonly Year[]; caption: string }) {
  return (
    <BarChart
      caption="Premium and claims incurred by policy year"
      rowLabel={(y) => y.label}
      series={[
        { name: "Premium", value: (y) => y.premium },
        { name: "Claims incurred", value: (y) => y.incurred },
      ]}
      rows={years}
      format={money}
      table={{ caption, columns: yearColumns }}
    />
  );
}

export function OverviewView({ view }: { view: View<"overview"> }) {
  return (
    <>
      <p className={styles.lead}>{view.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Policy number</dt>
          <dd>{view.policyNumber}</dd>
        </div>
        {view.coverPeriod ? (
          <div>
            <dt>Period of cover</dt>
            <dd>
              {formatDate(view.coverPeriod.from)} to {formatDate(view.coverPeriod.to)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Renewal date</dt>
          <dd>{view.renewalDateText}</dd>
        </div>
        <div>
          <dt>Excess tiers</dt>
          <dd>{view.tiers.length}</dd>
        </div>
      </dl>

      {view.review ? (
        <section className={styles.section}>
          <h2 id="review">Claims and premium, three years</h2>
          <YearlyReview years={view.review} caption="Three-year claims and premium review" />
        </section>
      ) : null}

      <section className={styles.section}>
        <h2 id="covers">Covers and limits</h2>
        <Table
          caption="Covers and limits"
          captionHidden
          columns={coverColumns}
          rows={view.covers}
          rowKey={(c) => c.name}
        />
      </section>

      <section className={styles.section}>
        <h2 id="tiers">Excess tiers</h2>
        <Table caption="Excess tiers" captionHidden columns={tierColumns} rows={view.tiers} rowKey={(t) => t.id} />
      </section>

      <section className={styles.section}>
        <h2 id="contacts">Claims contacts</h2>
        <ul className={styles.contacts}>
          {view.contacts.map((c) => (
            <li key={c.email}>
              <strong>{c.name}</strong>
              <br />
              {c.role}
              <br />
              <a href={`tel:${c.phone.replace(/\s+/g, "")}`}>{c.phone}</a>
              <br />
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ComparisonView({ view }: { view: View<"comparison"> }) {
  const label = (id: string) => view.tiers.find((t) => t.id === id)?.label ?? id;
  return (
    <>
      <p className={styles.lead}>
        Each excess tier on the current schedule, set against the programme's own {view.claimsCount} claims over{" "}
        {view.years} years: the premium, what the client would have carried itself, and the two together.
      </p>
      {view.schedule ? (
        <section className={styles.section}>
          <h2 id="schedule">The fleet quoted</h2>
          <Table
            caption="The fleet quoted"
            captionHidden
            columns={fleetColumns}
            rows={view.schedule}
            rowKey={(l) => l.label}
          />
        </section>
      ) : null}
      <section className={styles.section}>
        <h2 id="tiers-compared">Tiers side by side</h2>
        <BarChart
          caption="Annual cost by tier: premium and retained claims"
          rowLabel={(r) => label(r.tierId)}
          series={[
            { name: "Premium (incl. SASRIA and VAT)", value: (r) => r.annualPremium },
            { name: "Retained claims a year", value: (r) => r.retainedPerYear },
          ]}
          rows={view.rows}
          format={money}
          table={{
            caption: "Tiers compared",
            columns: [
              { header: "Tier", render: (r) => label(r.tierId) },
              { header: "Annual premium", align: "number", render: (r) => money(r.annualPremium) },
              { header: "Average excess per claim", align: "number", render: (r) => money(r.averageExcess) },
              { header: "Retained claims a year", align: "number", render: (r) => money(r.retainedPerYear) },
              { header: "Total cost a year", align: "number", render: (r) => money(r.totalCostPerYear) },
            ],
          }}
        />
      </section>
    </>
  );
}

export function AggregateView({ view }: { view: View<"aggregate"> }) {
  const discount = Math.round((view.premium * view.discountPercent) / 100);
  return (
    <>
      <p className={styles.lead}>
        A conventional excess of {view.tier.description} ({view.tier.label}) set against an annual aggregate deductible
        of {money(view.deductible)}: the client carries every claim until the year's total reaches the deductible, and
        nothing after it, for a premium {view.discountPercent}% lower (about {money(discount)} a year).
      </p>
      <BarChart
        caption="Retained by the client each year"
        rowLabel={(y) => String(y.year)}
        series={[
          { name: "Per-claim excess", value: (y) => y.conventional },
          { name: "Aggregate deductible", value: (y) => y.aggregate },
        ]}
        rows={view.years}
        format={money}
        table={{ caption: "Conventional excess against aggregate deductible", columns: aggregateColumns }}
      />
    </>
  );
}

export function PerformanceView({ view }: { view: View<"performance"> }) {
  return (
    <>
      <p className={styles.lead}>
        Loss ratio, claim frequency and severity by policy year, and the claims by category.
      </p>
      <YearlyReview years={view.years} caption="Performance by policy year" />
      <section className={styles.section}>
        <h2 id="categories">Claims by category, three years</h2>
        <BarChart
          caption="Claims incurred by category"
          rowHeader="Category"
          rowLabel={(c) => c.category}
          series={[
            { name: "Incurred", value: (c) => c.incurred, text: (c) => `${money(c.incurred)} (${c.claims} claims)` },
          ]}
          rows={view.categories}
          format={money}
        />
      </section>
    </>
  );
}

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Versions uploaded ahead of their day: the one in force stays until then (decision 0044). */
function UpcomingWordings({ upcoming }: { upcoming: View<"wording">["upcoming"] }) {
  if (!upcoming.length) return null;
  return (
    <ul>
      {upcoming.map((u) => (
        <li key={u.version}>
          Version {u.version}: in force from {formatDate(u.effectiveDate)}, in the programme&apos;s documents.
        </li>
      ))}
    </ul>
  );
}

export function WordingView({ view }: { view: View<"wording"> }) {
  if (!view.wording)
    return (
      <>
        <p className={styles.lead}>The policy wording for this programme is issued on paper.</p>
        <UpcomingWordings upcoming={view.upcoming} />
      </>
    );
  const { wording } = view;
  return (
    <div className={styles.wording}>
      <p className={styles.lead}>
        Version {wording.version}, in force from {formatDate(wording.effectiveDate)}.
      </p>
      <UpcomingWordings upcoming={view.upcoming} />
      <p>
        <a className="button" href={view.pdf} download>
          <Icon icon={download} size={18} /> Download the wording (PDF)
        </a>
      </p>
      {wording.sections.length ? (
        <nav aria-labelledby="contents" className={styles.section}>
          <h2 id="contents">Contents</h2>
          <ul className={styles.toc}>
            {wording.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${anchor(s.heading)}`}>{s.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        // A version issued as the insurer's PDF only (uploaded at /staff/programmes): the download is the wording.
        <p>This version of the wording is issued as a PDF: download it above.</p>
      )}
      {wording.sections.map((s) => (
        <section key={s.heading} className={styles.section}>
          <h2 id={anchor(s.heading)}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

import { Table, type Column } from "#app/components/Table.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import type { LossRun, LossRunClaim, LossRunYear } from "#app/programmes/loss-run.ts";
import { BarChart } from "./BarChart.tsx";
import styles from "./programme.module.css";

type Category = LossRun["categories"][number];

const money = (cents: number) => formatRand(cents);
const ratio = (value: number | null) => (value === null ? "No premium on record" : `${value.toFixed(1)}%`);

const yearColumns: Column<LossRunYear>[] = [
  { header: "Policy year", render: (y) => y.label },
  { header: "Claims", align: "number", render: (y) => y.claims },
  { header: "Paid", align: "number", render: (y) => money(y.paid) },
  { header: "Outstanding", align: "number", render: (y) => money(y.outstanding) },
  { header: "Incurred", align: "number", render: (y) => money(y.incurred) },
  { header: "Premium", align: "number", render: (y) => (y.premium === null ? "None on record" : money(y.premium)) },
  { header: "Loss ratio", align: "number", render: (y) => ratio(y.lossRatio) },
];

const largeLossColumns: Column<LossRunClaim & { key: number }>[] = [
  { header: "Claim", render: (c) => c.reference ?? "Reported before online claims" },
  { header: "Policy year", render: (c) => c.policyYear },
  { header: "Date of loss", render: (c) => formatDate(c.lossDate) },
  { header: "Category", render: (c) => c.category },
  { header: "Paid", align: "number", render: (c) => money(c.paid) },
  { header: "Outstanding", align: "number", render: (c) => money(c.outstanding) },
  { header: "Incurred", align: "number", render: (c) => money(c.incurred) },
];

const categoryColumns: Column<Category>[] = [
  { header: "Category", render: (c) => c.category },
  { header: "Claims", align: "number", render: (c) => c.claims },
  { header: "Paid", align: "number", render: (c) => money(c.paid) },
  { header: "Outstanding", align: "number", render: (c) => money(c.outstanding) },
  { header: "Incurred", align: "number", render: (c) => money(c.incurred) },
];

/**
 * The live loss run (app/programmes/loss-run.ts): the history and every claim with the claims team, paid and
 * still reserved. Each chart's table is its text alternative: screen readers are given the table.
 */
export function LossRunView({ run, slug }: { run: Omit<LossRun, "claims"> & { asAt: string }; slug: string }) {
  return (
    <section className={styles.section} aria-labelledby="loss-run">
      <h2 id="loss-run">Claims experience as at {run.asAt}</h2>
      <p>
        The claims of the policy years above and every claim our claims team has received since, with what has been paid
        and what is still reserved, as the claims team records it. Policy years run from the renewal anniversary.
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Claims</dt>
          <dd>{run.totals.claims}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{money(run.totals.paid)}</dd>
        </div>
        <div>
          <dt>Outstanding</dt>
          <dd>{money(run.totals.outstanding)}</dd>
        </div>
        <div>
          <dt>Incurred</dt>
          <dd>{money(run.totals.incurred)}</dd>
        </div>
        <div>
          <dt>Loss ratio</dt>
          <dd>{ratio(run.totals.lossRatio)}</dd>
        </div>
      </dl>
      <BarChart
        caption="Paid and outstanding by policy year"
        rowLabel={(y) => y.label}
        series={[
          { name: "Paid", value: (y) => y.paid },
          { name: "Outstanding", value: (y) => y.outstanding },
        ]}
        rows={run.years}
        format={money}
        table={{ caption: "Loss run by policy year", columns: yearColumns }}
      />
      <BarChart
        caption="Claims incurred by category, all years"
        rowLabel={(c) => c.category}
        series={[{ name: "Incurred", value: (c) => c.incurred }]}
        rows={run.categories}
        format={money}
        table={{ caption: "Loss run by category", columns: categoryColumns }}
      />
      <h3>Large losses: {money(run.largeLosses.threshold)} or more</h3>
      <Table
        caption={`Claims incurring ${money(run.largeLosses.threshold)} or more, largest first`}
        columns={largeLossColumns}
        rows={run.largeLosses.claims.map((claim, key) => ({ ...claim, key }))}
        rowKey={(c) => c.key}
        layout="cards"
        empty={`No claim has incurred ${money(run.largeLosses.threshold)} or more.`}
      />
      <p>
        <a className="button" href={`/${slug}/loss-run.csv`} download>
          Download the loss run (CSV)
        </a>{" "}
        <a className="button button-secondary" href={`/${slug}/loss-run.pdf`} download>
          Download the loss run (PDF)
        </a>
      </p>
    </section>
  );
}

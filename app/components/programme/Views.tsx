import { Download } from "lucide-react";

import { formatDate } from "#app/lib/dates.ts";
import { formatRand } from "#app/lib/money.ts";
import type { ProgrammeView } from "#app/programmes/view.server.ts";
import { BarChart } from "./BarChart.tsx";
import styles from "./programme.module.css";
import { TableScroll } from "./TableScroll.tsx";

type View<K extends ProgrammeView["kind"]> = Extract<ProgrammeView, { kind: K }>;

const money = (cents: number) => formatRand(cents);
const percent = (n: number) => `${n.toFixed(1)}%`;

function TierTable({ tiers }: { tiers: View<"overview">["tiers"] }) {
  return (
    <TableScroll label="Excess tiers">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Excess</th>
            <th scope="col">Quotation</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t) => (
            <tr key={t.id}>
              <th scope="row">{t.label}</th>
              <td>{t.description}</td>
              <td>{t.quotePath ? <a href={t.quotePath}>Quote at {t.label}</a> : "Shown beside the others"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function YearlyTable({ years, caption }: { years: View<"performance">["years"]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col" className={styles.number}>
              Premium
            </th>
            <th scope="col" className={styles.number}>
              Claims
            </th>
            <th scope="col" className={styles.number}>
              Incurred
            </th>
            <th scope="col" className={styles.number}>
              Loss ratio
            </th>
            <th scope="col" className={styles.number}>
              Claims per 100 units
            </th>
            <th scope="col" className={styles.number}>
              Average claim
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td className={styles.number}>{money(y.premium)}</td>
              <td className={styles.number}>{y.claims}</td>
              <td className={styles.number}>{money(y.incurred)}</td>
              <td className={styles.number}>{percent(y.lossRatio)}</td>
              <td className={styles.number}>{y.frequency.toFixed(1)}</td>
              <td className={styles.number}>{money(y.severity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function premiumAndClaimsChart(years: View<"performance">["years"], caption: string) {
  return (
    <BarChart
      caption={caption}
      rowHeader="Year"
      series={["Premium", "Claims incurred"]}
      rows={years.map((y) => ({
        label: String(y.year),
        values: [y.premium, y.incurred],
        display: [money(y.premium), money(y.incurred)],
      }))}
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
        <div>
          <dt>Renewal date</dt>
          <dd>{formatDate(view.renewalDate)}</dd>
        </div>
        <div>
          <dt>Excess tiers</dt>
          <dd>{view.tiers.length}</dd>
        </div>
      </dl>

      {view.review ? (
        <section className={styles.section}>
          <h2 id="review">Claims and premium, three years</h2>
          {premiumAndClaimsChart(view.review, "Premium and claims incurred by policy year")}
          <YearlyTable years={view.review} caption="Three-year claims and premium review" />
        </section>
      ) : null}

      <section className={styles.section}>
        <h2 id="covers">Covers and limits</h2>
        <TableScroll label="Covers and limits">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Cover</th>
                <th scope="col">Limit</th>
                <th scope="col">What it pays for</th>
              </tr>
            </thead>
            <tbody>
              {view.covers.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>{c.limit}</td>
                  <td>{c.basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className={styles.section}>
        <h2 id="tiers">Excess tiers</h2>
        <TierTable tiers={view.tiers} />
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
          <TableScroll label="The fleet quoted">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Vehicles</th>
                  <th scope="col" className={styles.number}>
                    Number
                  </th>
                  <th scope="col" className={styles.number}>
                    Sum insured
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.schedule.map((l) => (
                  <tr key={l.label}>
                    <th scope="row">{l.label}</th>
                    <td>{l.description}</td>
                    <td className={styles.number}>{l.quantity}</td>
                    <td className={styles.number}>{money(l.sumInsured)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}
      <section className={styles.section}>
        <h2 id="tiers-compared">Tiers side by side</h2>
        <BarChart
          caption="Annual cost by tier: premium and retained claims"
          rowHeader="Tier"
          series={["Premium (incl. SASRIA and VAT)", "Retained claims a year"]}
          rows={view.rows.map((r) => ({
            label: label(r.tierId),
            values: [r.annualPremium, r.retainedPerYear],
            display: [money(r.annualPremium), money(r.retainedPerYear)],
          }))}
        />
        <TableScroll label="Tiers compared">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col" className={styles.number}>
                  Annual premium
                </th>
                <th scope="col" className={styles.number}>
                  Average excess per claim
                </th>
                <th scope="col" className={styles.number}>
                  Retained claims a year
                </th>
                <th scope="col" className={styles.number}>
                  Total cost a year
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((r) => (
                <tr key={r.tierId}>
                  <th scope="row">{label(r.tierId)}</th>
                  <td className={styles.number}>{money(r.annualPremium)}</td>
                  <td className={styles.number}>{money(r.averageExcess)}</td>
                  <td className={styles.number}>{money(r.retainedPerYear)}</td>
                  <td className={styles.number}>{money(r.totalCostPerYear)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
        rowHeader="Year"
        series={["Per-claim excess", "Aggregate deductible"]}
        rows={view.years.map((y) => ({
          label: String(y.year),
          values: [y.conventional, y.aggregate],
          display: [money(y.conventional), money(y.aggregate)],
        }))}
      />
      <TableScroll label="Conventional excess against aggregate deductible">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col" className={styles.number}>
                Claims
              </th>
              <th scope="col" className={styles.number}>
                Incurred
              </th>
              <th scope="col" className={styles.number}>
                Retained, per-claim excess
              </th>
              <th scope="col" className={styles.number}>
                Retained, aggregate
              </th>
            </tr>
          </thead>
          <tbody>
            {view.years.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td className={styles.number}>{y.claims}</td>
                <td className={styles.number}>{money(y.incurred)}</td>
                <td className={styles.number}>{money(y.conventional)}</td>
                <td className={styles.number}>{money(y.aggregate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

export function PerformanceView({ view }: { view: View<"performance"> }) {
  return (
    <>
      <p className={styles.lead}>
        Loss ratio, claim frequency and severity by policy year, and the claims by category.
      </p>
      {premiumAndClaimsChart(view.years, "Premium and claims incurred by policy year")}
      <YearlyTable years={view.years} caption="Performance by policy year" />
      <section className={styles.section}>
        <h2 id="categories">Claims by category, three years</h2>
        <BarChart
          caption="Claims incurred by category"
          rowHeader="Category"
          series={["Incurred"]}
          rows={view.categories.map((c) => ({
            label: c.category,
            values: [c.incurred],
            display: [`${money(c.incurred)} (${c.claims} claims)`],
          }))}
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

export function WordingView({ view }: { view: View<"wording"> }) {
  if (!view.wording) return <p className={styles.lead}>The policy wording for this programme is issued on paper.</p>;
  const { wording } = view;
  return (
    <div className={styles.wording}>
      <p className={styles.lead}>
        Version {wording.version}, in force from {formatDate(wording.effectiveDate)}.
      </p>
      <p>
        <a className="button" href={view.pdf} download>
          <Download aria-hidden="true" size={18} /> Download the wording (PDF)
        </a>
      </p>
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

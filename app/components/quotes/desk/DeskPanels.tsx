import { Badge } from "#app/components/Badge.tsx";
import { TextArea } from "#app/components/forms/fields.tsx";
import { ActionForm } from "#app/components/staff/ActionForm.tsx";
import { Table } from "#app/components/Table.tsx";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import type { RequestView, UnderwritingView } from "#app/quotes/desk.server.ts";
import { LIMITS, type DeskResult } from "#app/quotes/desk-form.ts";
import { SERVICE_TARGET_BUSINESS_DAYS } from "#app/quotes/workflow.ts";
import styles from "#app/routes/staff/staff.module.css";
import { problemsOf } from "./step-form.tsx";

/** The panels of the quotation desk around its steps: the request at a glance, the note, the figures. */

/** The request at a glance: its state and what to do next, the client, who asked and how long it has waited. */
export function DeskSummary({
  view,
  desk,
  requester,
}: {
  view: Pick<RequestView, "stateTone" | "stateLabel" | "client" | "renewal" | "createdAt">;
  desk: Pick<UnderwritingView, "state" | "age">;
  requester: { name: string; email: string } | null;
}) {
  return (
    <dl className={styles.fields}>
      <div>
        <dt>State</dt>
        <dd>
          <Badge tone={view.stateTone}>{view.stateLabel}</Badge>
          {desk.state.next ? ` ${desk.state.next}` : null}
        </dd>
      </div>
      <div>
        <dt>Client</dt>
        <dd>
          {view.client}
          {view.renewal ? " (renewal)" : ""}
        </dd>
      </div>
      <div>
        <dt>Requested by</dt>
        <dd>{requester ? `${requester.name} (${requester.email})` : "An account that has since been removed"}</dd>
      </div>
      <div>
        <dt>Requested</dt>
        <dd>
          {southAfricanTime(view.createdAt)}
          {desk.age.waiting
            ? `: waiting ${desk.age.days} business day${desk.age.days === 1 ? "" : "s"} (target ${SERVICE_TARGET_BUSINESS_DAYS})`
            : ""}{" "}
          {desk.age.overdue ? <Badge tone="danger">Over target</Badge> : null}
        </dd>
      </div>
    </dl>
  );
}

/** An internal note: on the desk's timeline only. It changes no state, so it is never held. */
export function NotePanel({ result }: { result?: DeskResult }) {
  return (
    <section aria-labelledby="note-heading" className={styles.section}>
      <h2 id="note-heading">Internal note</h2>
      <ActionForm
        intent="note"
        label="Add the note"
        explain="For underwriting only: it goes on the desk's timeline, never to the client."
        error={undefined}
      >
        <TextArea name="note" label="Note" required maxLength={LIMITS.note} problems={problemsOf(result, "note")} />
      </ActionForm>
    </section>
  );
}

/** The quote engine's premium for every tier of the programme on the client's schedule. */
export function TiersPanel({ tiers, asked }: { tiers: UnderwritingView["tiers"]; asked: string }) {
  return (
    <section aria-labelledby="tiers-heading" className={styles.section}>
      <h2 id="tiers-heading">The calculator on this schedule</h2>
      <p>The quote engine&apos;s premium for every tier of the programme; the client asked about {asked}.</p>
      <Table
        caption="Premium by tier"
        captionHidden
        columns={[
          { header: "Tier", render: (t) => (t.requested ? `${t.label} (asked for)` : t.label) },
          { header: "Excess", render: (t) => t.description },
          { header: "Premium", align: "number", render: (t) => formatRand(t.basePremium, { showCents: true }) },
          { header: "SASRIA", align: "number", render: (t) => formatRand(t.sasria, { showCents: true }) },
          { header: "VAT", align: "number", render: (t) => formatRand(t.vat, { showCents: true }) },
          { header: "Total a year", align: "number", render: (t) => formatRand(t.total, { showCents: true }) },
        ]}
        rows={tiers}
        rowKey={(t) => t.tierId}
      />
    </section>
  );
}

/** The programme's premium and claims by policy year. */
export function ClaimsPanel({ claims }: { claims: UnderwritingView["claims"] }) {
  return (
    <section aria-labelledby="claims-heading" className={styles.section}>
      <h2 id="claims-heading">Claims history</h2>
      <Table
        caption="Premium and claims by policy year"
        captionHidden
        columns={[
          { header: "Policy year", render: (y) => y.label },
          { header: "Premium", align: "number", render: (y) => formatRand(y.premium) },
          { header: "Claims", align: "number", render: (y) => String(y.claims) },
          { header: "Incurred", align: "number", render: (y) => formatRand(y.incurred) },
          { header: "Loss ratio", align: "number", render: (y) => `${y.lossRatio}%` },
        ]}
        rows={claims}
        rowKey={(y) => y.year}
      />
    </section>
  );
}

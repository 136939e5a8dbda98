import { Form } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { pageNumber, listLink, Pager } from "#app/components/Pager.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { referenceColumn } from "#app/components/staff/referenceColumn.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import { emailProgress } from "#app/email/progress.ts";
import { countSubmissions, listSubmissions } from "#app/forms/submissions.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { formKinds, isFormKind } from "#app/forms/kinds.ts";
import { submissionFilters } from "#app/forms/export.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/submissions";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const query = submissionFilters(url);
  const total = await countSubmissions(database, query);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page that exists: the first for anything unreadable, the last for anything past it (1e18 would fail the query).
  const page = pageNumber(url.searchParams.get("page"), pages);
  await recordAudit(database.db, {
    action: "submissions-listed",
    actor: actorOf(member, context),
    detail: {
      kind: query.kindParam || "all",
      since: query.sinceParam || "any time",
      until: query.untilParam || "now",
      page,
    },
  });
  const rows = await listSubmissions(database, { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const mail = await emailStates(
    database,
    rows.map((r) => r.reference),
  );
  return {
    kind: query.kindParam,
    since: query.sinceParam,
    until: query.untilParam,
    page,
    pages,
    total,
    emailOn: mailEnabled(),
    rows: rows.map((r) => ({
      reference: r.reference,
      kind: r.kind,
      formArea: r.formArea,
      createdAt: r.createdAt.toISOString(),
      from: String(r.payload.name ?? r.payload.contactName ?? ""),
      // Each message's own state: one sent says nothing of another about the same submission.
      emails: (mail.get(r.reference) ?? []).map(emailProgress),
    })),
  };
}

export function meta() {
  return [{ title: `Form submissions | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function title(kind: string) {
  return isFormKind(kind) ? formDefinitions[kind].title : kind;
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  referenceColumn("/staff/submissions"),
  { header: "Received", render: (r) => southAfricanTime(r.createdAt), className: styles.nowrap },
  { header: "Form", render: (r) => title(r.kind) },
  { header: "From", render: (r) => r.from },
  { header: "Sent from", render: (r) => `/${r.formArea}` },
];

const PROGRESS = { sent: "Sent", waiting: "Waiting", failed: "Failed" } as const;

/** Shown only when e-mail notifications are on. */
const emailColumn: Column<Row> = {
  header: "E-mail",
  render: (r) => (r.emails.length ? r.emails.map((p) => PROGRESS[p]).join(", ") : "None"),
};

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { rows, kind, since, until, page, pages, total, emailOn } = loaderData;
  const filters = new URLSearchParams({ ...(kind && { kind }), ...(since && { since }), ...(until && { until }) });
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Form submissions</h1>
      <p>
        Every enquiry, call-back request, broker application, claim notification and complaint sent through the site,
        newest first. {emailOn ? "Staff are also told by e-mail." : "E-mail notifications are off (no SMTP_URL)."}
      </p>
      <Form method="get" className={styles.filters}>
        <div className="form-field">
          <label htmlFor="kind">Form</label>
          <select id="kind" name="kind" className="form-input" defaultValue={kind}>
            <option value="">All forms</option>
            {formKinds.map((k) => (
              <option key={k} value={k}>
                {formDefinitions[k].title}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="since">Sent since</label>
          <input id="since" name="since" type="date" className="form-input" defaultValue={since} />
        </div>
        <div className="form-field">
          <label htmlFor="until">Sent until</label>
          <input id="until" name="until" type="date" className="form-input" defaultValue={until} />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <p className={styles.exports}>
        {total} submission{total === 1 ? "" : "s"}. Download these as{" "}
        <a href={`/staff/submissions/export?${new URLSearchParams({ ...Object.fromEntries(filters), format: "csv" })}`}>
          CSV
        </a>{" "}
        or{" "}
        <a
          href={`/staff/submissions/export?${new URLSearchParams({ ...Object.fromEntries(filters), format: "json" })}`}
        >
          JSON
        </a>
        .
      </p>
      <Table
        caption="Submissions"
        captionHidden
        columns={emailOn ? [...columns, emailColumn] : columns}
        rows={rows}
        rowKey={(r) => r.reference}
        empty="No submissions match."
      />
      <Pager
        page={page}
        pages={pages}
        link={(n) => listLink({ kind, since, until }, n)}
        label="Pages of submissions"
        previous="Newer"
        next="Older"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

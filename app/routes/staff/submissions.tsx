import { Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { staffByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ExportLink, ListPage, ListSearch, NEWEST_FIRST } from "#app/components/list/ListPage.tsx";
import { listLink, paging } from "#app/components/list/list-params.ts";
import { OwnerFilter, ownerOptions } from "#app/components/staff/QueueFilters.tsx";
import type { Column } from "#app/components/Table.tsx";
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
import {
  SUBMISSION_STATE_LABELS,
  SUBMISSION_STATES,
  SUBMISSION_TARGET_BUSINESS_DAYS,
  submissionParams,
  submissionsHref,
  type SubmissionFilter,
} from "#app/forms/submission-queue.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/submissions";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const me = member.user.email.toLowerCase();
  const query = submissionFilters(url, { me });
  const total = await countSubmissions(database, query);
  const { page, pages, limit, offset } = paging(url.searchParams, total, PAGE_SIZE);
  await recordAudit(database.db, {
    action: "submissions-listed",
    actor: actorOf(member, context),
    detail: {
      kind: query.kindParam || "all",
      since: query.sinceParam || "any time",
      until: query.untilParam || "now",
      state: query.work.state ?? "to do",
      owner: query.work.owner ?? "anyone",
      ...(query.work.overdue && { overdue: true }),
      page,
    },
  });
  const rows = await listSubmissions(database, { ...query, limit, offset });
  const mail = await emailStates(
    database,
    rows.map((r) => r.reference),
  );
  const names = await staffByEmail(
    database,
    rows.flatMap((r) => (r.ownerEmail ? [r.ownerEmail] : [])),
  );
  const team = await staffWithRole(database, "staff");
  const filter: SubmissionFilter = {
    kind: query.kindParam || undefined,
    since: query.sinceParam || undefined,
    until: query.untilParam || undefined,
    ...query.work,
  };
  return {
    filter,
    owners: ownerOptions(team, me, { me: "Mine", nobody: "Nobody (the team's)" }),
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
      state: r.state,
      owner: r.ownerEmail ? (names.get(r.ownerEmail)?.name ?? r.ownerEmail) : null,
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
  {
    header: "State",
    render: (r) => <Badge tone={r.state === "new" ? "attention" : "neutral"}>{SUBMISSION_STATE_LABELS[r.state]}</Badge>,
  },
  { header: "Owner", render: (r) => r.owner ?? "Nobody" },
];

/** What the list shows, in words, from its filter. */
function described(filter: SubmissionFilter, ownerName: string | undefined): string {
  const what =
    filter.state === "all"
      ? "submissions in any state"
      : filter.state
        ? `submissions marked “${SUBMISSION_STATE_LABELS[filter.state].toLowerCase()}”`
        : "submissions still to do (new or in hand)";
  const overdue = filter.overdue ? `, new and waiting more than ${SUBMISSION_TARGET_BUSINESS_DAYS} business days` : "";
  const owner =
    filter.owner === "me"
      ? ", yours"
      : filter.owner === "nobody"
        ? ", owned by nobody"
        : filter.owner
          ? `, owned by ${ownerName ?? filter.owner}`
          : "";
  return `${what}${overdue}${owner}`;
}

const PROGRESS = { sent: "Sent", waiting: "Waiting", failed: "Failed" } as const;

/** Shown only when e-mail notifications are on. */
const emailColumn: Column<Row> = {
  header: "E-mail",
  render: (r) => (r.emails.length ? r.emails.map((p) => PROGRESS[p]).join(", ") : "None"),
};

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { rows, filter, owners, page, pages, total, emailOn } = loaderData;
  // The downloads take the form and the dates (as `npm run submissions -- export` does), whatever the state.
  const exportHref = (format: string) =>
    `/staff/submissions/export${listLink({ kind: filter.kind, since: filter.since, format }, 1)}`;
  const shown = described(filter, owners.find((o) => o.value === filter.owner)?.label);
  const pageLink = (n: number) => listLink(Object.fromEntries(submissionParams(filter)), n);
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Form submissions</h1>
      <p>
        Every enquiry, call-back request, broker application, claim notification and complaint sent through the site,
        newest first. {emailOn ? "Staff are also told by e-mail." : "E-mail notifications are off (no SMTP_URL)."}
      </p>
      <ListPage
        search={
          <ListSearch
            label="Filter the submissions"
            hidden={{ overdue: filter.overdue ? "1" : undefined }}
            after={
              <>
                <Link to="/staff/submissions">Clear the filters</Link>
                <Link to={submissionsHref({ state: "all" })}>Every submission</Link>
              </>
            }
          >
            <SelectField
              name="kind"
              label="Form"
              placeholder="All forms"
              options={formKinds.map((k) => ({ value: k, label: formDefinitions[k].title }))}
              defaultValue={filter.kind ?? ""}
            />
            <TextField name="since" label="Sent since" type="date" defaultValue={filter.since ?? ""} />
            <TextField name="until" label="Sent until" type="date" defaultValue={filter.until ?? ""} />
            <SelectField
              name="state"
              label="State"
              options={[
                { value: "all", label: "Any state" },
                ...SUBMISSION_STATES.map((s) => ({ value: s, label: SUBMISSION_STATE_LABELS[s] })),
              ]}
              placeholder="To do (new or in hand)"
              defaultValue={filter.state ?? ""}
            />
            <OwnerFilter options={owners} value={filter.owner} />
          </ListSearch>
        }
        count={
          <>
            {total} {total === 1 ? shown.replace("submissions", "submission") : shown}. Download every submission of
            this form and period, in any state, as <ExportLink href={exportHref("csv")}>CSV</ExportLink> or{" "}
            <ExportLink href={exportHref("json")}>JSON</ExportLink>.
          </>
        }
        table={{
          caption: shown,
          columns: emailOn ? [...columns, emailColumn] : columns,
          rows,
          rowKey: (r) => r.reference,
          empty: "No submissions match.",
        }}
        pager={{ page, pages, link: pageLink, label: "Pages of submissions", ...NEWEST_FIRST }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

import { contextLabel } from "#app/accounts/labels.ts";
import { isAuthContextId } from "#app/auth/contexts.ts";
import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ExportLink, ListPage, ListSearch, NEWEST_FIRST } from "#app/components/list/ListPage.tsx";
import { listLink, paging } from "#app/components/list/list-params.ts";
import { site } from "#app/config/site.ts";
import { auditFilters } from "./audit-filters.ts";
import { AUDIT_ACTIONS, isAuditAction } from "#app/audit/actions.ts";
import { countAudit, listAudit } from "#app/audit/audit-log.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/audit";
import styles from "./staff.module.css";

const PAGE_SIZE = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "admin");
  const { database } = await services();
  const { query, params } = auditFilters(url);
  const total = await countAudit(database, query);
  const { page, pages, limit, offset } = paging(url.searchParams, total, PAGE_SIZE);
  const entries = await listAudit(database, { ...query, limit, offset });
  return {
    filters: params,
    page,
    pages,
    total,
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      action: isAuditAction(e.action) ? AUDIT_ACTIONS[e.action] : e.action,
      who: e.actorEmail ?? "—",
      whoContext: e.actorContext && isAuthContextId(e.actorContext) ? contextLabel(e.actorContext) : "",
      target: e.target ?? "",
      targetContext: e.targetContext && isAuthContextId(e.targetContext) ? contextLabel(e.targetContext) : "",
      address: e.address ?? "—",
      detail: describe(e.detail),
    })),
  };
}

/** A detail object in a line people can read: "roles: admin, staff; emailed: yes". */
function describe(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.join(", ") || "none"
        : typeof value === "boolean"
          ? value
            ? "yes"
            : "no"
          : typeof value === "object" && value
            ? JSON.stringify(value)
            : String(value);
      return `${key}: ${shown}`;
    })
    .join("; ");
}

export function meta() {
  return [{ title: `Audit log | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const columns = [
  { header: "When", render: (e: Entry) => southAfricanTime(e.at) },
  {
    header: "Who",
    render: (e: Entry) => (
      <>
        {e.who}
        {e.whoContext ? <span className={styles.muted}> ({e.whoContext})</span> : null}
      </>
    ),
  },
  { header: "What", render: (e: Entry) => e.action },
  {
    header: "To whom or what",
    render: (e: Entry) => (
      <>
        {e.target || "—"}
        {e.targetContext && e.targetContext !== e.whoContext ? (
          <span className={styles.muted}> ({e.targetContext})</span>
        ) : null}
      </>
    ),
  },
  { header: "From", render: (e: Entry) => e.address },
  { header: "Detail", render: (e: Entry) => <span className={styles.muted}>{e.detail}</span> },
];

/** The audit log for administrators: filter by person, action and dates; page through; download as CSV. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filters, entries, page, pages, total } = loaderData;
  const pageLink = (n: number) => listLink(filters, n);
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Audit log</h1>
      <p>
        Sign-ins (and failed ones), sign-outs, password resets, invitations, role changes, disabling, enabling and
        removals, and staff reading and exporting submissions: who, what, to whom, when and from which address. Entries
        are kept for good: nobody can change or delete them through the site.
      </p>
      <ListPage
        search={
          <ListSearch label="Filter the audit log">
            <TextField
              name="person"
              label="Person's e-mail contains"
              type="search"
              maxLength={254}
              defaultValue={filters.person}
            />
            <SelectField
              name="action"
              label="Action"
              placeholder="Any action"
              options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
              defaultValue={filters.action}
            />
            <TextField name="from" label="From (date)" type="date" defaultValue={filters.from} />
            <TextField name="to" label="To (date)" type="date" defaultValue={filters.to} />
          </ListSearch>
        }
        count={
          <>
            {total} entr{total === 1 ? "y" : "ies"}.{" "}
            <ExportLink href={`/staff/audit/export${listLink(filters, 1)}`}>Download these as CSV</ExportLink>.
          </>
        }
        table={{
          caption: "Audit log entries, newest first",
          columns,
          rows: entries,
          rowKey: (e) => e.id,
          empty: "Nothing on record matches.",
        }}
        pager={{ page, pages, link: pageLink, label: "Pages of the audit log", ...NEWEST_FIRST }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

import { Link } from "react-router";

import { CONTEXT_OPTIONS, contextLabel, STATUS_INFO } from "#app/accounts/labels.ts";
import { ROLE_INFO, STAFF_CONTEXT } from "#app/accounts/roles.ts";
import { isAuthContextId } from "#app/auth/contexts.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ListPage, ListSearch } from "#app/components/list/ListPage.tsx";
import { filtered, listLink, paging, searchText } from "#app/components/list/list-params.ts";
import { site } from "#app/config/site.ts";
import { countAccounts, listAccounts, type AccountStatus } from "#app/accounts/account-list.server.ts";
import { rolesByUser } from "#app/accounts/roles.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/users";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;
const STATUSES = Object.keys(STATUS_INFO) as AccountStatus[];

function isStatus(value: unknown): value is AccountStatus {
  return typeof value === "string" && (STATUSES as string[]).includes(value);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "admin");
  const { database } = await services();
  const params = url.searchParams;
  const contextParam = params.get("context");
  const statusParam = params.get("status");
  const query = {
    context: isAuthContextId(contextParam) ? contextParam : undefined,
    status: isStatus(statusParam) ? statusParam : undefined,
    search: searchText(params),
  };
  const total = await countAccounts(database, query);
  const { page, pages, limit, offset } = paging(params, total, PAGE_SIZE);
  const rows = await listAccounts(database, { ...query, limit, offset });
  const roles = await rolesByUser(database, STAFF_CONTEXT);
  return {
    removed: (params.get("removed") ?? "").slice(0, 254),
    filters: { context: query.context ?? "", status: query.status ?? "", q: query.search },
    page,
    pages,
    total,
    rows: rows.map((r) => ({
      key: `${r.context}/${r.userId}`,
      href: `/staff/users/${r.context}/${encodeURIComponent(r.userId)}`,
      name: r.name,
      email: r.email,
      context: contextLabel(r.context),
      status: r.status,
      lastSignIn: r.lastSignInAt?.toISOString() ?? null,
      twoFactor: r.twoFactor,
      roles: r.context === STAFF_CONTEXT ? (roles.get(r.userId) ?? []).map((role) => ROLE_INFO[role].label) : [],
      clientAdmin: r.clientAdmin,
    })),
  };
}

export function meta() {
  return [{ title: `Accounts | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns = [
  {
    header: "Account",
    render: (r: Row) => (
      <>
        <Link to={r.href}>{r.name}</Link>
        <br />
        <span className={styles.muted}>{r.email}</span>
      </>
    ),
  },
  { header: "Sign-in context", render: (r: Row) => r.context },
  {
    header: "State",
    render: (r: Row) => <Badge tone={STATUS_INFO[r.status].tone}>{STATUS_INFO[r.status].label}</Badge>,
  },
  { header: "Last sign-in", render: (r: Row) => (r.lastSignIn ? southAfricanTime(r.lastSignIn) : "Never") },
  { header: "Two-factor", render: (r: Row) => (r.twoFactor ? "On" : "Off") },
  {
    header: "Roles",
    render: (r: Row) => [...r.roles, ...(r.clientAdmin ? ["Client administrator"] : [])].join(", ") || "None",
  },
];

/** Every account of the ten contexts, for administrators: find one, then manage it on its own page. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, pages, total, removed } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Accounts</h1>
      <p>
        Everyone who can sign in, in all ten sign-in contexts. Open an account to disable or enable it, send an
        invitation again, reset two-factor sign-in, sign it out everywhere or change its roles.
      </p>
      {removed ? <Done>{removed}'s account is removed.</Done> : null}
      <p>
        <Link to="/staff/users/invite" className="button">
          Invite someone
        </Link>
      </p>
      <ListPage
        search={
          <ListSearch label="Find accounts">
            <TextField
              name="q"
              label="Name or e-mail contains"
              type="search"
              defaultValue={filters.q}
              maxLength={100}
            />
            <SelectField
              name="context"
              label="Sign-in context"
              options={CONTEXT_OPTIONS}
              placeholder="All contexts"
              defaultValue={filters.context}
            />
            <SelectField
              name="status"
              label="State"
              options={STATUSES.map((s) => ({ value: s, label: STATUS_INFO[s].label }))}
              placeholder="Any state"
              defaultValue={filters.status}
            />
          </ListSearch>
        }
        count={`${total} account${total === 1 ? "" : "s"}${filtered(filters) ? " match" : ""}.`}
        announce="live"
        table={{
          caption: "Accounts",
          columns,
          rows,
          rowKey: (r) => r.key,
          empty: "No account matches. Try fewer words, or another context.",
        }}
        pager={{ page, pages, link: (n) => listLink(filters, n), label: "Pages of accounts" }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

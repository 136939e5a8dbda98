import { Form, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { SelectField } from "#app/components/forms/fields.tsx";
import { listLink, pageNumber, Pager } from "#app/components/Pager.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { countQueue, listQueue, stateOf } from "#app/quotes/quote-requests.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
import { findProgramme, programmes } from "#app/programmes/index.ts";
import { ageOf } from "#app/quotes/desk.server.ts";
import { isQuoteState, QUOTE_STATES, SERVICE_TARGET_BUSINESS_DAYS, STATE_INFO } from "#app/quotes/workflow.ts";
import { services } from "#app/services.server.ts";
import { staffByEmail, staffEmailsById, staffIdsByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import type { Route } from "./+types/quotes";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

/** The underwriting desk: every quotation request, oldest first, filtered by programme and state. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { database } = await services();
  // Unknown filter values are ignored rather than failing the page.
  const programmeParam = url.searchParams.get("programme") ?? "";
  const stateParam = url.searchParams.get("state") ?? "";
  const programme = findProgramme(programmeParam)?.slug;
  const state = isQuoteState(stateParam) ? stateParam : undefined;
  // owner=me, owner=none (the shared mailbox's), or owner=<a staff account's id>; anything else shows every owner.
  const ownerParam = url.searchParams.get("owner") ?? "";
  const me = member.user.email.toLowerCase();
  const ownerEmail =
    ownerParam === "me"
      ? me
      : ownerParam === "none"
        ? null
        : ownerParam
          ? (await staffEmailsById(database, [ownerParam])).get(ownerParam)
          : undefined;
  const owner = ownerEmail === undefined ? "" : ownerParam;
  const now = new Date();
  const query = { programme, state, owner: ownerEmail, today: southAfricanDay(now) };
  const total = await countQueue(database, query);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = pageNumber(url.searchParams.get("page"), pages);
  await recordAudit(database.db, {
    action: "quote-requests-listed",
    actor: actorOf(member, context),
    detail: { programme: programme ?? "all", state: state ?? "all", owner: owner || "all", page },
  });
  const rows = await listQueue(database, { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const team = await staffWithRole(database, "underwriter");
  const ids = await staffIdsByEmail(
    database,
    team.map((m) => m.email),
  );
  const names = await staffByEmail(
    database,
    rows.flatMap((r) => (r.ownerEmail ? [r.ownerEmail] : [])),
  );
  return {
    programme: programme ?? "",
    state: state ?? "",
    owner,
    owners: [
      { value: "me", label: "Mine" },
      { value: "none", label: "Nobody (the shared mailbox)" },
      ...team.flatMap((m) => (m.email !== me && ids.has(m.email) ? [{ value: ids.get(m.email)!, label: m.name }] : [])),
    ],
    page,
    pages,
    total,
    programmes: programmes.map((p) => ({ value: p.slug, label: p.name })),
    rows: rows.map((r) => {
      const shown = stateOf(r, now);
      const age = ageOf(r, now);
      return {
        reference: r.reference,
        client: findProgramme(r.programme)?.name ?? r.programme,
        tier: r.tier,
        renewal: r.renewal,
        createdAt: r.createdAt.toISOString(),
        state: STATE_INFO[shown],
        owner: r.ownerEmail ? (names.get(r.ownerEmail)?.name ?? r.ownerEmail) : null,
        age,
      };
    }),
  };
}

export function meta() {
  return [{ title: `Quotation requests | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function days(n: number) {
  return `${n} business day${n === 1 ? "" : "s"}`;
}

const columns: Column<Row>[] = [
  {
    header: "Reference",
    render: (r) => (
      <Link to={`/staff/quotes/${r.reference}`} className={styles.reference}>
        {r.reference}
      </Link>
    ),
  },
  { header: "Client", render: (r) => (r.renewal ? `${r.client} (renewal)` : r.client) },
  { header: "Tier", render: (r) => r.tier },
  { header: "Requested", render: (r) => southAfricanTime(r.createdAt), className: styles.nowrap },
  { header: "State", render: (r) => <Badge tone={r.state.tone}>{r.state.label}</Badge> },
  { header: "Owner", render: (r) => r.owner ?? "Nobody" },
  {
    header: "Waiting",
    render: (r) =>
      r.age.waiting ? (
        <>
          {days(r.age.days)} {r.age.overdue ? <Badge tone="danger">Over target</Badge> : null}
        </>
      ) : (
        "Answered"
      ),
  },
];

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { rows, programme, state, owner, page, pages, total } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Quotation requests</h1>
      <p>
        Every request from the programme quote pages, oldest first. Our service target is a first answer (a quotation or
        a decline) within {days(SERVICE_TARGET_BUSINESS_DAYS)} of the request; weekends and public holidays do not
        count.
      </p>
      <Form method="get" className={styles.filters}>
        <SelectField
          name="programme"
          label="Programme"
          options={loaderData.programmes}
          placeholder="All programmes"
          defaultValue={programme}
        />
        <SelectField
          name="state"
          label="State"
          options={QUOTE_STATES.map((s) => ({ value: s, label: STATE_INFO[s].label }))}
          placeholder="Every state"
          defaultValue={state}
        />
        <SelectField
          name="owner"
          label="Owner"
          options={loaderData.owners}
          placeholder="Anyone or nobody"
          defaultValue={owner}
        />
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <p>
        {total} request{total === 1 ? "" : "s"}.
      </p>
      <Table
        caption="Quotation requests"
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => r.reference}
        empty="No quotation requests match."
      />
      <Pager
        page={page}
        pages={pages}
        link={(n) => listLink({ programme, state, owner }, n)}
        label="Pages of quotation requests"
        previous="Older"
        next="Newer"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

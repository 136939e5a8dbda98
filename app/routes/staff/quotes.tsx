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
  const now = new Date();
  const query = { programme, state, today: southAfricanDay(now) };
  const total = await countQueue(database, query);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = pageNumber(url.searchParams.get("page"), pages);
  await recordAudit(database.db, {
    action: "quote-requests-listed",
    actor: actorOf(member, context),
    detail: { programme: programme ?? "all", state: state ?? "all", page },
  });
  const rows = await listQueue(database, { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return {
    programme: programme ?? "",
    state: state ?? "",
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
  const { rows, programme, state, page, pages, total } = loaderData;
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
        link={(n) => listLink({ programme, state }, n)}
        label="Pages of quotation requests"
        previous="Older"
        next="Newer"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

import { Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { SelectField } from "#app/components/forms/fields.tsx";
import { DateRangeFilter, OwnerFilter, ProgrammeFilter, ownerOptions } from "#app/components/staff/QueueFilters.tsx";
import { ListPage, ListSearch, OLDEST_FIRST } from "#app/components/list/ListPage.tsx";
import { paging } from "#app/components/list/list-params.ts";
import type { Column } from "#app/components/Table.tsx";
import { referenceColumn } from "#app/components/staff/referenceColumn.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { countQueue, listQueue, stateOf } from "#app/quotes/quote-requests.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { findProgramme, programmes } from "#app/programmes/index.ts";
import { ageOf, factsOf } from "#app/quotes/desk.server.ts";
import { stateBadge, staffPage } from "#app/quotes/quote-outputs.ts";
import { QUOTE_STATES, SERVICE_TARGET_BUSINESS_DAYS, STATE_INFO } from "#app/quotes/workflow.ts";
import { queueQueryOf } from "#app/quotes/queue.server.ts";
import { quoteFilterFrom, quotesHref, type QuoteFilter } from "#app/quotes/queue.ts";
import { services } from "#app/services.server.ts";
import { staffByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import type { Route } from "./+types/quotes";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

/**
 * The underwriting desk: quotation requests, oldest first, filtered by state, programme, the days requested and
 * the desk home's targets, as GET parameters (app/quotes/queue.ts): requests not yet closed by default, every
 * request with "state=all".
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { database } = await services();
  // Unknown filter values are ignored rather than failing the page.
  const parsed = quoteFilterFrom(url.searchParams);
  const filter = { ...parsed, programme: findProgramme(parsed.programme ?? "")?.slug };
  const now = new Date();
  const query = queueQueryOf(filter, { me: member.user.email, now });
  const total = await countQueue(database, query);
  const { page, pages, limit, offset } = paging(url.searchParams, total, PAGE_SIZE);
  await recordAudit(database.db, {
    action: "quote-requests-listed",
    actor: actorOf(member, context),
    detail: { ...filter, programme: filter.programme ?? "all", state: filter.state ?? "open", page },
  });
  const rows = await listQueue(database, { ...query, limit, offset });
  const team = await staffWithRole(database, "underwriter");
  const me = member.user.email.toLowerCase();
  const names = await staffByEmail(
    database,
    rows.flatMap((r) => (r.ownerEmail ? [r.ownerEmail] : [])),
  );
  return {
    filter,
    owners: ownerOptions(team, me, { me: "Mine", nobody: "Nobody (the shared mailbox)" }),
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
        state: stateBadge({ state: shown, quotationVersion: r.quotation?.version ?? null }),
        // "until" only while the quotation may be accepted (app/quotes/quote-outputs.ts).
        until: staffPage(factsOf(r, shown, [], null)).queueNote,
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
  referenceColumn("/staff/quotes"),
  { header: "Client", render: (r) => (r.renewal ? `${r.client} (renewal)` : r.client) },
  { header: "Tier", render: (r) => r.tier },
  { header: "Requested", render: (r) => southAfricanTime(r.createdAt), className: styles.nowrap },
  {
    header: "State",
    render: (r) => (
      <>
        <Badge tone={r.state.tone}>{r.state.label}</Badge>
        {r.until ? ` ${r.until}` : null}
      </>
    ),
  },
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

/** What a list's filter shows, in words. */
function describe(filter: QuoteFilter): string {
  const what =
    filter.state === "all"
      ? "requests"
      : filter.state
        ? `requests ${STATE_INFO[filter.state].label.toLowerCase()}`
        : "requests not yet closed";
  if (filter.overdue) return `${what} waiting more than ${days(SERVICE_TARGET_BUSINESS_DAYS)} for a quotation`;
  if (filter.lapsing) return `${what} with a quotation lapsing within ${filter.lapsing} days`;
  return what;
}

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { rows, filter, page, pages, total } = loaderData;
  const described = describe(filter);
  const pageLink = (n: number) => quotesHref(filter, n);
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Quotation requests</h1>
      <p>
        Requests from the programme quote pages, oldest first: those not yet closed unless you choose a state or every
        request. Our service target is a first answer (a quotation or a decline) within{" "}
        {days(SERVICE_TARGET_BUSINESS_DAYS)} of the request; weekends and public holidays do not count.
      </p>
      <ListPage
        search={
          <ListSearch
            label="Filter the quotation requests"
            hidden={{ overdue: filter.overdue ? "1" : undefined, lapsing: filter.lapsing?.toString() }}
            after={
              <>
                <Link to="/staff/quotes">Clear the filters</Link>
                <Link to={quotesHref({ state: "all" })}>Every request</Link>
              </>
            }
          >
            <ProgrammeFilter options={loaderData.programmes} value={filter.programme} />
            <SelectField
              name="state"
              label="State"
              options={[
                { value: "all", label: "Every state" },
                ...QUOTE_STATES.map((s) => ({ value: s, label: STATE_INFO[s].label })),
              ]}
              placeholder="Not yet closed"
              defaultValue={filter.state ?? ""}
            />
            <DateRangeFilter verb="Requested" from={filter.from} to={filter.to} />
            <OwnerFilter options={loaderData.owners} value={filter.owner} />
          </ListSearch>
        }
        count={`${total} ${total === 1 ? described.replace("requests", "request") : described}.`}
        table={{ caption: described, columns, rows, rowKey: (r) => r.reference, empty: "No quotation requests match." }}
        pager={{ page, pages, link: pageLink, label: "Pages of quotation requests", ...OLDEST_FIRST }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

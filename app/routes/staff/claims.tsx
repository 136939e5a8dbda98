import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { CLAIM_STEPS, STEP_LABELS } from "#app/claims/steps.ts";
import { countClaimQueue, countClaimQueueByStep, listClaimQueue } from "#app/claims/queue.server.ts";
import { claimFilterFrom, claimsHref, isOverdueTarget, type ClaimFilter } from "#app/claims/queue.ts";
import { ListPage, ListSearch, OLDEST_FIRST } from "#app/components/list/ListPage.tsx";
import { listLink, paging } from "#app/components/list/list-params.ts";
import { DateRangeFilter, OwnerFilter, ProgrammeFilter, ownerOptions } from "#app/components/staff/QueueFilters.tsx";
import { programmes } from "#app/programmes/index.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import { TURNAROUND } from "#app/claims/turnaround.ts";
import { Badge } from "#app/components/Badge.tsx";
import type { Column } from "#app/components/Table.tsx";
import { referenceColumn } from "#app/components/staff/referenceColumn.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { claimsStaff, claimStateOf, setDirectLine, staffByEmail } from "#app/claims/claims.server.ts";
import { ActionCard } from "#app/components/staff/ActionForm.tsx";
import { normalisePhone } from "#app/forms/rules.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { displayValue } from "#app/forms/notification.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claims";
import styles from "./staff.module.css";

/** The queue shows at most this many claims a page, oldest in their step first. */
const PAGE_SIZE = 200;

/**
 * The claims desk's queue (claims role): claims oldest in their step first, each measured against the turnaround
 * times the claims turnaround page publishes (app/claims/turnaround.ts). Filtered by step, programme, owner, the
 * days reported and a target missed, as GET parameters (app/claims/queue.ts): open claims by default, every
 * claim with "step=all". The desk home's figures link here with the same filters.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const filter = claimFilterFrom(url.searchParams);
  const now = new Date();
  const me = member.user.email.toLowerCase();
  const queueContext = { me, now };
  const total = await countClaimQueue(database, filter, queueContext);
  const { page, pages, limit, offset } = paging(url.searchParams, total, PAGE_SIZE);
  // Each step's count is what its link shows: the same other filters, that step.
  const counts = await countClaimQueueByStep(database, filter, queueContext);
  await recordAudit(database.db, {
    action: "claims-listed",
    actor: actorOf(member, context),
    detail: { ...filter, step: filter.step ?? "open", page },
  });
  const claims = await listClaimQueue(database, filter, { ...queueContext, limit, offset });
  const handlers = await claimsStaff(database);
  const people = await staffByEmail(database, [me, ...claims.flatMap((c) => (c.handlerEmail ? [c.handlerEmail] : []))]);
  return {
    directLine: people.get(me)?.directLine ?? "",
    filter,
    page,
    pages,
    total,
    programmes: programmes.map((p) => ({ value: p.slug, label: p.name })),
    owners: ownerOptions(handlers, me, { me: "You", nobody: "Nobody yet" }),
    counts: CLAIM_STEPS.map((s) => ({ step: s, label: STEP_LABELS[s], count: counts.get(s) ?? 0 })),
    rows: claims.map((c) => ({
      reference: c.reference,
      step: c.step,
      stepAt: c.stepAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      claimant: c.claimantName,
      programme: c.programme,
      loss: displayValue("claim_notification", "lossType", c.lossType),
      files: c.files,
      handler: c.handlerEmail ? (people.get(c.handlerEmail)?.name ?? c.handlerEmail) : null,
      mine: c.handlerEmail === me,
      // The same words and clock as the claim's page and the claimant's tracker (app/claims/progress.server.ts).
      ...claimProgress(claimStateOf(c, people), now).desk,
    })),
  };
}

type DirectLineResult = { done: string } | { error: string; value: string };

/**
 * The signed-in member's direct line, as claimants see it beside their name on the claims they own (issue 27,
 * item 7). An empty line removes it: claimants then see the name only.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const form = await readFormBody(request);
  if (textValue(form, "intent", 20) !== "direct-line") {
    return data<DirectLineResult>({ error: "That action is not one this page offers.", value: "" }, 400);
  }
  const value = textValue(form, "directLine", 40);
  if (value && !normalisePhone(value)) {
    return data<DirectLineResult>(
      { error: "Enter a phone number such as 011 555 0123, or leave it empty to show none.", value },
      400,
    );
  }
  await setDirectLine(database, { email: member.user.email, directLine: value, actor: actorOf(member, context) });
  return data<DirectLineResult>({
    done: value ? `Claimants now see ${value} as your direct line.` : "Claimants now see no direct line for you.",
  });
}

export function meta() {
  return [{ title: `Claims desk | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  referenceColumn("/staff/claims"),
  { header: "Step", render: (r) => r.status },
  {
    header: "In this step",
    render: (r) => (
      <>
        {r.age} {r.overdue ? <Badge tone="danger">Overdue</Badge> : null}
      </>
    ),
    className: styles.nowrap,
  },
  { header: "Target", render: (r) => r.target ?? "–" },
  { header: "Loss", render: (r) => r.loss },
  { header: "Claimant", render: (r) => (r.programme ? `${r.claimant} (${r.programme})` : r.claimant) },
  { header: "Files", render: (r) => r.files, align: "number" },
  {
    header: "Owner",
    render: (r) => (r.mine ? <strong>You</strong> : (r.handler ?? <Badge tone="attention">Nobody yet</Badge>)),
  },
  { header: "Reported", render: (r) => southAfricanTime(r.createdAt), className: styles.nowrap },
];

/** What a list's filter shows, in words: "open claims", "claims approved", "open claims past the target of …". */
function describe(filter: ClaimFilter, overdueLabel: string | undefined): string {
  const what =
    filter.step === "all" ? "claims" : filter.step ? `claims ${STEP_LABELS[filter.step].toLowerCase()}` : "open claims";
  return overdueLabel ? `${what} past the target of ${overdueLabel}` : what;
}

export default function ClaimsDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, rows, directLine, page, pages, total } = loaderData;
  const overdueLabel = isOverdueTarget(filter.overdue)
    ? filter.overdue === "acknowledge"
      ? `${TURNAROUND.acknowledgeHours} hours to acknowledge`
      : TURNAROUND.settlement.find((s) => s.id === filter.overdue)?.label.toLowerCase()
    : undefined;
  const overdue = rows.filter((r) => r.overdue).length;
  const described = describe(filter, overdueLabel);
  const refused = actionData && "error" in actionData ? actionData : undefined;
  const { step: _step, ...otherFilters } = filter;
  const pageLink = (n: number) => listLink({ ...filter }, n);
  return (
    <>
      <h1>Claims desk</h1>
      <p>
        Claims reported online, oldest in their step first, measured against the turnaround times we publish:{" "}
        {TURNAROUND.acknowledgeHours} hours to acknowledge a claim, and each kind&apos;s settlement time once it is
        acknowledged, an assessor is appointed or the claim is approved (working days). Awaiting documents and decided
        claims are not timed.
      </p>
      <nav aria-label="Claims by step" className={styles.filters}>
        <ul className={styles.stepLinks}>
          <li>
            <Link to={claimsHref(otherFilters)} aria-current={filter.step === undefined ? "page" : undefined}>
              Open claims
            </Link>
          </li>
          {counts.map((c) => (
            <li key={c.step}>
              <Link
                to={claimsHref({ ...otherFilters, step: c.step })}
                aria-current={filter.step === c.step ? "page" : undefined}
              >
                {c.label} ({c.count})
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={claimsHref({ ...otherFilters, step: "all" })}
              aria-current={filter.step === "all" ? "page" : undefined}
            >
              All claims
            </Link>
          </li>
        </ul>
      </nav>
      <ListPage
        search={
          <ListSearch
            label="Filter the claims"
            hidden={{ step: filter.step, overdue: filter.overdue }}
            after={<Link to="/staff/claims">Clear the filters</Link>}
          >
            <ProgrammeFilter options={loaderData.programmes} value={filter.programme} />
            <OwnerFilter options={loaderData.owners} value={filter.owner} />
            <DateRangeFilter verb="Reported" from={filter.from} to={filter.to} />
          </ListSearch>
        }
        count={
          <>
            <span data-testid="claims-total">{total}</span>{" "}
            {total === 1 ? described.replace("claims", "claim") : described}
            {overdue && !filter.overdue ? `, ${overdue} overdue on this page` : ""}.
          </>
        }
        table={{
          caption: described,
          columns,
          rows,
          rowKey: (r) => r.reference,
          rowClassName: (r) => (r.overdue ? styles.overdue : undefined),
          empty: "No claims match.",
        }}
        pager={{ page, pages, link: pageLink, label: "Pages of claims", ...OLDEST_FIRST }}
      />
      <ActionCard
        intent="direct-line"
        heading="Your direct line"
        label="Save my direct line"
        secondary
        done={actionData && "done" in actionData ? actionData.done : undefined}
        error={refused?.error}
      >
        <div className="form-field">
          <label htmlFor="directLine">Direct line for claimants</label>
          <p id="direct-line-hint" className={styles.muted}>
            Shown with your name on the tracker of every claim you own. Leave it empty to show your name only.
          </p>
          <input
            id="directLine"
            name="directLine"
            type="tel"
            className="form-input"
            autoComplete="off"
            maxLength={40}
            aria-describedby={refused ? "direct-line-hint direct-line-error" : "direct-line-hint"}
            aria-invalid={refused ? true : undefined}
            defaultValue={refused ? refused.value : directLine}
          />
        </div>
      </ActionCard>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

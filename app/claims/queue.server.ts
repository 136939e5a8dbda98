import { sql } from "kysely";

import type { Database } from "#app/db/database.server.ts";
import { businessDaysCutoff } from "#app/lib/server/business-days.server.ts";
import { southAfricanDayEnd, southAfricanDayStart } from "#app/lib/format/time.ts";
import { fileCount, withFileCount, type Claim } from "./claims.server.ts";
import type { ClaimFilter, OverdueTarget } from "./queue.ts";
import { CLAIM_STEPS, isClaimStep, isOpen, type ClaimStep } from "./steps.ts";
import { lossTypesFor, TURNAROUND } from "./turnaround.ts";

/**
 * The claims desk's list and the desk home's claim figures, from one filter (app/claims/queue.ts) turned into
 * one SQL condition: a figure on the desk home and the list its link opens count the same rows, on either engine.
 * Overdue is the published targets of turnaround.ts, as claimProgress (progress.server.ts) shows them on each row:
 * a target in hours is a timestamp so many hours back; one in working days a cutoff worked out from the
 * calendar of public holidays (businessDaysCutoff), so the database compares one timestamp.
 */

const HOUR_MS = 3600_000;
const OPEN_STEPS = CLAIM_STEPS.filter(isOpen);

/**
 * Since when at the latest a claim's clock (clockOf, turnaround.server.ts) must have run to be past a target at
 * `now`, and which kinds of loss the target measures. The acknowledgement's clock runs from receipt on a received
 * claim nobody has acknowledged; a settlement's from the acknowledgement on a received claim, or from entering the
 * step on an assessed or approved one.
 */
export function overdueCondition(target: OverdueTarget, now: Date) {
  if (target === "acknowledge") {
    return { lossTypes: undefined, before: new Date(now.getTime() - TURNAROUND.acknowledgeHours * HOUR_MS + 1) };
  }
  const settlement = TURNAROUND.settlement.find((s) => s.id === target)!;
  return {
    lossTypes: lossTypesFor(target),
    // Hours: elapsed hours (rounded down) at least the target; working days: more than the target.
    before:
      settlement.units === "hours"
        ? new Date(now.getTime() - settlement.value * HOUR_MS + 1)
        : businessDaysCutoff(now, Math.floor(settlement.value)),
  };
}

export interface QueueContext {
  /** The member reading, for owner "me". */
  me: string;
  now: Date;
}

function filtered(database: Database, filter: ClaimFilter, { me, now }: QueueContext) {
  const owner = filter.owner === "me" ? me.toLowerCase() : filter.owner;
  const overdue = filter.overdue ? overdueCondition(filter.overdue, now) : undefined;
  const from = southAfricanDayStart(filter.from);
  const to = southAfricanDayEnd(filter.to);
  return database.db
    .selectFrom("claims")
    .$if(filter.step === undefined, (q) => q.where("step", "in", OPEN_STEPS))
    .$if(!!filter.step && filter.step !== "all", (q) => q.where("step", "=", filter.step!))
    .$if(!!filter.programme, (q) => q.where("programme", "=", filter.programme!))
    .$if(owner === "nobody", (q) => q.where("handler_email", "is", null))
    .$if(!!owner && owner !== "nobody", (q) => q.where("handler_email", "=", owner!))
    .$if(!!from, (q) => q.where("created_at", ">=", from!))
    .$if(!!to, (q) => q.where("created_at", "<", to!))
    .$if(!!overdue && filter.overdue === "acknowledge", (q) =>
      q.where("step", "=", "received").where("acknowledged_at", "is", null).where("step_at", "<", overdue!.before),
    )
    .$if(!!overdue && filter.overdue !== "acknowledge", (q) =>
      q
        .where((eb) =>
          eb.or([
            eb.and([eb("step", "in", ["assessor-appointed", "approved"]), eb("step_at", "<", overdue!.before)]),
            eb.and([eb("step", "=", "received"), eb("acknowledged_at", "<", overdue!.before)]),
          ]),
        )
        // A target no kind of loss is measured against (windscreens, all risks) selects nothing.
        .where((eb) => (overdue!.lossTypes!.length ? eb("loss_type", "in", overdue!.lossTypes!) : sql<boolean>`false`)),
    );
}

export async function countClaimQueue(database: Database, filter: ClaimFilter, context: QueueContext) {
  const row = await filtered(database, filter, context)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The list's counts by step under its other filters (programme, owner, days reported, a target missed): each is
 * what the list shows with that step chosen and the same other filters, as its link opens it.
 */
export async function countClaimQueueByStep(
  database: Database,
  filter: ClaimFilter,
  context: QueueContext,
): Promise<Map<ClaimStep, number>> {
  const rows = await filtered(database, { ...filter, step: "all" }, context)
    .select(["step", (eb) => eb.fn.countAll<string>().as("n")])
    .groupBy("step")
    .execute();
  const counts = new Map<ClaimStep, number>();
  for (const row of rows) if (isClaimStep(row.step)) counts.set(row.step, Number(row.n));
  return counts;
}

/** Oldest in its step first: the longest waiting is seen first. */
export async function listClaimQueue(
  database: Database,
  filter: ClaimFilter,
  context: QueueContext & { limit: number; offset?: number },
): Promise<(Claim & { files: number })[]> {
  const rows = await filtered(database, filter, context)
    .selectAll("claims")
    .select(fileCount)
    .orderBy("step_at", "asc")
    .orderBy("id", "asc")
    .limit(context.limit)
    .offset(context.offset ?? 0)
    .execute();
  return rows.map(withFileCount);
}

import { addDays, southAfricanDay, southAfricanDayEnd, southAfricanDayStart } from "#app/lib/format/time.ts";
import { businessDaysCutoff } from "#app/lib/server/business-days.server.ts";
import type { QueueQuery } from "./quote-requests.server.ts";
import type { QuoteFilter } from "./queue.ts";
import { SERVICE_TARGET_BUSINESS_DAYS } from "./workflow.ts";

/**
 * A filter of the underwriting desk as the queue's database query at `now`. "Over target" is what ageOf
 * (desk.server.ts) marks on each row, more than the service target's business days without a first answer, as
 * one cutoff moment, so the desk home's figure and the list its link opens count the same requests.
 */
export function queueQueryOf(filter: QuoteFilter, { me, now }: { me: string; now: Date }): QueueQuery {
  const today = southAfricanDay(now);
  const owner = filter.owner === "me" ? me.toLowerCase() : filter.owner;
  return {
    today,
    programme: filter.programme,
    state: filter.state && filter.state !== "all" ? filter.state : undefined,
    open: filter.state === undefined,
    from: southAfricanDayStart(filter.from),
    before: southAfricanDayEnd(filter.to),
    waitingBefore: filter.overdue ? businessDaysCutoff(now, SERVICE_TARGET_BUSINESS_DAYS) : undefined,
    lapsingBy: filter.lapsing ? addDays(today, filter.lapsing) : undefined,
    owner: owner === "nobody" ? null : owner,
  };
}

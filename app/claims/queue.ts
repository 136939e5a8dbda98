import { isClaimStep, type ClaimStep } from "./steps.ts";
import { TURNAROUND, type SettlementTarget } from "./turnaround.ts";

/**
 * The claims desk's list filters, as GET query parameters (so the desk home's figures, a bookmark and the back
 * button all open the same list, with or without the page's script). Pure: parsing and writing the address;
 * app/claims/queue.server.ts turns a filter into SQL.
 */
export type OverdueTarget = "acknowledge" | SettlementTarget["id"];

export interface ClaimFilter {
  /** One step, every claim ("all"), or the desk's default: the open steps. */
  step?: ClaimStep | "all";
  programme?: string;
  /** "me" (the member reading), "nobody" (unassigned), or a handler's e-mail address. */
  owner?: string;
  /** Reported on or after / up to and including these South African days (yyyy-mm-dd). */
  from?: string;
  to?: string;
  /** Only claims past this published target at the moment of reading. */
  overdue?: OverdueTarget;
}

const OVERDUE_TARGETS: readonly OverdueTarget[] = ["acknowledge", ...TURNAROUND.settlement.map((s) => s.id)];

export function isOverdueTarget(value: unknown): value is OverdueTarget {
  return typeof value === "string" && (OVERDUE_TARGETS as readonly string[]).includes(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A programme's slug, and an owner as the desk writes it: anything else (a NUL would fail the query) is left out. */
const SLUG = /^[A-Za-z0-9-]{1,60}$/;
const OWNER = /^(me|nobody|[^\s@\p{Cc}]{1,100}@[^\s@\p{Cc}]{1,100})$/u;

/** A filter from the address; anything unreadable is left out rather than failing the page. */
export function claimFilterFrom(params: URLSearchParams): ClaimFilter {
  const step = params.get("step") ?? "";
  const owner = (params.get("owner") ?? "").trim().toLowerCase();
  const programme = params.get("programme") ?? "";
  const overdue = params.get("overdue");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    step: step === "all" || isClaimStep(step) ? step : undefined,
    programme: SLUG.test(programme) ? programme : undefined,
    owner: OWNER.test(owner) ? owner : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    overdue: isOverdueTarget(overdue) ? overdue : undefined,
  };
}

/** The claims desk's address for a filter: the inverse of claimFilterFrom. */
export function claimsHref(filter: ClaimFilter): string {
  const params = new URLSearchParams();
  for (const name of ["step", "programme", "owner", "from", "to", "overdue"] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `/staff/claims?${query}` : "/staff/claims";
}

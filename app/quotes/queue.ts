import { isQuoteState, type QuoteState } from "./workflow.ts";

/**
 * The underwriting desk's list filters, as GET query parameters (the desk home's figures link to them; the back
 * button and a page without its script keep them). Pure; app/quotes/queue.server.ts makes the database query.
 */
export interface QuoteFilter {
  /** One state as people see it, every request ("all"), or the desk's default: requests not yet closed. */
  state?: QuoteState | "all";
  programme?: string;
  /** Requested on or after / up to and including these South African days (yyyy-mm-dd). */
  from?: string;
  to?: string;
  /** Only requests waiting for a first answer past the service target. */
  overdue?: boolean;
  /** Only quotations lapsing within this many days (still valid today). */
  lapsing?: number;
  /** "me", "nobody" (the shared mailbox's) or an underwriter's e-mail address, as on the claims desk. */
  owner?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An owner as the desk writes it: anything else (a NUL would fail the query) is left out. */
const OWNER = /^(me|nobody|[^\s@\p{Cc}]{1,100}@[^\s@\p{Cc}]{1,100})$/u;

/** A filter from the address; anything unreadable is left out rather than failing the page. */
export function quoteFilterFrom(params: URLSearchParams): QuoteFilter {
  const state = params.get("state") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const lapsing = Number(params.get("lapsing"));
  const owner = (params.get("owner") ?? "").trim().toLowerCase();
  return {
    state: state === "all" || isQuoteState(state) ? state : undefined,
    programme: (params.get("programme") ?? "").slice(0, 60) || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    overdue: params.get("overdue") === "1" || undefined,
    lapsing: Number.isInteger(lapsing) && lapsing > 0 && lapsing <= 90 ? lapsing : undefined,
    owner: OWNER.test(owner) ? owner : undefined,
  };
}

/** The underwriting desk's address for a filter (and a page of it): the inverse of quoteFilterFrom. */
export function quotesHref(filter: QuoteFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.state) params.set("state", filter.state);
  if (filter.programme) params.set("programme", filter.programme);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.overdue) params.set("overdue", "1");
  if (filter.lapsing) params.set("lapsing", String(filter.lapsing));
  if (filter.owner) params.set("owner", filter.owner);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/staff/quotes?${query}` : "/staff/quotes";
}

import type { Database } from "#app/db/database.server.ts";
import { followIndex } from "./follow.server.ts";
import { SearchBusyError, SearchGate } from "./gate.server.ts";
import { searchSite, type SearchResults } from "./index.server.ts";
import { SearchLimiter, type SearchAllowance, type SearchLimitKind } from "./limits.server.ts";
import { MAX_QUERY_LENGTH, parseQuery } from "./query.ts";
import { resultsCache, resultsKey } from "./results-cache.server.ts";

/** What the search page and the as-you-type list show for a query: results, or why there are none. */
export type SearchOutcome =
  | { kind: "empty"; text: "" }
  | { kind: "too-long"; text: string; length: number; max: number }
  | { kind: "no-words"; text: string }
  | { kind: "unavailable"; text: string }
  /** The address has searched too often in the last minute (app/search/limits.server.ts). */
  | { kind: "limited"; text: string; retryAfterSeconds: number }
  /** Too many searches at once, or no answer in time (app/search/gate.server.ts). */
  | { kind: "busy"; text: string; retryAfterSeconds: number }
  | ({ kind: "ok"; text: string } & SearchResults);

/** A search waits for its turn and runs within this long in all, or the visitor is told search is busy. */
export const SEARCH_DEADLINE_MS = 2_000;
/** What a busy answer suggests (Retry-After): a moment, long enough for a flood to pass. */
const BUSY_RETRY_SECONDS = 5;

const gates = new WeakMap<Database, SearchGate>();

/**
 * The process's gate for a database: one search at a time on the embedded database (its queries run on the
 * main thread, one after another anyway), four on PostgreSQL (of the pool's ten connections, so searches
 * never take them all). docs/decisions/0025-search-never-slows-other-pages.md.
 */
export function gateFor(database: Database): SearchGate {
  let gate = gates.get(database);
  if (!gate) {
    gate = new SearchGate({
      concurrency: database.kind === "embedded" ? 1 : 4,
      maxWaiting: 64,
      deadlineMs: SEARCH_DEADLINE_MS,
    });
    gates.set(database, gate);
  }
  return gate;
}

// One per process: the server (server/search-pages.ts, through the build) and the routes share its memory of
// refused addresses.
const processLimiter = new SearchLimiter();

/** The process's search limits: whole seconds an address is still refused for (0: not refused), no database. */
export function refusedSeconds(kind: SearchLimitKind, address: string): number {
  return processLimiter.refusedFor(kind, address);
}

/**
 * Counts a search the server answers without running it (a page it keeps, server/search-pages.ts), against
 * the same allowance as runSearch.
 */
export async function countSearch(
  database: Database,
  kind: SearchLimitKind,
  address: string,
): Promise<SearchAllowance> {
  return processLimiter.take(database, kind, address);
}

export interface RunSearchOptions {
  page: number;
  perPage: number;
  snippets: boolean;
  /** Who asks and which allowance it takes; unset, nothing is counted (tests of the search itself). */
  visitor?: { address: string; limit: SearchLimitKind };
  limiter?: SearchLimiter;
  /** Unset: the process's gate for the database (gateFor). */
  gate?: SearchGate;
}

/**
 * Runs a visitor's query. Never throws: a query that cannot be searched gets its reason, an address over its
 * limit "limited", a search that cannot be answered in time "busy", and a database failure "unavailable"
 * (the page says so; it is never a 500). A query that is refused before the database (too long, no words)
 * counts against no allowance.
 */
export async function runSearch(
  database: Database | (() => Promise<Database>),
  raw: string | null,
  { visitor, limiter = processLimiter, gate, ...options }: RunSearchOptions,
): Promise<SearchOutcome> {
  const parsed = parseQuery(raw);
  switch (parsed.kind) {
    case "empty":
    case "no-words":
      return parsed;
    case "too-long":
      return { ...parsed, max: MAX_QUERY_LENGTH };
    case "ok":
      try {
        const db = typeof database === "function" ? await database() : database;
        if (visitor) {
          const allowance = await limiter.take(db, visitor.limit, visitor.address);
          if (!allowance.allowed) {
            return { kind: "limited", text: parsed.text, retryAfterSeconds: allowance.retryAfterSeconds };
          }
        }
        // A scheduled article that has gone live, or another copy's change, is searched for and not remembered.
        await followIndex(db);
        const cache = resultsCache(db);
        const key = resultsKey(parsed.terms, options);
        // Remembered answers never wait for a turn; visitors asking the same new query at once share one.
        const results = await cache.fetch(key, {
          context: () =>
            (gate ?? gateFor(db)).run((remainingMs) =>
              searchSite(db, parsed.terms, { ...options, statementTimeoutMs: remainingMs }),
            ),
        });
        if (!results) throw new Error("The search gave no answer");
        return { kind: "ok", text: parsed.text, ...results };
      } catch (error) {
        if (error instanceof SearchBusyError || isStatementTimeout(error)) {
          return { kind: "busy", text: parsed.text, retryAfterSeconds: BUSY_RETRY_SECONDS };
        }
        console.error("Search failed", error);
        return { kind: "unavailable", text: parsed.text };
      }
  }
}

/** PostgreSQL's "canceling statement due to statement timeout" (SQLSTATE 57014). */
function isStatementTimeout(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "57014";
}

import type { Database } from "#app/db/database.server.ts";
import { searchSite, type SearchResults } from "./index.server.ts";
import { MAX_QUERY_LENGTH, parseQuery } from "./query.ts";

/** What the search page and the as-you-type list show for a query: results, or why there are none. */
export type SearchOutcome =
  | { kind: "empty"; text: "" }
  | { kind: "too-long"; text: string; length: number; max: number }
  | { kind: "no-words"; text: string }
  | { kind: "unavailable"; text: string }
  | ({ kind: "ok"; text: string } & SearchResults);

/**
 * Runs a visitor's query. Never throws: a query that cannot be searched gets its reason, and a database
 * failure is "unavailable" (the page says so; it is never a 500).
 */
export async function runSearch(
  database: Database | (() => Promise<Database>),
  raw: string | null,
  options: { page: number; perPage: number; snippets: boolean },
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
        return { kind: "ok", text: parsed.text, ...(await searchSite(db, parsed.terms, options)) };
      } catch (error) {
        console.error("Search failed", error);
        return { kind: "unavailable", text: parsed.text };
      }
  }
}

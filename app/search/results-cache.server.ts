import { LRUCache } from "lru-cache";

import type { Database } from "#app/db/database.server.ts";
import type { SearchResults } from "./index.server.ts";

/**
 * The answers to recent searches, per database, in this process (docs/decisions/0025-search-never-slows-other-pages.md).
 * Visitors ask the same few things ("claim form", "fleet"); on the embedded database each answer costs the
 * main thread several milliseconds. Forgotten whenever this process changes the index, and after a minute
 * in any case: another server copy's change reaches this one's answers as it reaches its index (decision
 * 0014: each copy looks at the articles every minute).
 */
const MAX_ANSWERS = 500;
const KEEP_MS = 60_000;

const caches = new WeakMap<Database, LRUCache<string, SearchResults>>();

export function resultsCache(database: Database): LRUCache<string, SearchResults> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: MAX_ANSWERS, ttl: KEEP_MS });
    caches.set(database, cache);
  }
  return cache;
}

/** After the index changed: every answer may be out of date. */
export function forgetResults(database: Database): void {
  caches.get(database)?.clear();
}

export function resultsKey(terms: string[], options: { page: number; perPage: number; snippets: boolean }): string {
  return JSON.stringify([terms, options.page, options.perPage, options.snippets]);
}

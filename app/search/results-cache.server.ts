import { LRUCache } from "lru-cache";

import type { Database } from "#app/db/database.server.ts";
import type { SearchResults } from "./index.server.ts";

/**
 * The answers to recent searches, per database, in this process (docs/decisions/0025-search-never-slows-other-pages.md).
 * Visitors ask the same few things ("claim form", "fleet"); on the embedded database each answer costs the
 * main thread several milliseconds. Forgotten whenever this process changes the index, and after a minute
 * in any case: another server copy's change reaches this one's answers as it reaches its index (decision
 * 0014: each copy looks at the articles every minute).
 *
 * One per process: the server reads the generation through the build (app/serving.server.ts), the one module
 * graph the routes and the minute's look at the articles use too (decision 0028), so an index change reaches
 * the answers and the pages the server keeps (server/search-pages.ts, decision 0032).
 */
const MAX_ANSWERS = 500;
const KEEP_MS = 60_000;

/** Runs the search for an answer not remembered; each caller's own (its gate, its deadline). */
type Work = () => Promise<SearchResults>;

const state = { caches: new WeakMap<Database, LRUCache<string, SearchResults, Work>>(), generation: 0 };

export function resultsCache(database: Database): LRUCache<string, SearchResults, Work> {
  let cache = state.caches.get(database);
  if (!cache) {
    // fetch() runs one search for a query however many visitors ask for it at once: the first asker's work
    // runs, the others wait for its answer instead of each taking a turn at the gate (a new query asked by
    // 32 visitors at once was 32 searches, one after another).
    cache = new LRUCache<string, SearchResults, Work>({
      max: MAX_ANSWERS,
      ttl: KEEP_MS,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    state.caches.set(database, cache);
  }
  return cache;
}

/** After the index changed: every answer may be out of date, and so may every page kept from them. */
export function forgetResults(database: Database): void {
  state.caches.get(database)?.clear();
  state.generation += 1;
}

/**
 * Which state of the index this process's answers come from: it changes whenever an answer is forgotten
 * (forgetResults), so a page kept under one generation is never shown after the index changed.
 */
export function resultsGeneration(): number {
  return state.generation;
}

export function resultsKey(terms: string[], options: { page: number; perPage: number; snippets: boolean }): string {
  return JSON.stringify([terms, options.page, options.perPage, options.snippets]);
}

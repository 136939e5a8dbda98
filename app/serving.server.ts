import { RouterContextProvider } from "react-router";

import { databaseAnswers } from "#app/db/database.server.ts";
import { newestVersions } from "#app/documents/versions.server.ts";
import { loadContextWith, type RequestFacts } from "#app/lib/http/request-context.ts";
import type { SearchAllowance, SearchLimitKind } from "#app/search/limits.server.ts";
import { followIndex } from "#app/search/follow.server.ts";
import { countSearch } from "#app/search/search.server.ts";
import { services } from "#app/services.server.ts";

/**
 * What the production server (server/main.ts, server/app-server.ts) takes
 * from the app, through the build (app/entry.server.tsx exports this module
 * as `serving`), never from the source beside it: one module graph, so the
 * server and the routes share one database, one set of metrics, one of each
 * cache, and React Router contexts the routes recognise (decision 0028).
 */

export { ConfigError, env, trustsProxy } from "#app/config/env.server.ts";
export { publicConfig } from "#app/config/public-config.server.ts";
export { DatabaseBusyError } from "#app/db/lock.server.ts";
export { metrics, metricsAuthorised, routeKind } from "#app/lib/server/metrics.server.ts";
export { refusedBody } from "#app/lib/http/refused-body.ts";
export { keptPageKeyOf as keptPageKey } from "#app/programmes/kept-pages.server.ts";
export { closeServices, services } from "#app/services.server.ts";
export { resultsGeneration } from "#app/search/results-cache.server.ts";
export { refusedSeconds } from "#app/search/search.server.ts";
export type { RequestFacts };

/** A request's load context: what only the server knows of it, for the middleware and routes. */
export function loadContext(facts: RequestFacts): RouterContextProvider {
  return loadContextWith(facts, new RouterContextProvider());
}

/** Counts a search or suggestion from an address against the site's limits (server/search-pages.ts). */
export async function countSearchFrom(kind: SearchLimitKind, address: string): Promise<SearchAllowance> {
  return countSearch((await services()).database, kind, address);
}

/**
 * Brings the search index and this process's remembered answers up to date before a kept search page is looked
 * up (server/search-pages.ts): a scheduled article due, or another copy's change (decision 0045). Never throws.
 */
export async function followSearchIndex(): Promise<void> {
  const { database } = await services();
  await followIndex(database);
}

/** Whether this copy can serve: its database answers (`/readyz`). */
export async function databaseReady(): Promise<boolean> {
  return databaseAnswers((await services()).database);
}

/**
 * Asked by the server before it answers a document's address from the
 * build's files: true when an editor has uploaded a newer version, which the
 * documents route then serves (docs/architecture.md, “Publishing”).
 */
export async function supersededStaticFile(path: string): Promise<boolean> {
  const match = /^\/documents\/([a-z0-9-]+)\.pdf$/.exec(path);
  if (!match) return false;
  const { database } = await services();
  return (await newestVersions(database)).has(match[1]!);
}

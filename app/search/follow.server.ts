import { sql } from "kysely";

import type { Database } from "#app/db/database.server.ts";
import { reindexSource } from "./index.server.ts";
import { forgetResults } from "./results-cache.server.ts";

/**
 * Keeps a copy's searches in step with the articles the public may read (decision 0045): an editor's publish
 * re-indexes at once, but a scheduled article or scheduled change goes live by the clock, with nobody's action to
 * re-index after, and another server copy's re-index clears only that copy's remembered answers. So before a
 * search, at most once a second, a copy asks the database two things: has an article's scheduled moment passed
 * since the index read the articles (then it re-indexes them, which publishes a due change first), and has the
 * index changed since this copy last looked (then its remembered answers are forgotten).
 */

/** How long a copy trusts its last look. */
export const FOLLOW_INTERVAL_MS = 1000;

interface Look {
  at: number;
  /** The stored hashes of every source: they change exactly when the index's content does. */
  hashes: string | null;
  pending?: Promise<void>;
}

const looks = new WeakMap<Database, Look>();

async function indexState(database: Database): Promise<{ hashes: string | null; due: boolean }> {
  // `indexed_at` of the articles source is the moment its documents were read (app/search/index.server.ts):
  // anything scheduled for later than that, now passed, is not in the index yet. A due change (draft_publish_at
  // passed) is not published yet at all.
  const { rows } = await sql<{ hashes: string | null; due: boolean }>`
    select
      (select string_agg(content_hash, ',' order by source) from search_sources) as hashes,
      exists (
        select 1 from articles a
        where a.status = 'published'
          and (a.draft_publish_at <= CURRENT_TIMESTAMP
            or (a.publish_at <= CURRENT_TIMESTAMP
              and a.publish_at > coalesce(
                (select indexed_at from search_sources where source = 'articles'), '-infinity'::timestamptz)))
      ) as due`.execute(database.db);
  return rows[0] ?? { hashes: null, due: false };
}

async function look(database: Database, previous: Look | undefined): Promise<string | null> {
  let { hashes, due } = await indexState(database);
  if (due) {
    await reindexSource(database, "articles");
    ({ hashes } = await indexState(database));
  }
  // Another copy changed the index: what this copy remembers may be out of date.
  if (previous && previous.hashes !== hashes) forgetResults(database);
  return hashes;
}

/**
 * Brings the index and this copy's remembered answers up to date if a second has passed since the last look.
 * Concurrent searches share one look. A failure is logged and the search goes on with the index as it is.
 */
export async function followIndex(database: Database, now = Date.now()): Promise<void> {
  const previous = looks.get(database);
  if (previous?.pending) return previous.pending;
  if (previous && now - previous.at < FOLLOW_INTERVAL_MS) return;
  const next: Look = { at: now, hashes: previous?.hashes ?? null };
  next.pending = look(database, previous)
    .then((hashes) => {
      next.hashes = hashes;
    })
    .catch((error: unknown) => {
      console.error("The search index could not be brought up to date; searching it as it is.", error);
    })
    .finally(() => {
      delete next.pending;
    });
  looks.set(database, next);
  return next.pending;
}

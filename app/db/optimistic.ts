import { sql } from "kysely";

/**
 * The columns an optimistic-concurrency save sets on a row that carries a
 * version (articles, people): the next version, when and by whom. The save's
 * `where version = expected` (or the version read in its transaction) is what
 * tells a second editor that someone saved first.
 */
export function nextVersion(current: { version: number }, actor: { email?: string | null }) {
  return {
    version: current.version + 1,
    updated_at: sql<Date>`CURRENT_TIMESTAMP`,
    updated_by: actor.email ?? null,
  };
}

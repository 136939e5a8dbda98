import type { Database } from "#app/db/database.server.ts";

export interface RateLimit {
  /** Submissions allowed per window. */
  max: number;
  windowMs: number;
}

export interface Allowance {
  allowed: boolean;
  /** When the window closes and the count starts again, in ms from now. */
  resetsInMs: number;
}

/**
 * Counts one use of `key` (such as a form and a client address) and says
 * whether it is within the limit. One statement, so two server copies on one
 * PostgreSQL database count together and never both slip through.
 */
export async function takeAllowance(database: Database, key: string, limit: RateLimit, now = Date.now()) {
  return (await countAllowance(database, key, limit, now)).allowed;
}

/** takeAllowance, also saying when the window closes (for Retry-After). */
export async function countAllowance(
  database: Database,
  key: string,
  limit: RateLimit,
  now = Date.now(),
): Promise<Allowance> {
  const windowOpen = now - limit.windowMs;
  const row = await database.db
    .insertInto("form_rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("form_rate_limits.window_start", "<", windowOpen)
          .then(1)
          .else(eb("form_rate_limits.count", "+", 1))
          .end(),
        window_start: eb
          .case()
          .when("form_rate_limits.window_start", "<", windowOpen)
          .then(now)
          .else(eb.ref("form_rate_limits.window_start"))
          .end(),
      })),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  // Now and then, forget addresses whose window has long closed, so the table stays small.
  if (Math.random() < 0.01) {
    await database.db.deleteFrom("form_rate_limits").where("window_start", "<", windowOpen).execute();
  }
  return {
    allowed: Number(row.count) <= limit.max,
    resetsInMs: Math.max(0, Number(row.window_start) + limit.windowMs - now),
  };
}

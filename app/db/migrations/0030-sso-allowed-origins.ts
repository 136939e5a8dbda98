import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Single sign-on pinned to its provider (issue 34, item 4; decision 0050):
 *
 * - `sso_providers.allowed_origins`: origins other than the issuer's own that an administrator allows the
 *   provider's endpoints (authorization, token, JWKS, userinfo, end-session) to be on, e.g.
 *   ["https://login.example.net"]. Empty: every endpoint must be on the issuer's origin.
 */
export const ssoAllowedOriginsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("sso_providers")
      .addColumn("allowed_origins", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
  },
};

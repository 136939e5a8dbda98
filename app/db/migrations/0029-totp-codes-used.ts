import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Two-factor sign-in that holds (issue 34, decision 0048):
 *
 * - `totp_codes_used`: each authenticator code a sign-in context accepted, by account and 30-second time-step,
 *   so that a code works once (ASVS 2.8.4) on every copy of the server. The primary key is the claim: of two
 *   requests with one code, the second inserts nothing and is refused. Rows are pruned once their code could no
 *   longer be accepted anyway (app/auth/two-factor-guard.server.ts).
 * - Every "trust this device" record better-auth kept (`verification` rows named `trust-device-…`) is deleted:
 *   the site no longer lets a device skip the second factor, and a cookie issued before must not either.
 *
 * Schema names are written in: a migration never reads the application's lists.
 */
const AUTH_SCHEMAS = [
  "auth_discount_retail",
  "auth_mining",
  "auth_discount_retail_transport",
  "auth_app2",
  "auth_retail_clothing",
  "auth_retail_fashion",
  "auth_wholesale",
  "auth_quotes",
  "auth_main",
  "auth_events",
  "auth_staff",
];

export const totpCodesUsedMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("totp_codes_used")
      .addColumn("context", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      // The code's counter: milliseconds since 1970 divided by 30,000.
      .addColumn("time_step", "bigint", (c) => c.notNull())
      .addColumn("used_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addPrimaryKeyConstraint("totp_codes_used_pkey", ["context", "user_id", "time_step"])
      .execute();
    await db.schema.createIndex("totp_codes_used_used_at_idx").on("totp_codes_used").column("used_at").execute();

    for (const schema of AUTH_SCHEMAS) {
      await db.withSchema(schema).deleteFrom("verification").where("identifier", "like", "trust-device-%").execute();
    }
  },
};

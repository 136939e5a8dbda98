import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Single sign-on with OpenID Connect (issue 30, decision 0043):
 *
 * - `sso_providers`: at most one identity provider per sign-in context, set by an administrator on /staff/sso:
 *   its issuer, client id, the client secret sealed (AES-256-GCM with a key from SSO_SECRET_KEY, which is not in
 *   the database), the e-mail domains it signs in, and whether those addresses may still use a password.
 * - `session."viaSso"` in every context's schema: a session the provider made. Staff signed in that way have had
 *   the provider's own second factor, so the back office does not ask them to set up its own.
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

export const ssoProvidersMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("sso_providers")
      .addColumn("context", "text", (c) => c.primaryKey())
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("client_secret_sealed", "text", (c) => c.notNull())
      // Lower-case domain names, e.g. ["pepkor.co.za"].
      .addColumn("domains", "jsonb", (c) => c.notNull())
      .addColumn("passwords_allowed", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_by", "text")
      .execute();

    for (const schema of AUTH_SCHEMAS) {
      await db.schema
        .withSchema(schema)
        .alterTable("session")
        .addColumn("viaSso", "boolean", (c) => c.notNull().defaultTo(false))
        .execute();
    }
  },
};

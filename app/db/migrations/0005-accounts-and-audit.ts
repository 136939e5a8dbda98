import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/** The sign-in contexts when this migration was written (written in: a migration never reads the live list). */
const CONTEXT_IDS = [
  "discount-retail",
  "mining",
  "discount-retail-transport",
  "app2",
  "retail-clothing",
  "retail-fashion",
  "wholesale",
  "quotes",
  "main",
  "events",
] as const;
const authSchema = (id: string) => `auth_${id.replaceAll("-", "_")}`;

/**
 * Accounts run from the browser: each account's state (invited, active,
 * disabled), whether a programme user is their programme's client
 * administrator, one-time links (invitations, password resets) kept as
 * hashes, and the append-only audit log.
 */
export const accountsAndAuditMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("accounts")
      .addColumn("context", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('invited', 'active', 'disabled')`))
      .addColumn("client_admin", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("invited_by", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("disabled_at", "timestamptz")
      .addColumn("last_sign_in_at", "timestamptz")
      .addPrimaryKeyConstraint("accounts_pk", ["context", "user_id"])
      .execute();
    // Accounts made before this migration are active. better-auth reads `disabled` on its user row itself, inside
    // its own transactions, when an account signs in (app/auth/auth.server.ts).
    for (const id of CONTEXT_IDS) {
      await db.schema
        .withSchema(authSchema(id))
        .alterTable("user")
        .addColumn("disabled", "boolean", (c) => c.notNull().defaultTo(false))
        .execute();
      await sql`insert into accounts (context, user_id, status)
        select ${id}, "id", 'active' from ${sql.table(`${authSchema(id)}.user`)}`.execute(db);
    }

    await db.schema
      .createTable("account_tokens")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("context", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('invitation', 'password-reset')`))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("used_at", "timestamptz")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema
      .createIndex("account_tokens_user_idx")
      .on("account_tokens")
      .columns(["context", "user_id", "purpose"])
      .execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("actor_context", "text")
      .addColumn("actor_user_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_context", "text")
      .addColumn("target_user_id", "text")
      .addColumn("target", "text")
      .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("address", "text")
      .execute();
    await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
    await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_email", "at"]).execute();
    await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "at"]).execute();
    // Append-only in the database itself: whatever the site's code does, an entry cannot be changed or deleted.
    await sql`create function audit_log_is_append_only() returns trigger language plpgsql as $$
      begin raise exception 'The audit log cannot be changed or deleted'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete or truncate on audit_log
      for each statement execute function audit_log_is_append_only()`.execute(db);
  },
  async down(db) {
    await sql`drop trigger if exists audit_log_append_only on audit_log`.execute(db);
    await sql`drop function if exists audit_log_is_append_only()`.execute(db);
    for (const table of ["audit_log", "account_tokens", "accounts"]) await db.schema.dropTable(table).execute();
    for (const id of CONTEXT_IDS) {
      await db.schema.withSchema(authSchema(id)).alterTable("user").dropColumn("disabled").execute();
    }
  },
};

import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The public site's forms (docs/architecture.md, “Data model”): submissions, the e-mail
 * outbox that tells staff about them, the per-address rate limit, and roles
 * (staff of the main context may read submissions).
 */
export const submissionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("submissions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("form_area", "text", (c) => c.notNull())
      .addColumn("payload", "jsonb", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("submissions_kind_idx").on("submissions").columns(["kind", "created_at"]).execute();
    await db.schema.createIndex("submissions_created_idx").on("submissions").column("created_at").execute();

    await db.schema
      .createTable("outbox")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("submission_reference", "text", (c) => c.notNull().references("submissions.reference"))
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("sent_at", "timestamptz")
      .addColumn("last_error", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();

    await db.schema
      .createTable("form_rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("user_roles")
      .addColumn("context", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addPrimaryKeyConstraint("user_roles_pk", ["context", "user_id", "role"])
      .execute();
  },
  async down(db) {
    for (const table of ["user_roles", "form_rate_limits", "outbox", "submissions"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

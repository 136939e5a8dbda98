import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Quotation requests get a life (app/quotes/workflow.ts): a state, a version
 * that every change must name (optimistic concurrency: of two underwriters
 * acting at once, the second is told who changed it first), the quotation
 * underwriting sends, and a timeline of every step with who, when and a note.
 * Requests made before this migration start as "requested", with their
 * request as the first entry of their timeline.
 */
export const quotationWorkflowMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("quote_requests")
      .addColumn("state", "text", (c) =>
        c
          .notNull()
          .defaultTo("requested")
          .check(
            sql`state in ('requested', 'in-review', 'quoted', 'accepted', 'bound', 'declined', 'not-taken-up', 'expired')`,
          ),
      )
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("renewal", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("quoted_premium_cents", "bigint")
      .addColumn("conditions", "text")
      // A South African calendar date, "YYYY-MM-DD": the quotation's last valid day.
      .addColumn("valid_until", "text")
      .addColumn("decline_reason", "text")
      .addColumn("policy_number", "text")
      .execute();
    await sql`update quote_requests set updated_at = created_at`.execute(db);
    await db.schema
      .createIndex("quote_requests_queue_idx")
      .on("quote_requests")
      .columns(["state", "created_at"])
      .execute();

    await db.schema
      .createTable("quote_events")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().references("quote_requests.reference").onDelete("cascade"))
      .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("from_state", "text")
      .addColumn("to_state", "text", (c) => c.notNull())
      .addColumn("actor_context", "text")
      .addColumn("actor_user_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("note", "text")
      .execute();
    await db.schema.createIndex("quote_events_reference_idx").on("quote_events").columns(["reference", "id"]).execute();
    await sql`insert into quote_events (reference, at, action, to_state, actor_context, actor_user_id)
      select reference, created_at, 'request', 'requested', context, user_id from quote_requests`.execute(db);
  },
  async down(db) {
    await db.schema.dropTable("quote_events").execute();
    await db.schema.dropIndex("quote_requests_queue_idx").execute();
    for (const column of [
      "state",
      "version",
      "updated_at",
      "renewal",
      "quoted_premium_cents",
      "conditions",
      "valid_until",
      "decline_reason",
      "policy_number",
    ]) {
      await db.schema.alterTable("quote_requests").dropColumn(column).execute();
    }
  },
};

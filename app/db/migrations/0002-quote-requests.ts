import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/** Quote requests from the programme quote pages (docs/architecture.md, “Data model”). */
export const quoteRequestsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("quote_requests")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("programme", "text", (c) => c.notNull())
      .addColumn("context", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("tier", "text", (c) => c.notNull())
      .addColumn("schedule", "jsonb", (c) => c.notNull())
      .addColumn("quote", "jsonb", (c) => c.notNull())
      .addColumn("premium_cents", "bigint", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema
      .createIndex("quote_requests_programme_idx")
      .on("quote_requests")
      .columns(["programme", "created_at"])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("quote_requests").execute();
  },
};

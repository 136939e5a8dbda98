import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A quotation's conditions (subjectivities) as a list (issue 35, item 4; decision 0056): one row per condition of
 * each version sent (a line of its conditions), with an optional day it is due and where it stands (outstanding,
 * met or waived: who said so and when), tracked on the desk, shown to the client and listed as outstanding on the
 * confirmation of cover. Versions sent before have none: their conditions stay the text they were.
 */
export const quoteConditionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("quote_conditions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().references("quote_requests.reference").onDelete("cascade"))
      .addColumn("quotation_version", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("due_on", "text", (c) => c.check(sql`due_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("outstanding")
          .check(sql`status in ('outstanding', 'met', 'waived')`),
      )
      .addColumn("status_by", "text")
      .addColumn("status_at", "timestamptz")
      .addUniqueConstraint("quote_conditions_version_position", ["reference", "quotation_version", "position"])
      .execute();
  },
};

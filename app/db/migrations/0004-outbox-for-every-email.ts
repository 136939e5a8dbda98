import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The outbox carried only form submissions' staff e-mails. Every e-mail the
 * site sends (invitations, password resets, quotations, claims) now goes
 * through it: a kind, and an optional reference to what the message is about.
 */
export const outboxForEveryEmailMigration: Migration = {
  async up(db) {
    await sql`alter table outbox drop constraint if exists outbox_submission_reference_fkey`.execute(db);
    await db.schema.alterTable("outbox").renameColumn("submission_reference", "reference").execute();
    await db.schema
      .alterTable("outbox")
      .alterColumn("reference", (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("submission"))
      .execute();
    await db.schema.createIndex("outbox_reference_idx").on("outbox").column("reference").execute();
  },
  async down(db) {
    await db.schema.dropIndex("outbox_reference_idx").execute();
    await db.schema.alterTable("outbox").dropColumn("kind").execute();
    await db.schema.alterTable("outbox").renameColumn("reference", "submission_reference").execute();
  },
};

import type { Migration } from "kysely/migration";

/**
 * E-mails an insurer would send (issue 27, item 6): each message is stored with an HTML part beside its plain
 * text (`body`), both made from the same content when the message is written. Rows stored before have no HTML
 * and are still sent, as plain text only.
 */
export const outboxHtmlMigration: Migration = {
  async up(db) {
    await db.schema.alterTable("outbox").addColumn("html", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("outbox").dropColumn("html").execute();
  },
};

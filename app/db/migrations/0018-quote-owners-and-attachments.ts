import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Owners and attachments for quotation requests (issue 27, items 4 and 5):
 *
 * - `quote_requests.owner_email`: the underwriter who owns the request, by e-mail address as claims name theirs
 *   (decision 0034: the address outlives a move between sign-in contexts); null while unassigned, when the
 *   shared underwriting mailbox hears of it.
 * - `quote_attachments`: PDF documents on a request, from the client (with the request or an answer) or from
 *   underwriting (with a quotation version, `quotation_version`); the bytes are in the file store under
 *   `storage_key`, checked by content before they were stored.
 */
export const quoteOwnersAndAttachmentsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable("quote_requests").addColumn("owner_email", "text").execute();
    await db.schema
      .createIndex("quote_requests_owner_idx")
      .on("quote_requests")
      .columns(["owner_email", "state"])
      .execute();

    await db.schema
      .createTable("quote_attachments")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().references("quote_requests.reference").onDelete("cascade"))
      .addColumn("storage_key", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("added_by", "text", (c) => c.notNull().check(sql`added_by in ('client', 'underwriter')`))
      .addColumn("quotation_version", "integer")
      .addColumn("actor_email", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema
      .createIndex("quote_attachments_reference_idx")
      .on("quote_attachments")
      .columns(["reference", "id"])
      .execute();
  },
};

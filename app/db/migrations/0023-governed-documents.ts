import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Governed documents (issue 29, item 5): an uploaded version waits for the editor's confirmation before it goes
 * live, and a live one can be retracted.
 *
 * - `document_versions.state`: `pending` (uploaded, shown to the editor as a preview of its first page), `live`
 *   (confirmed; the newest live one is served), `retracted` (was live, taken back: stays in the history marked so)
 *   or `discarded` (a pending upload the editor threw away; never public). Rows from before were all live.
 * - `preview_key`: the first page as a PNG in the storage module, rendered at upload.
 * - `published_at`/`published_by`, `retracted_at`/`retracted_by`: who took each step and when.
 */
export const governedDocumentsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("document_versions")
      .addColumn("state", "text", (c) =>
        c
          .notNull()
          .defaultTo("live")
          .check(sql`state in ('pending', 'live', 'retracted', 'discarded')`),
      )
      .execute();
    await db.schema.alterTable("document_versions").addColumn("preview_key", "text").execute();
    await db.schema.alterTable("document_versions").addColumn("published_at", "timestamptz").execute();
    await db.schema.alterTable("document_versions").addColumn("published_by", "text").execute();
    await db.schema.alterTable("document_versions").addColumn("retracted_at", "timestamptz").execute();
    await db.schema.alterTable("document_versions").addColumn("retracted_by", "text").execute();
    await sql`update document_versions set published_at = uploaded_at, published_by = uploaded_by`.execute(db);
  },
};

import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The media library found by what editors remember of a picture (issue 29's leftovers, decision 0045):
 *
 * - `pictures.file_name`: the name of the file as it was uploaded (or last replaced); empty for pictures uploaded
 *   before, which are found by their description.
 * - A trigram index over the description and the file name together, so a search for a word anywhere in them
 *   (`ilike '%word%'`) reads the index, not every row, in a library of thousands.
 */
export const pictureFileNamesMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("pictures")
      .addColumn("file_name", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sql`create index pictures_search_idx on pictures using gin ((alt || ' ' || file_name) gin_trgm_ops)`.execute(
      db,
    );
  },
};

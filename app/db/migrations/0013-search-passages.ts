import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Cheaper searches (docs/decisions/0025-search-never-slows-other-pages.md): on the embedded database a query
 * runs on the server's main thread, so what a search costs is what every other request waits.
 *
 * - `search_passages`: each document's body paragraph by paragraph, each with its own tsvector. A snippet is
 *   drawn from the best two matching paragraphs instead of the whole body (ts_headline's cost grows with the
 *   text it reads: a PDF's body is up to 18,000 characters, a paragraph at most a few hundred).
 * - The words table's trigram index becomes a GiST one: a misspelt word's closest known word is then found by
 *   a nearest-neighbour scan of the index (`<->`) instead of working out the similarity of every word.
 *
 * The sources' hashes are forgotten, so the next start indexes every source again and fills the passages.
 */
export const searchPassagesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("search_passages")
      .addColumn("document_id", "bigint", (c) => c.notNull().references("search_documents.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("search_vector", sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', text)`).stored())
      .addPrimaryKeyConstraint("search_passages_pkey", ["document_id", "position"])
      .execute();

    await sql`drop index if exists search_words_trgm_idx`.execute(db);
    await sql`create index search_words_trgm_gist_idx on search_words using gist (word gist_trgm_ops)`.execute(db);

    await db.deleteFrom("search_sources").execute();
  },
};

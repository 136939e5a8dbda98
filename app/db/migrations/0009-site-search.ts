import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Site search (docs/decisions/0014-site-search.md): PostgreSQL full-text search over the public site's
 * text, and pg_trgm for typos. pg_trgm is a trusted extension, so the database's owner may create it without
 * being a superuser; PGlite loads it as a contrib module (app/db/database.server.ts).
 *
 * - `search_documents`: one row per page, article or PDF, with a weighted tsvector the database keeps from
 *   the text (title A, headings B, body C), so ranking and matching never drift from the stored text.
 * - `search_words`: every word the indexed text uses, with a trigram index: a misspelt query word is
 *   matched to the closest of them.
 * - `search_sources`: a hash of what each source last indexed, so a start that finds the content unchanged
 *   writes nothing, and several server copies starting at once do the work once.
 */
export const siteSearchMigration: Migration = {
  async up(db) {
    await sql`create extension if not exists pg_trgm`.execute(db);

    await db.schema
      .createTable("search_documents")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('page', 'article', 'document')`))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("section", "text", (c) => c.notNull())
      .addColumn("headings", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("search_vector", sql`tsvector`, (c) =>
        c
          .generatedAlwaysAs(
            sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', headings), 'B') || setweight(to_tsvector('english', body), 'C')`,
          )
          .stored(),
      )
      .execute();
    await db.schema.createIndex("search_documents_source_idx").on("search_documents").column("source").execute();
    await sql`create index search_documents_vector_idx on search_documents using gin (search_vector)`.execute(db);

    await db.schema
      .createTable("search_words")
      .addColumn("word", "text", (c) => c.primaryKey())
      .addColumn("documents", "integer", (c) => c.notNull())
      .execute();
    await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db);

    await db.schema
      .createTable("search_sources")
      .addColumn("source", "text", (c) => c.primaryKey())
      .addColumn("content_hash", "text", (c) => c.notNull())
      .addColumn("documents", "integer", (c) => c.notNull())
      .addColumn("indexed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
  },
};

import { sql } from "kysely";
import type { Migration } from "kysely/migration";

// The articles as the site's content files held them when this migration was written, their bodies already HTML:
// frozen here, so that a later change to those files or to the HTML writer never changes what this migration does.
import seedArticles from "#app/db/migrations/0008-articles.seed.json" with { type: "json" };

/**
 * Articles in the database (issue 19): what marketing writes and publishes
 * from /staff/content. Seeded here, once, from the content modules the site
 * was built from (app/content/articles), at the same addresses, so nothing is
 * lost. Also: every saved revision, old addresses that redirect, and one row
 * whose number changes with every change the public can see, which each server
 * copy reads at most every second to know when its cache is stale.
 */
export const articlesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("articles")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('news', 'events')`))
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("body_html", "text", (c) => c.notNull())
      .addColumn("hero_image", "text", (c) => c.notNull())
      .addColumn("hero_alt", "text", (c) => c.notNull())
      .addColumn("location", "text")
      .addColumn("seo_title", "text")
      .addColumn("seo_description", "text")
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'published', 'withdrawn')`))
      .addColumn("publish_at", "timestamptz")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_by", "text")
      .execute();
    await db.schema.createIndex("articles_public_idx").on("articles").columns(["status", "publish_at"]).execute();

    await db.schema
      .createTable("article_revisions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("article_id", "bigint", (c) => c.notNull().references("articles.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("saved_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("saved_by", "text")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("fields", "jsonb", (c) => c.notNull())
      .addUniqueConstraint("article_revisions_version_uq", ["article_id", "version"])
      .execute();

    await db.schema
      .createTable("article_redirects")
      .addColumn("path", "text", (c) => c.primaryKey())
      .addColumn("article_id", "bigint", (c) => c.notNull().references("articles.id").onDelete("cascade"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();

    await db.schema
      .createTable("pictures")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("widths", "jsonb", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("uploaded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("uploaded_by", "text")
      .execute();

    // New versions of the downloadable documents; the PDFs generated from app/content/documents are the first.
    await db.schema
      .createTable("document_versions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("version", "text", (c) => c.notNull())
      .addColumn("effective_date", "text", (c) => c.notNull())
      .addColumn("storage_key", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("uploaded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("uploaded_by", "text")
      .execute();
    await db.schema.createIndex("document_versions_slug_idx").on("document_versions").columns(["slug", "id"]).execute();

    await db.schema
      .createTable("content_version")
      .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn("version", "bigint", (c) => c.notNull())
      .execute();
    await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

    for (const article of seedArticles) {
      const fields = { ...article, seo_title: null, seo_description: null };
      const { id } = await db
        .insertInto("articles")
        .values({ ...fields, status: "published", publish_at: `${article.date}T08:00:00+02:00`, updated_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("article_revisions")
        .values({
          article_id: id,
          version: 1,
          saved_by: null,
          note: "Brought over from the site's content files",
          fields: JSON.stringify(fields),
        })
        .execute();
    }
  },
  async down(db) {
    await db.schema.dropTable("content_version").execute();
    await db.schema.dropTable("pictures").execute();
    await db.schema.dropTable("document_versions").execute();
    await db.schema.dropTable("article_redirects").execute();
    await db.schema.dropTable("article_revisions").execute();
    await db.schema.dropTable("articles").execute();
  },
};

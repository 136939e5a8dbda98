import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Migration 0008 stored each seeded article's first revision under its column
 * names (body_html, hero_image, …), where every revision saved since holds the
 * editor's field names (bodyHtml, heroImage, …): the history read those first
 * revisions as empty and restoring one saved an article without a body. This
 * rewrites them in the editor's names.
 */
export const seedRevisionsAsFieldsMigration: Migration = {
  async up(db) {
    await sql`update article_revisions set fields = jsonb_build_object(
        'kind', fields->'kind',
        'slug', fields->'slug',
        'title', fields->'title',
        'date', fields->'date',
        'summary', fields->'summary',
        'bodyHtml', fields->'body_html',
        'heroImage', fields->'hero_image',
        'heroAlt', fields->'hero_alt',
        'location', fields->'location',
        'seoTitle', fields->'seo_title',
        'seoDescription', fields->'seo_description')
      where fields ? 'body_html'`.execute(db);
  },
};

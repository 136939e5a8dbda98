import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Editors at the level of a good CMS (issue 29, items 2 and 3):
 *
 * - `articles.draft`: changes to an article not yet on the public site: a saved change to a live (published or
 *   scheduled) article, which the public keeps not seeing until it is published, and any autosave. Null when
 *   the stored columns are all there is. `draft_publish_at`: when a live article's draft is to replace its
 *   published text (scheduled changes); the first server copy to read the articles after it publishes it.
 * - `article_revisions.event`: what each revision was (created, saved, autosaved, a draft of a live article,
 *   published, scheduled, withdrawn, restored), so the history lists each kind of step. The revisions saved
 *   before are named from their note.
 */
export const articleDraftsAndEventsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable("articles").addColumn("draft", "jsonb").execute();
    await db.schema.alterTable("articles").addColumn("draft_publish_at", "timestamptz").execute();
    await db.schema
      .alterTable("article_revisions")
      .addColumn("event", "text", (c) =>
        c
          .notNull()
          .defaultTo("saved")
          .check(
            sql`event in ('created', 'saved', 'autosaved', 'draft', 'published', 'scheduled', 'withdrawn', 'restored')`,
          ),
      )
      .execute();
    await sql`update article_revisions set event = case
        when note = 'Created' then 'created'
        when note like 'Restored%' then 'restored'
        else 'saved' end`.execute(db);
  },
};

import { sql } from "kysely";
import type { Migration } from "kysely/migration";

// Every programme's confidential figures and its policy wordings, as the programme files (app/programmes/*.ts)
// held them when this migration was written.
import seedProgrammes from "#app/db/migrations/0021-programme-data.seed.json" with { type: "json" };

/**
 * Programme data as data (issue 28, item 5): covers and limits, excess tiers, the quote engine's rates, the
 * renewal date and policy number, claims contacts, the insured's registered name and address and the yearly
 * claims and premium history live in `programme_data.details` (one typed JSON document per programme: the
 * shape the pages and the quote engine already read), edited at /staff/programmes with a field-level revision
 * per save. Policy wordings are versions of their own. Seeded once from the files, so no page's figures change.
 */
export const programmeDataMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("programme_data")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("details", "jsonb", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_by", "text")
      .execute();
    await db.schema
      .createTable("programme_data_revisions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().references("programme_data.slug"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("changes", "jsonb", (c) => c.notNull())
      .addColumn("changed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("changed_by", "text")
      .addUniqueConstraint("programme_data_revisions_version", ["slug", "version"])
      .execute();
    await db.schema
      .createTable("programme_wordings")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().references("programme_data.slug"))
      .addColumn("version", "text", (c) => c.notNull())
      .addColumn("effective_date", "text", (c) => c.notNull())
      .addColumn("sections", "jsonb", (c) => c.notNull())
      .addColumn("storage_key", "text")
      .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("added_by", "text")
      .addUniqueConstraint("programme_wordings_version", ["slug", "version"])
      .execute();

    for (const { slug, details, wordings } of seedProgrammes) {
      await db
        .insertInto("programme_data")
        .values({ slug, details: JSON.stringify(details) })
        .execute();
      for (const wording of wordings) {
        await db
          .insertInto("programme_wordings")
          .values({
            slug,
            version: wording.version,
            effective_date: wording.effectiveDate,
            sections: JSON.stringify(wording.sections),
          })
          .execute();
      }
    }
  },
  async down(db) {
    await db.schema.dropTable("programme_wordings").execute();
    await db.schema.dropTable("programme_data_revisions").execute();
    await db.schema.dropTable("programme_data").execute();
  },
};

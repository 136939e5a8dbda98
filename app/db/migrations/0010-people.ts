import { sql } from "kysely";
import type { Migration } from "kysely/migration";

// The people and their groups, in order, as the site's content file held them when this migration was written.
import seedGroups from "#app/db/migrations/0010-people.seed.json" with { type: "json" };

const leadershipGroups = seedGroups.map((group) => group.team);

/**
 * The group's people in the database (issue 19, item 5): what the leadership
 * showcase, the key contacts and the managers lineups show, edited at
 * /staff/people. Seeded once from the content module the site was built from
 * (app/content/people.ts), each in its group and order, with the portrait
 * drawn for the site; an editor may give anyone an uploaded picture instead.
 * A change raises the content version (migration 0008), so every server copy
 * drops its cached pages within seconds.
 */
export const peopleMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("people")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("team", "text", (c) =>
        c.notNull().check(sql`team in (${sql.join(leadershipGroups.map((g) => sql.lit(g)))})`),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("portrait", "text")
      .addColumn("picture_id", "bigint", (c) => c.references("pictures.id"))
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_by", "text")
      .addCheckConstraint("people_has_picture", sql`portrait is not null or picture_id is not null`)
      .execute();
    await db.schema.createIndex("people_team_idx").on("people").columns(["team", "position"]).execute();

    for (const { team, people } of seedGroups) {
      for (const [position, person] of people.entries()) {
        await db
          .insertInto("people")
          .values({
            id: person.id,
            team,
            position,
            name: person.name,
            title: person.title,
            email: person.email,
            portrait: `people/${person.id}`,
          })
          .execute();
      }
    }
  },
};

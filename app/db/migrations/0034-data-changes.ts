import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Change counters (issue 38, decision 0055): one row per kind of data a signed-in page reads and keeps in memory,
 * its `version` raised by a trigger on every statement that writes one of its tables, whatever writes it (a page, a
 * script, another server copy, a cascade). A copy reads these few rows at most once a second and reads the data
 * itself again only when its counter has moved: a programme's figures and wordings (`programmes`) and the claims
 * desk's claims and payments that make the loss run (`claims`).
 *
 * The topics and tables are written in: a migration never reads the application's lists.
 */
const TOPICS: Record<string, string[]> = {
  programmes: ["programme_data", "programme_wordings"],
  claims: ["claims", "claim_payments"],
};

export const dataChangesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("data_changes")
      .addColumn("topic", "text", (c) => c.primaryKey())
      .addColumn("version", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .insertInto("data_changes" as never)
      .values(Object.keys(TOPICS).map((topic) => ({ topic })) as never)
      .execute();
    await sql`create function data_changed() returns trigger language plpgsql as $$
      begin
        update data_changes set version = version + 1 where topic = TG_ARGV[0];
        return null;
      end
    $$`.execute(db);
    for (const [topic, tables] of Object.entries(TOPICS)) {
      for (const table of tables) {
        await sql`create trigger ${sql.raw(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function data_changed(${sql.lit(topic)})`.execute(db);
      }
    }
  },
};

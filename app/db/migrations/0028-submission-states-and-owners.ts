import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Form submissions a team can work through (issue 27, decision 0047):
 *
 * - `submissions.state`: "new" (nobody has it in hand yet), "in-hand" or "done"; every submission already stored
 *   starts as "new", with no owner.
 * - `submissions.state_at`: when the state last changed (its receipt for the existing ones).
 * - `submissions.owner_email`: the member of staff who owns it, by e-mail address as claims and quotation
 *   requests name theirs (decision 0034); null while the team's shared mailbox has it.
 * - `submissions.closing_note`: what was done, written when it was marked done; cleared if it is reopened (the
 *   audit log keeps every note).
 */
export const submissionStatesAndOwnersMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("submissions")
      .addColumn("state", "text", (c) =>
        c
          .notNull()
          .defaultTo("new")
          .check(sql`state in ('new', 'in-hand', 'done')`),
      )
      .addColumn("state_at", "timestamptz")
      .addColumn("owner_email", "text")
      .addColumn("closing_note", "text")
      .execute();
    await sql`update submissions set state_at = created_at`.execute(db);
    await db.schema
      .alterTable("submissions")
      .alterColumn("state_at", (c) => c.setDefault(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema
      .alterTable("submissions")
      .alterColumn("state_at", (c) => c.setNotNull())
      .execute();
    await db.schema.createIndex("submissions_state_idx").on("submissions").columns(["state", "created_at"]).execute();
    await db.schema.createIndex("submissions_owner_idx").on("submissions").columns(["owner_email", "state"]).execute();
  },
};

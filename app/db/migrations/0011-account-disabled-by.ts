import type { Migration } from "kysely/migration";

/**
 * Who disabled an account (issue 25): a client administrator may enable only
 * the accounts of their programme that they, not the group's staff, disabled.
 * `disabled_by_context` is the acting person's sign-in context (`main` for the
 * group's staff) and stays empty when the command line did it; an account
 * disabled before this migration has it empty too, so it counts as the
 * group's doing, which only the group's staff can undo.
 */
export const accountDisabledByMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("accounts")
      .addColumn("disabled_by", "text")
      .addColumn("disabled_by_context", "text")
      .execute();
  },
  async down(db) {
    await db.schema.alterTable("accounts").dropColumn("disabled_by").dropColumn("disabled_by_context").execute();
  },
};

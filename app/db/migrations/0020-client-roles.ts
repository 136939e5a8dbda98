import type { Migration } from "kysely/migration";

/**
 * Client roles within a programme (issue 28, item 2): beside `client_admin`,
 * whether a programme user may ask for quotations and report claims
 * (`requester`) and accept or decline a quotation (`approver`); with neither
 * they read only (a viewer). Everyone there before becomes a requester, as
 * they could ask for quotations; client administrators keep their role and
 * become approvers, as they could accept. A user without a row in `accounts`
 * is read as a requester (app/accounts/account-list.server.ts).
 */
export const clientRolesMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("accounts")
      .addColumn("requester", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("approver", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    await db.updateTable("accounts").set({ approver: true }).where("client_admin", "=", true).execute();
  },
  async down(db) {
    await db.schema.alterTable("accounts").dropColumn("requester").dropColumn("approver").execute();
  },
};

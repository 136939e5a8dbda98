import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Claims as claimants expect (issue 27, items 4 and 7):
 *
 * - `claim_history` takes four more kinds: a message from the claimant, a message from the claims team, a
 *   payment and a change of reserve.
 * - `claim_payments`: the money the claims team records on a claim, in integer cents: the reserve (what the
 *   claim is expected to cost; the newest is the current one, internal) and each payment (shown to the claimant),
 *   with the day it was made and its reference.
 * - `claims.tracking_token_sealed`: the claimant's tracking token, encrypted with a key only the server holds,
 *   so later e-mails can repeat the private link (its hash stays the only way to find a claim by token). Claims
 *   reported before have none.
 * - `staff_profiles`: what a staff member tells claimants beyond their account's name, by their e-mail address
 *   (claims name their owner by address; the address outlives a move between sign-in contexts): a direct line.
 */
export const claimOwnersMessagesPaymentsMigration: Migration = {
  async up(db) {
    await sql`alter table claim_history drop constraint claim_history_kind_check`.execute(db);
    await sql`alter table claim_history add constraint claim_history_kind_check check (kind in ('step', 'note', 'internal-note', 'documents', 'handler', 'message-in', 'message-out', 'payment', 'reserve'))`.execute(
      db,
    );

    await db.schema
      .createTable("claim_payments")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("claim_id", "bigint", (c) => c.notNull().references("claims.id"))
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('reserve', 'payment')`))
      .addColumn("amount_cents", "bigint", (c) => c.notNull().check(sql`amount_cents >= 0`))
      // A South African calendar day, "2026-11-25", as the other day columns are kept (both engines read it alike).
      .addColumn("on_day", "text", (c) => c.notNull().check(sql`on_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("recorded_by", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("claim_payments_claim_idx").on("claim_payments").columns(["claim_id", "id"]).execute();

    await db.schema.alterTable("claims").addColumn("tracking_token_sealed", "text").execute();
    await db.schema.createIndex("claims_handler_idx").on("claims").columns(["handler_email", "step"]).execute();

    await db.schema
      .createTable("staff_profiles")
      .addColumn("email", "text", (c) => c.primaryKey())
      .addColumn("direct_line", "text", (c) => c.notNull())
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
  },
};

import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Quotations as underwriters work them (issue 27, item 5): a quotation offers
 * one or more tiers side by side, each with its premium (`options`), and may
 * be revised: every version sent is kept in `quotation_versions`, the request
 * row holding the latest. Two more states: "info-needed" (underwriting asked
 * the client a question) and "withdrawn" (with its reason). The client
 * accepts one option (`accepted_tier`); binding records the inception date,
 * from which the year of cover runs. Quotations sent before this migration
 * become version 1 with one option, the tier the client asked for.
 */
export const quotationVersionsMigration: Migration = {
  async up(db) {
    await sql`alter table quote_requests drop constraint quote_requests_state_check`.execute(db);
    await sql`alter table quote_requests add constraint quote_requests_state_check check (state in
      ('requested', 'in-review', 'info-needed', 'quoted', 'accepted', 'bound', 'declined', 'not-taken-up', 'expired', 'withdrawn'))`.execute(
      db,
    );
    await db.schema
      .alterTable("quote_requests")
      // [{ "tier": "Flat 500K", "premiumCents": 275000000 }, …]: the latest version's options.
      .addColumn("options", "jsonb")
      .addColumn("quotation_version", "integer")
      .addColumn("accepted_tier", "text")
      .addColumn("withdraw_reason", "text")
      // South African calendar dates, "YYYY-MM-DD".
      .addColumn("inception_date", "text")
      .addColumn("cover_until", "text")
      .execute();
    await db.schema
      .createTable("quotation_versions")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().references("quote_requests.reference").onDelete("cascade"))
      .addColumn("number", "integer", (c) => c.notNull())
      .addColumn("options", "jsonb", (c) => c.notNull())
      .addColumn("conditions", "text", (c) => c.notNull())
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("actor_email", "text")
      .addUniqueConstraint("quotation_versions_number_key", ["reference", "number"])
      .execute();
    await sql`update quote_requests
      set options = jsonb_build_array(jsonb_build_object('tier', tier, 'premiumCents', quoted_premium_cents)),
          quotation_version = 1,
          accepted_tier = case when state in ('accepted', 'bound') then tier end
      where quoted_premium_cents is not null and valid_until is not null`.execute(db);
    await sql`insert into quotation_versions (reference, number, options, conditions, valid_until, created_at)
      select reference, 1, options, coalesce(conditions, ''), valid_until, updated_at
      from quote_requests where quotation_version = 1`.execute(db);
  },
  async down(db) {
    await db.schema.dropTable("quotation_versions").execute();
    for (const column of [
      "options",
      "quotation_version",
      "accepted_tier",
      "withdraw_reason",
      "inception_date",
      "cover_until",
    ]) {
      await db.schema.alterTable("quote_requests").dropColumn(column).execute();
    }
    await sql`alter table quote_requests drop constraint quote_requests_state_check`.execute(db);
    await sql`alter table quote_requests add constraint quote_requests_state_check check (state in
      ('requested', 'in-review', 'quoted', 'accepted', 'bound', 'declined', 'not-taken-up', 'expired'))`.execute(db);
  },
};

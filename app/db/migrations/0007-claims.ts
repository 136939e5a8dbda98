import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Claims with their documents (issue 18): the claim as reported (its form's
 * fields as JSON beside the columns the desk sorts and finds by), its step,
 * its handler, a hash of the claimant's private tracking token (the token
 * itself is only ever in the claimant's link), its files (kept in the file
 * store under opaque keys; here their name, type by content, size and
 * checksum) and its history: each step with its note to the claimant, and
 * the claims team's internal notes.
 */
export const claimsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable("claims")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("tracking_token_hash", "text", (c) => c.notNull().unique())
      .addColumn("form_area", "text", (c) => c.notNull())
      .addColumn("programme", "text")
      .addColumn("reported_by_context", "text")
      .addColumn("reported_by_user_id", "text")
      .addColumn("claimant_name", "text", (c) => c.notNull())
      .addColumn("claimant_email", "text", (c) => c.notNull())
      .addColumn("policy_number", "text", (c) => c.notNull())
      .addColumn("loss_type", "text", (c) => c.notNull())
      .addColumn("payload", "jsonb", (c) => c.notNull())
      .addColumn("step", "text", (c) =>
        c
          .notNull()
          .check(
            sql`step in ('received', 'assessor-appointed', 'awaiting-documents', 'approved', 'declined', 'paid', 'closed')`,
          ),
      )
      .addColumn("step_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("handler_email", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("claims_step_idx").on("claims").columns(["step", "step_at"]).execute();
    await db.schema.createIndex("claims_programme_idx").on("claims").columns(["programme", "created_at"]).execute();
    // The tracker's second way in: the reference and the e-mail address used, compared in lower case.
    await db.schema
      .createIndex("claims_reference_email_idx")
      .on("claims")
      .expression(sql`reference, lower(claimant_email)`)
      .execute();

    await db.schema
      .createTable("claim_files")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("claim_id", "bigint", (c) => c.notNull().references("claims.id"))
      .addColumn("storage_key", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("location_data", "text", (c) => c.notNull().check(sql`location_data in ('removed', 'none', 'kept')`))
      .addColumn("added_by", "text", (c) => c.notNull().check(sql`added_by in ('claimant', 'staff')`))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("claim_files_claim_idx").on("claim_files").columns(["claim_id", "id"]).execute();

    await db.schema
      .createTable("claim_history")
      .addColumn("id", "bigserial", (c) => c.primaryKey())
      .addColumn("claim_id", "bigint", (c) => c.notNull().references("claims.id"))
      .addColumn("kind", "text", (c) =>
        c.notNull().check(sql`kind in ('step', 'note', 'internal-note', 'documents', 'handler')`),
      )
      .addColumn("step", "text")
      .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("author_email", "text")
      .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex("claim_history_claim_idx").on("claim_history").columns(["claim_id", "id"]).execute();
  },
  async down(db) {
    for (const table of ["claim_history", "claim_files", "claims"]) await db.schema.dropTable(table).execute();
  },
};

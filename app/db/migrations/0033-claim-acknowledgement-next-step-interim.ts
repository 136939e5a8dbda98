import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Claims that follow their steps (issue 36, item 1; decision 0054):
 *
 * - `claims.acknowledged_at` / `acknowledged_by`: when and by whom (an address) the claim was acknowledged; the
 *   24-hour acknowledgement clock stops there. Claims stored before have none: only a received claim is measured
 *   against that clock, and moving one on acknowledges it.
 * - `claims.next_step` / `next_step_on`: the next step the handler set for the claimant (app/claims/progress.ts
 *   names the kinds) and its South African day; cleared when the claim moves to another step.
 * - `claims.step` may be "withdrawn" (the claimant withdrew it): closing then needs paid, declined or withdrawn.
 * - `claim_payments.interim` / `reason`: a payment made before the claim is decided, with the reason the
 *   claimant reads beside it.
 * - `claim_history` takes two more kinds: an acknowledgement and a next step set.
 * - `document_versions.text`: an uploaded version's text, read from the PDF at upload, which site search indexes
 *   once the version is live (issue 36, item 3). Versions uploaded before have none: search then has the
 *   document's title and summary for them.
 */
export const claimAcknowledgementNextStepInterimMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("claims")
      .addColumn("acknowledged_at", "timestamptz")
      .addColumn("acknowledged_by", "text")
      .addColumn("next_step", "text")
      .addColumn("next_step_on", "text", (c) => c.check(sql`next_step_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .execute();
    await sql`alter table claims drop constraint claims_step_check`.execute(db);
    await sql`alter table claims add constraint claims_step_check check (step in ('received', 'assessor-appointed', 'awaiting-documents', 'approved', 'declined', 'paid', 'withdrawn', 'closed'))`.execute(
      db,
    );
    await db.schema
      .alterTable("claim_payments")
      .addColumn("interim", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.alterTable("document_versions").addColumn("text", "text").execute();
    await sql`alter table claim_history drop constraint claim_history_kind_check`.execute(db);
    await sql`alter table claim_history add constraint claim_history_kind_check check (kind in ('step', 'note', 'internal-note', 'documents', 'handler', 'message-in', 'message-out', 'payment', 'reserve', 'acknowledged', 'next-step'))`.execute(
      db,
    );
  },
};

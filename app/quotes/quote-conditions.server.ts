import type { Kysely } from "kysely";

import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";
import { conditionLines, type ConditionStatus } from "./conditions.ts";
import { addQuoteEvent } from "./quote-records.server.ts";

/**
 * A quotation's conditions as a list (app/quotes/conditions.ts), stored per version sent: written with the version
 * in its transaction, then tracked on the desk one at a time, each change on the desk's timeline and the audit log.
 */

/** The rows of a version's conditions, in the caller's transaction (a quotation sent or revised). */
export async function storeConditions(
  trx: Kysely<DB>,
  input: { reference: string; quotationVersion: number; text: string },
): Promise<void> {
  const lines = conditionLines(input.text);
  if (!lines.length) return;
  await trx
    .insertInto("quote_conditions")
    .values(
      lines.map((text, position) => ({
        reference: input.reference,
        quotation_version: input.quotationVersion,
        position,
        text,
        status: "outstanding" as const,
      })),
    )
    .execute();
}

export interface StoredCondition {
  id: number;
  text: string;
  dueOn: string | null;
  status: ConditionStatus;
  statusBy: string | null;
  statusAt: Date | null;
}

/** A version's conditions, in their order. */
export async function listConditions(
  database: Database,
  reference: string,
  quotationVersion: number,
): Promise<StoredCondition[]> {
  const rows = await database.db
    .selectFrom("quote_conditions")
    .selectAll()
    .where("reference", "=", reference)
    .where("quotation_version", "=", quotationVersion)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    dueOn: r.due_on,
    status: r.status,
    statusBy: r.status_by,
    statusAt: r.status_at,
  }));
}

/**
 * Sets where a condition of the request's version in force stands, and its due day (null: none): who and when are
 * recorded with it when its status changes. False when the condition is not one of that version's (another
 * request's, or a version since replaced).
 */
export async function setCondition(
  database: Database,
  input: {
    reference: string;
    id: number;
    status: ConditionStatus;
    dueOn: string | null;
    actor: Actor;
    now?: Date;
  },
): Promise<boolean> {
  const now = input.now ?? new Date();
  return database.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("quote_requests")
      .select(["state", "context", "user_id", "quotation_version"])
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    const condition = await trx
      .selectFrom("quote_conditions")
      .selectAll()
      .where("id", "=", input.id)
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    if (!request || !condition || condition.quotation_version !== request.quotation_version) return false;
    const statusChanged = condition.status !== input.status;
    if (!statusChanged && condition.due_on === input.dueOn) return true;
    await trx
      .updateTable("quote_conditions")
      .set({
        status: input.status,
        due_on: input.dueOn,
        ...(statusChanged && { status_by: input.actor.email?.toLowerCase() ?? null, status_at: now }),
      })
      .where("id", "=", input.id)
      .execute();
    const note = `Condition ${condition.position + 1}, “${condition.text}”: ${input.status}${input.dueOn ? `, due ${input.dueOn}` : ""}`;
    await addQuoteEvent(trx, input.actor, {
      reference: input.reference,
      at: now,
      action: "note",
      from_state: request.state,
      to_state: request.state,
      note,
    });
    await recordAudit(trx, {
      action: "quote-condition-updated",
      actor: input.actor,
      targetContext: request.context,
      targetUserId: request.user_id,
      target: input.reference,
      detail: { condition: condition.position + 1, status: input.status, dueOn: input.dueOn },
    });
    return true;
  });
}

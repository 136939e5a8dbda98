import type { Database } from "#app/db/database.server.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { southAfricanDayEnd } from "#app/lib/format/time.ts";
import { stepLabel, type QuoteEventKind } from "#app/quotes/workflow.ts";
import { addQuoteEvent, type Quotation, type QuoteEvent, type QuoteRequest } from "./quote-records.server.ts";
import { stateOf } from "./quote-requests.server.ts";

/**
 * What happened to a request, as both sides read it: its timeline (with its expiry, which nobody takes), every
 * version of its quotation, the steps of many requests at once for a list, and underwriting's internal notes.
 */

/**
 * A request's timeline, oldest first; a quotation that has expired gets its
 * expiry as the last entry. Underwriting's internal notes are left out unless
 * asked for (the client never sees them).
 */
export async function quoteTimeline(
  database: Database,
  request: QuoteRequest,
  now = new Date(),
  options: { internal?: boolean } = {},
): Promise<QuoteEvent[]> {
  const rows = await database.db
    .selectFrom("quote_events")
    .selectAll()
    .where("reference", "=", request.reference)
    .$if(!options.internal, (q) => q.where("action", "!=", "note"))
    .orderBy("id")
    .execute();
  const events: QuoteEvent[] = rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action as QuoteEventKind,
    label: stepLabel(r.action as QuoteEventKind),
    fromState: r.from_state,
    toState: r.to_state,
    actorEmail: r.actor_email,
    note: r.note,
  }));
  if (stateOf(request, now) === "expired" && request.quotation) {
    // Expiry is a matter of the calendar, not of anyone's act: it starts the day after the last valid day.
    events.push({
      id: 0,
      // A stored quotation's last valid day was checked when it was sent.
      at: southAfricanDayEnd(request.quotation.validUntil)!,
      action: "expire",
      label: stepLabel("expire"),
      fromState: "quoted",
      toState: "expired",
      actorEmail: null,
      note: null,
    });
  }
  return events;
}

/** One version of a quotation as it was sent. */
export interface QuotationVersion extends Quotation {
  at: Date;
  actorEmail: string | null;
}

/** Every version of a request's quotation, newest first. */
export async function quotationVersions(database: Database, reference: string): Promise<QuotationVersion[]> {
  const rows = await database.db
    .selectFrom("quotation_versions")
    .selectAll()
    .where("reference", "=", reference)
    .orderBy("number", "desc")
    .execute();
  return rows.map((r) => ({
    version: r.number,
    options: r.options,
    conditions: r.conditions,
    validUntil: r.valid_until,
    at: r.created_at,
    actorEmail: r.actor_email,
  }));
}

/**
 * An underwriter's internal note on a request: on the desk's timeline and the
 * audit log, never shown to the client. It changes nothing about the request,
 * so it names no version and cannot clash with a step.
 */
export async function addQuoteNote(
  database: Database,
  input: { reference: string; note: string; actor: Actor; now?: Date },
): Promise<boolean> {
  const note = input.note.trim();
  if (!note) return false;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quote_requests")
      .select(["state", "context", "user_id"])
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    if (!row) return false;
    await addQuoteEvent(trx, input.actor, {
      reference: input.reference,
      at: input.now ?? new Date(),
      action: "note",
      from_state: row.state,
      to_state: row.state,
      note,
    });
    await recordAudit(trx, {
      action: "quote-note-added",
      actor: input.actor,
      targetContext: row.context,
      targetUserId: row.user_id,
      target: input.reference,
    });
    return true;
  });
}

/**
 * The timeline's steps of several requests at once (no notes), oldest first: what their outputs' "since" days are
 * worked out from (app/quotes/desk.server.ts, `factsOf`) on a list of many.
 */
export async function stepsOf(
  database: Database,
  references: readonly string[],
): Promise<Map<string, { action: string; at: Date; actorEmail: string | null }[]>> {
  const found = new Map<string, { action: string; at: Date; actorEmail: string | null }[]>();
  if (!references.length) return found;
  const rows = await database.db
    .selectFrom("quote_events")
    .select(["reference", "action", "at", "actor_email"])
    .where("reference", "in", [...references])
    .where("action", "!=", "note")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const list = found.get(r.reference) ?? [];
    list.push({ action: r.action, at: r.at, actorEmail: r.actor_email });
    found.set(r.reference, list);
  }
  return found;
}

import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { currentState, type QuoteState } from "#app/quotes/workflow.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import {
  insertAttachments,
  quoteRequestFromRow,
  type QuoteRequest,
  type StoredAttachment,
} from "./quote-records.server.ts";

/**
 * Quotation requests (docs/architecture.md, “Data model”): storing one, finding it, a programme's list, the
 * desk's queue and the requests still open. What may happen next is the workflow's (app/quotes/workflow.ts);
 * the steps are taken by `quote-steps.server.ts`, each in one transaction with its timeline entry, its audit
 * entry and the e-mail that tells of it.
 */

export type NewQuoteRequest = Pick<
  QuoteRequest,
  "programme" | "context" | "userId" | "tier" | "schedule" | "quote" | "premiumCents"
> & { renewal?: boolean };

/** e.g. Q-PEP-7K3M9X: the programme's first letters and six random characters (about a billion to one). */
export function newReference(programme: string): string {
  const prefix = programme
    .replace(/[^a-z]/gi, "")
    .slice(0, 3)
    .toUpperCase();
  return `Q-${prefix}-${randomCode()}`;
}

/** A request's state as people should see it now: a quotation past its last valid day has expired. */
export function stateOf(request: Pick<QuoteRequest, "state" | "quotation">, now = new Date()): QuoteState {
  return currentState({ state: request.state, validUntil: request.quotation?.validUntil }, southAfricanDay(now));
}

/**
 * Stores a request, and the first entry of its timeline, and returns it with
 * its reference; a clash of references (vanishingly rare) draws again.
 * `emails` are the messages that tell of it, stored with `notify` in the same transaction.
 */
export async function storeQuoteRequest(
  database: Database,
  input: NewQuoteRequest,
  options: {
    actor?: Actor;
    emails?: (request: QuoteRequest) => Email[];
    /** PDFs sent with the request (already checked and in the file store). */
    attachments?: readonly StoredAttachment[];
  } = {},
): Promise<QuoteRequest> {
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(input.programme);
    const stored = await database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("quote_requests")
        .values({
          reference,
          programme: input.programme,
          context: input.context,
          user_id: input.userId,
          tier: input.tier,
          schedule: JSON.stringify(input.schedule),
          quote: JSON.stringify(input.quote),
          premium_cents: input.premiumCents,
          renewal: input.renewal ?? false,
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto("quote_events")
        .values({
          reference,
          at: row.created_at,
          action: "request",
          to_state: "requested",
          actor_context: input.context,
          actor_user_id: input.userId,
          actor_email: options.actor?.email?.toLowerCase() ?? null,
          note: input.renewal ? "Renewal" : null,
        })
        .execute();
      if (options.actor) {
        await recordAudit(trx, {
          action: "quote-requested",
          actor: options.actor,
          targetContext: input.context,
          targetUserId: input.userId,
          target: reference,
          detail: { programme: input.programme, tier: input.tier, ...(input.renewal && { renewal: true }) },
        });
      }
      await insertAttachments(trx, {
        row,
        files: options.attachments ?? [],
        addedBy: "client",
        actor: options.actor ?? { context: input.context, userId: input.userId },
        at: row.created_at,
      });
      const request = quoteRequestFromRow(row);
      for (const email of options.emails?.(request) ?? []) await notify(trx, email);
      return request;
    });
    if (stored) return stored;
    if (attempt >= 5) throw new Error("Could not draw a free quote reference");
  }
}

export async function findQuoteRequest(database: Database, reference: string): Promise<QuoteRequest | undefined> {
  const row = await database.db
    .selectFrom("quote_requests")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row && quoteRequestFromRow(row);
}

/** A user's latest requests on a programme, newest first. */
export async function listQuoteRequests(
  database: Database,
  programme: string,
  /** One member's requests, or (null) every request of the programme: its whole team reads them (issue 28). */
  userId: string | null,
  limit = 5,
): Promise<QuoteRequest[]> {
  let query = database.db.selectFrom("quote_requests").selectAll().where("programme", "=", programme);
  if (userId !== null) query = query.where("user_id", "=", userId);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(quoteRequestFromRow);
}

/**
 * How many of a programme's quotations wait for an approver (issue 35, item 2): sent and still valid on `today`
 * (the queue's "quoted"; one past its last day has expired). For the programme menu's count.
 */
export async function countAwaitingApproval(database: Database, programme: string, today: string): Promise<number> {
  const row = await database.db
    .selectFrom("quote_requests")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("programme", "=", programme)
    .where("state", "=", "quoted")
    .where("valid_until", ">=", today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface QueueQuery {
  programme?: string;
  /** As people see it: "expired" is a quoted request past its validity, "quoted" one still open. */
  state?: QuoteState;
  /** Only requests not yet closed (requested, being prepared, information needed, quoted and valid, accepted). */
  open?: boolean;
  /** Requested at or after / before these moments. */
  from?: Date;
  before?: Date;
  /** Waiting for a first answer (requested or being prepared) since before this moment: over the service target. */
  waitingBefore?: Date;
  /** Quoted, still valid, and lapsing on or before this South African day. */
  lapsingBy?: string;
  /** South African date, for telling expired from quoted. */
  today: string;
  /** Owned by this underwriter (e-mail address), or by nobody (null); every request when left out. */
  owner?: string | null;
  limit?: number;
  offset?: number;
}

function queue(database: Database, query: QueueQuery) {
  const { state, today } = query;
  return database.db
    .selectFrom("quote_requests")
    .$if(!!query.programme, (q) => q.where("programme", "=", query.programme!))
    .$if(query.owner === null, (q) => q.where("owner_email", "is", null))
    .$if(typeof query.owner === "string", (q) => q.where("owner_email", "=", query.owner!.toLowerCase()))
    .$if(!!state, (q) => {
      if (state === "expired") {
        return q.where((eb) =>
          eb.or([eb("state", "=", "expired"), eb.and([eb("state", "=", "quoted"), eb("valid_until", "<", today)])]),
        );
      }
      if (state === "quoted") return q.where("state", "=", "quoted").where("valid_until", ">=", today);
      return q.where("state", "=", state!);
    })
    .$if(!!query.open, (q) =>
      q.where((eb) =>
        eb.or([
          eb("state", "in", ["requested", "in-review", "info-needed", "accepted"]),
          eb.and([eb("state", "=", "quoted"), eb("valid_until", ">=", today)]),
        ]),
      ),
    )
    .$if(!!query.from, (q) => q.where("created_at", ">=", query.from!))
    .$if(!!query.before, (q) => q.where("created_at", "<", query.before!))
    .$if(!!query.waitingBefore, (q) =>
      q.where("state", "in", ["requested", "in-review"]).where("created_at", "<", query.waitingBefore!),
    )
    .$if(!!query.lapsingBy, (q) =>
      q.where("state", "=", "quoted").where("valid_until", ">=", today).where("valid_until", "<=", query.lapsingBy!),
    );
}

/** The underwriting desk's queue: oldest first, so the longest waiting is seen first. */
export async function listQueue(database: Database, query: QueueQuery): Promise<QuoteRequest[]> {
  const rows = await queue(database, query)
    .selectAll()
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(quoteRequestFromRow);
}

export async function countQueue(database: Database, query: QueueQuery): Promise<number> {
  const row = await queue(database, query)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** States in which a request is still someone's work: not yet answered, quoted and open, or accepted. */
export const OPEN_STATES: readonly QuoteState[] = ["requested", "in-review", "info-needed", "quoted", "accepted"];

/**
 * The open requests an underwriter owns, oldest first (the desk home's "assigned to me"): a quotation that has
 * expired is no longer open work.
 */
export async function openRequestsOwnedBy(
  database: Database,
  email: string,
  now = new Date(),
): Promise<QuoteRequest[]> {
  const today = southAfricanDay(now);
  const rows = await database.db
    .selectFrom("quote_requests")
    .selectAll()
    .where("owner_email", "=", email.toLowerCase())
    .where("state", "in", OPEN_STATES)
    .where((eb) => eb.or([eb("state", "!=", "quoted"), eb("valid_until", ">=", today)]))
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(quoteRequestFromRow);
}

import type { Insertable, Kysely, Selectable } from "kysely";
import { DECLARATION_SUMMARY } from "#app/quotes/declaration.ts";

import type { AuditAction } from "#app/audit/actions.ts";
import { notify } from "#app/email/notify.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { southAfricanDay, southAfricanTime, southAfricanDayEnd } from "#app/lib/format/time.ts";
import {
  currentState,
  periodOfCover,
  stepLabel,
  transition,
  type QuoteAction,
  type QuoteActionKind,
  type QuoteEventKind,
  type QuoteParty,
  type QuoteState,
  type QuotationTerms,
} from "#app/quotes/workflow.ts";
import { findProgramme } from "#app/programmes/index.ts";
import type { Quote } from "#app/programmes/quote.ts";
import type { ScheduleLine } from "#app/programmes/types.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { forgetProgrammeData, recordBinding, storedRenewalDate } from "#app/programmes/programme-data.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB, QuoteAttachmentsTable, QuoteEventsTable, QuoteRequestsTable } from "#app/db/schema.ts";
import {
  ownerChangedMessage,
  staffByEmail,
  staffWithRole,
  type StaffMember,
} from "#app/accounts/staff-directory.server.ts";
import { randomCode } from "#app/lib/server/references.server.ts";

/**
 * Quotation requests and their timelines (docs/architecture.md, “Data
 * model”). What may happen next is the workflow's (app/quotes/workflow.ts);
 * this module stores it, one step at a time, each step in one transaction
 * with its timeline entry, its audit entry and the e-mail that tells of it.
 */

/** The quotation underwriting sent, in its latest version. */
export interface Quotation extends QuotationTerms {
  /** 1 for the first sent, one more for each revision. */
  version: number;
}

/** One version of a quotation as it was sent. */
export interface QuotationVersion extends Quotation {
  at: Date;
  actorEmail: string | null;
}

/** A quote request as stored; money in cents. */
export interface QuoteRequest {
  reference: string;
  programme: string;
  context: string;
  userId: string;
  tier: string;
  schedule: ScheduleLine[];
  quote: Quote;
  /** The calculator's premium when the request was made. */
  premiumCents: number;
  createdAt: Date;
  /** As stored; `currentState` says whether a quotation has expired since. */
  state: QuoteState;
  version: number;
  updatedAt: Date;
  renewal: boolean;
  quotation: Quotation | null;
  declineReason: string | null;
  policyNumber: string | null;
  /** The option the client accepted, by tier label. */
  acceptedTier: string | null;
  withdrawReason: string | null;
  /** The period of cover, once bound: first and last day. */
  cover: { from: string; to: string } | null;
  /** The underwriter who owns it, by e-mail address (lower case); null while the shared mailbox has it. */
  ownerEmail: string | null;
}

export interface QuoteEvent {
  id: number;
  at: Date;
  action: QuoteEventKind;
  label: string;
  fromState: QuoteState | null;
  toState: QuoteState;
  actorEmail: string | null;
  note: string | null;
}

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

function fromRow(row: Selectable<QuoteRequestsTable>): QuoteRequest {
  return {
    reference: row.reference,
    programme: row.programme,
    context: row.context,
    userId: row.user_id,
    tier: row.tier,
    schedule: row.schedule,
    quote: row.quote,
    premiumCents: row.premium_cents,
    createdAt: row.created_at,
    state: row.state,
    version: row.version,
    updatedAt: row.updated_at,
    renewal: row.renewal,
    quotation:
      row.options && row.quotation_version && row.valid_until
        ? {
            version: row.quotation_version,
            options: row.options,
            conditions: row.conditions ?? "",
            validUntil: row.valid_until,
          }
        : null,
    declineReason: row.decline_reason,
    policyNumber: row.policy_number,
    acceptedTier: row.accepted_tier,
    withdrawReason: row.withdraw_reason,
    cover: row.inception_date && row.cover_until ? { from: row.inception_date, to: row.cover_until } : null,
    ownerEmail: row.owner_email,
  };
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
      const request = fromRow(row);
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
  return row && fromRow(row);
}

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
    await addEvent(trx, input.actor, {
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
  return rows.map(fromRow);
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
  return rows.map(fromRow);
}

export async function countQueue(database: Database, query: QueueQuery): Promise<number> {
  const row = await queue(database, query)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit log's name for each step. */
export const STEP_AUDIT_ACTIONS: Record<QuoteActionKind, AuditAction> = {
  "take-up": "quote-taken-up",
  ask: "quote-info-requested",
  answer: "quote-info-answered",
  quote: "quote-sent",
  revise: "quote-revised",
  withdraw: "quote-withdrawn",
  decline: "quote-declined",
  accept: "quote-accepted",
  "not-taken-up": "quote-not-taken-up",
  cancel: "quote-request-withdrawn",
  bind: "quote-bound",
};

export type StepResult =
  | { ok: true; request: QuoteRequest }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; message: string }
  /** Someone else changed the request since the page was read: who, what and when. */
  | { ok: false; reason: "conflict"; message: string; by: string | null; at: Date; label: string };

export interface StepInput {
  reference: string;
  action: QuoteAction;
  party: QuoteParty;
  actor: Actor;
  /** The version the person acting saw: if the request has moved on since, nothing is changed. */
  version: number;
  now?: Date;
  /** The e-mails that tell of the step, stored with `notify` in its transaction. */
  emails?: (request: QuoteRequest) => Email[];
  /** PDFs sent with the step (already in the file store): the client's with an answer, underwriting's with a quotation. */
  attachments?: readonly StoredAttachment[];
}

class Conflict extends Error {}

/**
 * Takes one step of a request's life, if the workflow allows it and nobody
 * has changed the request since the person acting read it. The update names
 * the version read (`where version = expected`): of two underwriters acting at
 * once, one changes it and the other's update finds no row, on either engine
 * (PostgreSQL re-reads the row once the first commits), so the second is told
 * who changed it and when; nothing is overwritten silently.
 */
export async function takeQuoteStep(database: Database, input: StepInput): Promise<StepResult> {
  const now = input.now ?? new Date();
  const today = southAfricanDay(now);
  try {
    return await database.db.transaction().execute(async (trx): Promise<StepResult> => {
      const row = await trx
        .selectFrom("quote_requests")
        .selectAll()
        .where("reference", "=", input.reference)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" };
      if (row.version !== input.version) throw new Conflict();
      const before = fromRow(row);
      const programme = findProgramme(before.programme);
      // An overdue renewal may be bound from its renewal date, as stored now (the account executive may move it).
      const renewalDate =
        before.renewal && input.action.kind === "bind" ? await storedRenewalDate(trx, before.programme) : undefined;
      const result = transition(
        {
          state: before.state,
          validUntil: before.quotation?.validUntil,
          offered: before.quotation?.options.map((o) => o.tier),
          tiers: programme?.details.rating.tiers.map((t) => t.label),
          maxValidityDays: programme?.details.maxQuoteValidityDays,
          renewalDate,
        },
        input.action,
        input.party,
        today,
      );
      if (!result.ok) return { ok: false, reason: "refused", message: result.message };
      const { action } = input;
      const quotationVersion =
        action.kind === "quote" || action.kind === "revise" ? (before.quotation?.version ?? 0) + 1 : null;
      const accepted =
        action.kind === "accept" ? before.quotation?.options.find((o) => o.tier === action.tier) : undefined;
      const updated = await trx
        .updateTable("quote_requests")
        .set({
          state: result.to,
          version: row.version + 1,
          updated_at: now,
          ...((action.kind === "quote" || action.kind === "revise") && {
            options: JSON.stringify(action.options),
            quotation_version: quotationVersion,
            // The first option's premium until the client chooses one: the queue's figure.
            quoted_premium_cents: action.options[0]!.premiumCents,
            conditions: action.conditions.trim(),
            valid_until: action.validUntil,
          }),
          ...(accepted && { accepted_tier: accepted.tier, quoted_premium_cents: accepted.premiumCents }),
          ...(action.kind === "withdraw" && { withdraw_reason: action.reason.trim() }),
          ...(action.kind === "decline" && { decline_reason: action.reason.trim() }),
          ...(action.kind === "bind" && {
            policy_number: action.policyNumber.trim(),
            inception_date: action.inceptionDate,
            cover_until: periodOfCover(action.inceptionDate).to,
          }),
        })
        .where("reference", "=", input.reference)
        .where("version", "=", input.version)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new Conflict();
      if ((action.kind === "quote" || action.kind === "revise") && quotationVersion) {
        await trx
          .insertInto("quotation_versions")
          .values({
            reference: input.reference,
            number: quotationVersion,
            options: JSON.stringify(action.options),
            conditions: action.conditions.trim(),
            valid_until: action.validUntil,
            created_at: now,
            actor_email: input.actor.email?.toLowerCase() ?? null,
          })
          .execute();
      }
      const note = noteFor(action, quotationVersion);
      await addEvent(trx, input.actor, {
        reference: input.reference,
        at: now,
        action: action.kind,
        from_state: before.state,
        to_state: result.to,
        note,
      });
      await insertAttachments(trx, {
        row: { ...row, state: result.to },
        files: input.attachments ?? [],
        addedBy: input.party,
        quotationVersion,
        actor: input.actor,
        at: now,
      });
      await recordAudit(trx, {
        action: STEP_AUDIT_ACTIONS[action.kind],
        actor: input.actor,
        targetContext: row.context,
        targetUserId: row.user_id,
        target: input.reference,
        detail: { from: before.state, to: result.to, ...(note && { note }) },
      });
      // The programme's figures follow the cover bound: its policy number, and its renewal a year on.
      if (action.kind === "bind") {
        const bound = { policyNumber: action.policyNumber.trim(), cover: periodOfCover(action.inceptionDate) };
        await recordBinding(trx, row.programme, bound, input.actor);
      }
      const request = fromRow(updated);
      for (const email of input.emails?.(request) ?? []) await notify(trx, email);
      return { ok: true, request };
    });
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    return conflict(database, input.reference);
  } finally {
    // A binding changes the programme's figures (recordBinding): this copy's next page reads them again.
    if (input.action.kind === "bind") forgetProgrammeData(database);
  }
}

/** What the timeline should say beside a step. */
function noteFor(action: QuoteAction, quotationVersion: number | null): string | null {
  switch (action.kind) {
    case "decline":
    case "withdraw":
      return action.reason.trim();
    case "ask":
      return action.question.trim();
    case "answer":
      return action.answer.trim();
    case "accept":
      return action.declaredBy
        ? `Option accepted: ${action.tier}. Declaration made by ${action.declaredBy.trim()}: ${DECLARATION_SUMMARY}`
        : `Option accepted: ${action.tier}`;
    case "cancel":
      return action.reason?.trim() || null;
    case "bind": {
      const cover = periodOfCover(action.inceptionDate);
      const backdated = action.backdateReason?.trim();
      return `Policy number ${action.policyNumber.trim()}; cover from ${formatDate(cover.from)} to ${formatDate(cover.to)}${backdated ? `; back-dated to the renewal date: ${backdated}` : ""}`;
    }
    case "quote":
    case "revise":
      return `Version ${quotationVersion}: ${action.options.map((o) => o.tier).join(", ")}`;
    case "not-taken-up":
      return action.note?.trim() || null;
    default:
      return null;
  }
}

/** The latest step on a request, told to someone whose own step came too late. */
async function conflict(database: Database, reference: string): Promise<StepResult> {
  const last = await database.db
    .selectFrom("quote_events")
    .select(["at", "action", "actor_email"])
    .where("reference", "=", reference)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!last) return { ok: false, reason: "not-found" };
  const label = stepLabel(last.action as QuoteEventKind);
  const by = last.actor_email;
  return {
    ok: false,
    reason: "conflict",
    by,
    at: last.at,
    label,
    message: `This request changed a moment ago: “${label}”${by ? `, by ${by}` : ""}, at ${southAfricanTime(last.at)}. Nothing you sent was saved; the page now shows the request as it stands.`,
  };
}

/** One step on a request's timeline, with who took it. */
async function addEvent(
  trx: Kysely<DB>,
  actor: Actor,
  event: Omit<Insertable<QuoteEventsTable>, "actor_context" | "actor_user_id" | "actor_email">,
): Promise<void> {
  await trx
    .insertInto("quote_events")
    .values({
      ...event,
      actor_context: actor.context ?? null,
      actor_user_id: actor.userId ?? null,
      actor_email: actor.email?.toLowerCase() ?? null,
    })
    .execute();
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
  return rows.map(fromRow);
}

/** An owner change a request no longer allows: someone changed it meanwhile, or the person may not own it. */
export class QuoteOwnerError extends Error {
  override name = "QuoteOwnerError";
}

/* Told apart by name, not `instanceof`: the server's entry and the route bundle may each load this module. */
export function isQuoteOwnerError(error: unknown): error is QuoteOwnerError {
  return error instanceof Error && error.name === "QuoteOwnerError";
}

/**
 * Assigns the request to `owner`, reassigns it, or releases it (`owner` null: back to the shared underwriting
 * mailbox), as claims do (decision 0034): `expected` is the owner the person saw; the row is locked and
 * compared, so of two people assigning at once the second is told who has it. Only an underwriter (or an
 * administrator) whose account is not disabled may own a request. The change is on the timeline and the audit
 * log; a colleague made owner is e-mailed (`email`), in the same transaction.
 */
export async function setQuoteOwner(
  database: Database,
  input: { reference: string; owner: string | null; expected: string | null; actor: Actor; now?: Date },
  email?: (request: QuoteRequest, owner: StaffMember) => Email,
): Promise<StaffMember | null> {
  const owner = input.owner?.trim().toLowerCase() || null;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quote_requests")
      .selectAll()
      .where("reference", "=", input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new QuoteOwnerError("There is no such quotation request.");
    const current = row.owner_email;
    if (current !== (input.expected?.trim().toLowerCase() || null)) {
      const who = current ? ((await staffByEmail(database, [current], trx)).get(current)?.name ?? current) : undefined;
      throw new QuoteOwnerError(ownerChangedMessage("request", who));
    }
    let member: StaffMember | null = null;
    if (owner) {
      member = (await staffWithRole(database, "underwriter", trx)).find((m) => m.email === owner) ?? null;
      if (!member) throw new QuoteOwnerError("Only an underwriter can own a quotation request.");
    }
    if (owner === current) return member;
    const updated = await trx
      .updateTable("quote_requests")
      .set({ owner_email: owner })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addEvent(trx, input.actor, {
      reference: input.reference,
      at: input.now ?? new Date(),
      action: "owner",
      from_state: row.state,
      to_state: row.state,
      // The address, named when shown: a renamed account shows its new name.
      note: owner,
    });
    await recordAudit(trx, {
      action: "quote-owner-changed",
      actor: input.actor,
      targetContext: row.context,
      targetUserId: row.user_id,
      target: input.reference,
      detail: { from: current, to: owner },
    });
    if (member && email && owner !== input.actor.email?.toLowerCase()) {
      await notify(trx, email(fromRow(updated), member));
    }
    return member;
  });
}

/** A PDF on a request, as stored. */
export interface QuoteAttachment {
  id: number;
  name: string;
  type: string;
  size: number;
  sha256: string;
  storageKey: string;
  addedBy: "client" | "underwriter";
  /** The quotation version an underwriter's PDF was sent with. */
  quotationVersion: number | null;
  actorEmail: string | null;
  at: Date;
}

/** A file already checked and put in the file store (app/claims/upload.server.ts, `storeFiles`). */
export interface StoredAttachment {
  storageKey: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** Records PDFs on a request with their timeline and audit entries, in the caller's transaction. */
async function insertAttachments(
  trx: Kysely<DB>,
  input: {
    row: { reference: string; state: QuoteState; context: string; user_id: string };
    files: readonly StoredAttachment[];
    addedBy: "client" | "underwriter";
    quotationVersion?: number | null;
    actor: Actor;
    at: Date;
  },
): Promise<void> {
  if (!input.files.length) return;
  const { row, actor } = input;
  await trx
    .insertInto("quote_attachments")
    .values(
      input.files.map((f) => ({
        reference: row.reference,
        storage_key: f.storageKey,
        name: f.name,
        type: f.type,
        size: f.size,
        sha256: f.sha256,
        added_by: input.addedBy,
        quotation_version: input.quotationVersion ?? null,
        actor_email: actor.email?.toLowerCase() ?? null,
        created_at: input.at,
      })),
    )
    .execute();
  await addEvent(trx, actor, {
    reference: row.reference,
    at: input.at,
    action: "attachment",
    from_state: row.state,
    to_state: row.state,
    note: input.files.map((f) => f.name).join(", "),
  });
  await recordAudit(trx, {
    action: "quote-attachment-added",
    actor,
    targetContext: row.context,
    targetUserId: row.user_id,
    target: row.reference,
    detail: { files: input.files.map((f) => ({ name: f.name, sha256: f.sha256 })) },
  });
}

/**
 * The client adds PDFs to their request outside a step (while it is open), with the e-mail that tells the owner
 * or the shared mailbox, in one transaction. False when the request is not there or no longer open.
 */
export async function addClientAttachments(
  database: Database,
  input: { reference: string; files: readonly StoredAttachment[]; actor: Actor; now?: Date },
  email?: (request: QuoteRequest) => Email,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quote_requests")
      .selectAll()
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    if (!row || !OPEN_STATES.includes(row.state)) return false;
    await insertAttachments(trx, {
      row,
      files: input.files,
      addedBy: "client",
      actor: input.actor,
      at: input.now ?? new Date(),
    });
    if (email) await notify(trx, email(fromRow(row)));
    return true;
  });
}

function attachmentFromRow(r: Selectable<QuoteAttachmentsTable>): QuoteAttachment {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    size: r.size,
    sha256: r.sha256,
    storageKey: r.storage_key,
    addedBy: r.added_by,
    quotationVersion: r.quotation_version,
    actorEmail: r.actor_email,
    at: r.created_at,
  };
}

/** A request's PDFs, oldest first. */
export async function quoteAttachments(database: Database, reference: string): Promise<QuoteAttachment[]> {
  const rows = await database.db
    .selectFrom("quote_attachments")
    .selectAll()
    .where("reference", "=", reference)
    .orderBy("id")
    .execute();
  return rows.map(attachmentFromRow);
}

/** One of a request's PDFs; undefined for an id that is not this request's. */
export async function findQuoteAttachment(
  database: Database,
  reference: string,
  id: number,
): Promise<QuoteAttachment | undefined> {
  const row = await database.db
    .selectFrom("quote_attachments")
    .selectAll()
    .where("reference", "=", reference)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && attachmentFromRow(row);
}

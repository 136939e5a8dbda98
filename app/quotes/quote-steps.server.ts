import type { AuditAction } from "#app/audit/actions.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { forgetProgrammeData, recordBinding, storedRenewalDate } from "#app/programmes/programme-data.server.ts";
import { DECLARATION_SUMMARY } from "#app/quotes/declaration.ts";
import {
  periodOfCover,
  stepLabel,
  transition,
  type QuoteAction,
  type QuoteActionKind,
  type QuoteEventKind,
  type QuoteParty,
} from "#app/quotes/workflow.ts";
import { storeConditions } from "./quote-conditions.server.ts";
import {
  addQuoteEvent,
  insertAttachments,
  quoteRequestFromRow,
  type QuoteRequest,
  type StoredAttachment,
} from "./quote-records.server.ts";

/**
 * The steps of a request's life (app/quotes/workflow.ts says which may be taken): taking it up, asking, quoting
 * and revising, withdrawing and declining, the client's acceptance and answers, and binding, which sets the
 * programme's policy number, period of cover and renewal date with it. Each step in one transaction with its
 * timeline entry, its audit entry and the e-mails that tell of it.
 */

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
      const before = quoteRequestFromRow(row);
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
        // Each line of the conditions is a condition tracked on the desk (app/quotes/conditions.ts).
        await storeConditions(trx, { reference: input.reference, quotationVersion, text: action.conditions });
      }
      const note = noteFor(action, quotationVersion);
      await addQuoteEvent(trx, input.actor, {
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
      const request = quoteRequestFromRow(updated);
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

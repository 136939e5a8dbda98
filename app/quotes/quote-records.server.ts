import type { Insertable, Kysely, Selectable } from "kysely";

import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { DB, QuoteAttachmentsTable, QuoteEventsTable, QuoteRequestsTable } from "#app/db/schema.ts";
import type { ScheduleLine } from "#app/programmes/types.ts";
import type { Quote } from "#app/programmes/quote.ts";
import type { QuoteEventKind, QuoteState, QuotationTerms } from "#app/quotes/workflow.ts";

/**
 * A quotation request as stored (docs/architecture.md, “Data model”): the shape of a request, its timeline entries
 * and its PDFs, the one place a row becomes a `QuoteRequest`, and the timeline and attachment rows every step
 * writes in its transaction. The modules that read and change requests build on it: requests
 * (`quote-requests.server.ts`), their timeline and versions (`quote-versions.server.ts`), the steps of their life
 * (`quote-steps.server.ts`), their owner (`quote-owners.server.ts`) and their PDFs (`attachments.server.ts`).
 */

/** The quotation underwriting sent, in its latest version. */
export interface Quotation extends QuotationTerms {
  /** 1 for the first sent, one more for each revision. */
  version: number;
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

export function quoteRequestFromRow(row: Selectable<QuoteRequestsTable>): QuoteRequest {
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

/** One step on a request's timeline, with who took it. */
export async function addQuoteEvent(
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
export async function insertAttachments(
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
  await addQuoteEvent(trx, actor, {
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

export function attachmentFromRow(r: Selectable<QuoteAttachmentsTable>): QuoteAttachment {
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

import { createHash, randomBytes } from "node:crypto";

import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from "kysely";

import { checkSizes, type FileRefusal } from "#app/claims/files.ts";
import {
  canMove,
  INTERIM_REASON_MAX,
  isClaimStep,
  MESSAGE_MAX,
  STEP_LABELS,
  type ClaimStep,
} from "#app/claims/steps.ts";
import {
  claimProgress,
  isNextStepKind,
  NEXT_STEP_KINDS,
  type ClaimState,
  type NextStepKind,
} from "#app/claims/progress.server.ts";
import {
  ownerChangedMessage,
  staffByEmail,
  staffWithRole,
  type StaffMember,
} from "#app/accounts/staff-directory.server.ts";
import { recordAudit, type Actor, type AuditEntry } from "#app/audit/audit-log.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { forgetDataChanges } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import {
  type ClaimFilesTable,
  type ClaimHistoryTable,
  type ClaimPaymentsTable,
  type ClaimsTable,
  type DB,
} from "#app/db/schema.ts";
import { claimDocumentsEmail, claimReceivedEmail, claimStepEmail, claimTeamEmail, teamRecipient } from "./emails.ts";
import { trackingPath, trackingUrlOf } from "./tracking-link.server.ts";
import type { Email } from "#app/email/outbox.server.ts";

/**
 * Claims (issue 18): reported with their files, followed by the claimant with
 * a private token or with reference and e-mail, worked by the claims desk.
 * Every change that tells someone stores its e-mail (app/claims/emails.ts)
 * with `notify` in the same transaction; every staff change writes its audit
 * entry there too.
 */

export interface Claim {
  id: number;
  reference: string;
  formArea: string;
  programme: string | null;
  claimantName: string;
  claimantEmail: string;
  policyNumber: string;
  lossType: string;
  payload: Record<string, string | boolean>;
  step: ClaimStep;
  stepAt: Date;
  /** The claim's owner, by e-mail address; null while unassigned. */
  handlerEmail: string | null;
  createdAt: Date;
  /** The tracking token sealed with the server's key (tracking-link.server.ts); null for claims from before. */
  trackingTokenSealed: string | null;
  /** When and by whom (an address) it was acknowledged; null while nobody has (migration 0033). */
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  /** The next step the handler dated for the claimant; null when none is set. */
  nextStep: { kind: NextStepKind; on: string } | null;
}

export interface ClaimFile {
  id: number;
  storageKey: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  locationData: "removed" | "none" | "kept";
  addedBy: "claimant" | "staff";
  createdAt: Date;
}

export interface ClaimEvent {
  id: number;
  kind: Selectable<ClaimHistoryTable>["kind"];
  step: ClaimStep | null;
  text: string;
  authorEmail: string | null;
  at: Date;
}

/** A query on claims' column `file_count`: how many files each claim has (the desk's lists show it). */
export function fileCount(eb: ExpressionBuilder<DB, "claims">) {
  return eb
    .selectFrom("claim_files")
    .whereRef("claim_files.claim_id", "=", "claims.id")
    .select(eb.fn.countAll<string>().as("n"))
    .as("file_count");
}

/** A claim read with `fileCount`, and its number of files. */
export function withFileCount({
  file_count,
  ...row
}: Selectable<ClaimsTable> & { file_count: string | number | null }): Claim & { files: number } {
  return { ...claimFromRow(row), files: Number(file_count ?? 0) };
}

/** A file checked and put in the file store, ready to be recorded. */
export type StoredFile = Omit<ClaimFile, "id" | "createdAt" | "addedBy">;

export function claimFromRow(row: Selectable<ClaimsTable>): Claim {
  return {
    id: row.id,
    reference: row.reference,
    formArea: row.form_area,
    programme: row.programme,
    claimantName: row.claimant_name,
    claimantEmail: row.claimant_email,
    policyNumber: row.policy_number,
    lossType: row.loss_type,
    payload: row.payload,
    step: isClaimStep(row.step) ? row.step : "received",
    stepAt: row.step_at,
    handlerEmail: row.handler_email,
    createdAt: row.created_at,
    trackingTokenSealed: row.tracking_token_sealed,
    acknowledgedAt: row.acknowledged_at ?? null,
    acknowledgedBy: row.acknowledged_by ?? null,
    nextStep: isNextStepKind(row.next_step) && row.next_step_on ? { kind: row.next_step, on: row.next_step_on } : null,
  };
}

/**
 * The claim's state as app/claims/progress.server.ts reads it, with whoever acknowledged it named as claimants
 * read them (`names`: staff by address, from staffByEmail).
 */
export function claimStateOf(claim: Claim, names: ReadonlyMap<string, { name: string }>): ClaimState {
  return {
    reference: claim.reference,
    step: claim.step,
    stepAt: claim.stepAt,
    lossType: claim.lossType,
    acknowledged: claim.acknowledgedAt
      ? {
          at: claim.acknowledgedAt,
          by: names.get(claim.acknowledgedBy ?? "")?.name ?? (claim.acknowledgedBy || "the claims team"),
        }
      : null,
    nextStep: claim.nextStep,
  };
}

/** A claim's progress (app/claims/progress.server.ts) read now, naming whoever acknowledged it. */
export async function progressOf(database: Database, claim: Claim, now = new Date(), db: Kysely<DB> = database.db) {
  const names = claim.acknowledgedBy ? await staffByEmail(database, [claim.acknowledgedBy], db) : new Map();
  return claimProgress(claimStateOf(claim, names), now);
}

function fileFromRow(row: Selectable<ClaimFilesTable>): ClaimFile {
  return {
    id: row.id,
    storageKey: row.storage_key,
    name: row.name,
    type: row.type,
    size: row.size,
    sha256: row.sha256,
    locationData: row.location_data,
    addedBy: row.added_by,
    createdAt: row.created_at,
  };
}

/** A tracking token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newTrackingToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewClaim {
  formArea: string;
  programme?: string;
  reportedBy?: { context: string; userId: string };
  payload: Record<string, string | boolean>;
  files: StoredFile[];
  /** Seals the tracking token (tracking-link.server.ts), so later e-mails can repeat the private link. */
  sealToken?: (token: string) => string;
}

async function insertFiles(trx: Kysely<DB>, claimId: number, files: StoredFile[], addedBy: "claimant" | "staff") {
  if (!files.length) return;
  await trx
    .insertInto("claim_files")
    .values(
      files.map((f) => ({
        claim_id: claimId,
        storage_key: f.storageKey,
        name: f.name,
        type: f.type,
        size: f.size,
        sha256: f.sha256,
        location_data: f.locationData,
        added_by: addedBy,
      })),
    )
    .execute();
}

/**
 * What a person did to a claim, written twice in the caller's transaction: on the claim's history (what the desk,
 * and for some kinds the claimant, reads) and on the audit log (who did it, from where), so neither is ever
 * written without the other.
 */
async function recordClaimChange(
  trx: Kysely<DB>,
  claim: Pick<Claim, "id" | "reference">,
  entry: Omit<Insertable<ClaimHistoryTable>, "claim_id">,
  audit: Omit<AuditEntry, "target">,
) {
  await trx
    .insertInto("claim_history")
    .values({ claim_id: claim.id, ...entry })
    .execute();
  await recordAudit(trx, { ...audit, target: claim.reference });
}

function deskUrl(reference: string) {
  return `${publicConfig().siteUrl}/staff/claims/${reference}`;
}

/**
 * Records a claim with its files (already in the file store), its first step
 * and its e-mails (the claimant's, with the tracker's address, and the claims
 * team's), in one transaction; resolves once committed, with the reference
 * and the tracking token (never stored, only its hash).
 */
export async function createClaim(database: Database, input: NewClaim): Promise<{ reference: string; token: string }> {
  const token = newTrackingToken();
  const text = (name: string) => String(input.payload[name] ?? "");
  const done = await database.db.transaction().execute(async (trx) => {
    for (let attempt = 0; ; attempt++) {
      const reference = `CLM-${randomCode()}`;
      const row = await trx
        .insertInto("claims")
        .values({
          reference,
          tracking_token_hash: hashToken(token),
          tracking_token_sealed: input.sealToken?.(token) ?? null,
          form_area: input.formArea,
          programme: input.programme ?? null,
          reported_by_context: input.reportedBy?.context ?? null,
          reported_by_user_id: input.reportedBy?.userId ?? null,
          claimant_name: text("name"),
          claimant_email: text("email").trim().toLowerCase(),
          policy_number: text("policyNumber"),
          loss_type: text("lossType"),
          payload: JSON.stringify(input.payload),
          step: "received",
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) {
        if (attempt >= 5) throw new Error("Could not draw a free claim reference");
        continue;
      }
      await insertFiles(trx, row.id, input.files, "claimant");
      await trx.insertInto("claim_history").values({ claim_id: row.id, kind: "step", step: "received" }).execute();
      const files = input.files.map((f) => f.name);
      await notify(
        trx,
        claimReceivedEmail({
          reference,
          recipient: text("email"),
          name: text("name"),
          trackingUrl: `${publicConfig().siteUrl}${trackingPath(token)}`,
          files,
        }),
      );
      await notify(
        trx,
        claimTeamEmail({
          reference,
          claimantName: text("name"),
          details: [
            ...labelledFields("claim_notification", input.payload),
            { label: "Files", value: files.length ? files.join(", ") : "none" },
            ...(input.programme ? [{ label: "Programme", value: input.programme }] : []),
          ],
          deskUrl: deskUrl(reference),
        }),
      );
      return { reference, token };
    }
  });
  // The loss run of the claim's programme is kept until a claim or payment changes (app/db/data-changes.server.ts).
  forgetDataChanges(database);
  return done;
}

export async function findClaimByToken(database: Database, token: string): Promise<Claim | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await database.db
    .selectFrom("claims")
    .selectAll()
    .where("tracking_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row ? claimFromRow(row) : undefined;
}

/** The tracker's second way in: both must match, or nothing is found (and nothing says which was wrong). */
export async function findClaimByReferenceAndEmail(
  database: Database,
  reference: string,
  email: string,
): Promise<Claim | undefined> {
  const row = await database.db
    .selectFrom("claims")
    .selectAll()
    .where("reference", "=", reference.trim().toUpperCase())
    .where(sql<string>`lower(claimant_email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? claimFromRow(row) : undefined;
}

export async function findClaim(database: Database, reference: string): Promise<Claim | undefined> {
  const row = await database.db.selectFrom("claims").selectAll().where("reference", "=", reference).executeTakeFirst();
  return row ? claimFromRow(row) : undefined;
}

export interface ClaimQuery {
  step?: ClaimStep;
  /** Only claims in one of these steps (the desk's open queue). */
  steps?: readonly ClaimStep[];
  programme?: string;
  limit?: number;
  offset?: number;
}

/** The desk's queue: oldest in its step first. A programme's list: newest first. */
export async function listClaims(database: Database, query: ClaimQuery = {}): Promise<(Claim & { files: number })[]> {
  const rows = await database.db
    .selectFrom("claims")
    .selectAll("claims")
    .select(fileCount)
    .$if(!!query.step, (q) => q.where("step", "=", query.step!))
    .$if(!!query.steps, (q) => q.where("step", "in", [...query.steps!]))
    .$if(!!query.programme, (q) => q.where("programme", "=", query.programme!))
    .$if(!query.programme, (q) => q.orderBy("step_at", "asc"))
    .$if(!!query.programme, (q) => q.orderBy("created_at", "desc"))
    .orderBy("id", "asc")
    .$if(query.limit !== undefined, (q) => q.limit(query.limit!))
    .$if(!!query.offset, (q) => q.offset(query.offset!))
    .execute();
  return rows.map(withFileCount);
}

export async function claimFiles(database: Database, claimId: number): Promise<ClaimFile[]> {
  const rows = await database.db
    .selectFrom("claim_files")
    .selectAll()
    .where("claim_id", "=", claimId)
    .orderBy("id")
    .execute();
  return rows.map(fileFromRow);
}

export async function findClaimFile(
  database: Database,
  claimId: number,
  fileId: number,
): Promise<ClaimFile | undefined> {
  const row = await database.db
    .selectFrom("claim_files")
    .selectAll()
    .where("claim_id", "=", claimId)
    .where("id", "=", fileId)
    .executeTakeFirst();
  return row ? fileFromRow(row) : undefined;
}

/** What the claimant sees of a claim's history: steps with their notes, documents and messages both ways. */
const CLAIMANT_KINDS = ["step", "note", "documents", "message-in", "message-out", "acknowledged"] as const;

/**
 * A claim's history, oldest first; the claimant's view leaves out internal notes, owner changes and money, and
 * names staff only where they wrote to the claimant.
 */
export async function claimHistory(
  database: Database,
  claimId: number,
  view: "claimant" | "staff",
): Promise<ClaimEvent[]> {
  const rows = await database.db
    .selectFrom("claim_history")
    .selectAll()
    .where("claim_id", "=", claimId)
    .$if(view === "claimant", (q) => q.where("kind", "in", [...CLAIMANT_KINDS]))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    step: isClaimStep(r.step) ? r.step : null,
    text: r.text,
    authorEmail: view === "staff" || r.kind === "message-out" || r.kind === "acknowledged" ? r.author_email : null,
    at: r.at,
  }));
}

export class ClaimStepError extends Error {
  override name = "ClaimStepError";
}

/**
 * Moves a claim to a step, with a note to the claimant, its e-mail and the
 * audit entry, in one transaction. The claim's row is locked while the rule
 * is checked, so two handlers moving it at once cannot skip a rule. Moving a
 * received claim on acknowledges it (its clock stops), and any next step the
 * handler had dated belonged to the step left: it is cleared.
 */
export async function moveClaim(
  database: Database,
  input: { reference: string; to: ClaimStep; note: string; actor: Actor },
): Promise<Claim> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("claims")
      .selectAll()
      .where("reference", "=", input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ClaimStepError("There is no such claim.");
    const claim = claimFromRow(row);
    if (!canMove(claim.step, input.to)) {
      throw new ClaimStepError(
        `A claim that is ${STEP_LABELS[claim.step].toLowerCase()} cannot move to ${STEP_LABELS[input.to].toLowerCase()}.`,
      );
    }
    const now = new Date();
    const by = input.actor.email?.toLowerCase() ?? null;
    const acknowledging = !claim.acknowledgedAt && claim.step === "received";
    await trx
      .updateTable("claims")
      .set({
        step: input.to,
        step_at: now,
        next_step: null,
        next_step_on: null,
        ...(acknowledging ? { acknowledged_at: now, acknowledged_by: by } : {}),
      })
      .where("id", "=", claim.id)
      .execute();
    if (acknowledging) {
      await trx
        .insertInto("claim_history")
        .values({ claim_id: claim.id, kind: "acknowledged", author_email: by, at: now })
        .execute();
    }
    await recordClaimChange(
      trx,
      claim,
      { kind: "step", step: input.to, text: input.note, author_email: by, at: now },
      { action: "claim-step-changed", actor: input.actor, detail: { from: claim.step, to: input.to } },
    );
    const moved: Claim = {
      ...claim,
      step: input.to,
      stepAt: now,
      nextStep: null,
      ...(acknowledging ? { acknowledgedAt: now, acknowledgedBy: by } : {}),
    };
    await notify(
      trx,
      claimStepEmail({
        reference: moved.reference,
        recipient: moved.claimantEmail,
        name: moved.claimantName,
        step: moved.step,
        progress: (await progressOf(database, moved, now, trx)).email,
        note: input.note,
        trackingPageUrl: `${publicConfig().siteUrl}/claims/track`,
        trackingUrl: trackingUrlOf(moved, publicConfig().siteUrl),
      }),
    );
    return moved;
  });
}

/** The claim's row, locked for the rest of the transaction: what it is now, whatever the page showed. */
async function lockedClaim(trx: Kysely<DB>, id: number): Promise<Claim> {
  return claimFromRow(
    await trx.selectFrom("claims").selectAll().where("id", "=", id).forUpdate().executeTakeFirstOrThrow(),
  );
}

/**
 * Acknowledges the claim: its 24-hour clock stops, and the tracker names who acknowledged it and when. The
 * claimant is e-mailed unless `emailed` says another e-mail of the same post already tells them (a message).
 * Resolves false, changing nothing, when it was acknowledged already (by someone else meanwhile, say).
 */
export async function acknowledgeClaim(
  database: Database,
  input: { claim: Claim; actor: Actor; tell?: boolean },
  email?: (claim: Claim, progress: ReturnType<typeof claimProgress>) => Email,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, input.claim.id);
    if (claim.acknowledgedAt) return false;
    if (claim.step === "closed") throw new ClaimChangeError("A closed claim is not acknowledged.");
    const now = new Date();
    const by = input.actor.email?.toLowerCase() ?? null;
    await trx
      .updateTable("claims")
      .set({ acknowledged_at: now, acknowledged_by: by })
      .where("id", "=", claim.id)
      .execute();
    await recordClaimChange(
      trx,
      claim,
      { kind: "acknowledged", author_email: by, at: now },
      { action: "claim-acknowledged", actor: input.actor },
    );
    const acknowledged = { ...claim, acknowledgedAt: now, acknowledgedBy: by };
    if (email && input.tell !== false) {
      await notify(trx, email(acknowledged, await progressOf(database, acknowledged, now, trx)));
    }
    return true;
  });
}

/**
 * Dates the claim's next step for the claimant (an assessor's visit on the 9th, documents awaited until …), or
 * clears it (`next` null): the tracker then gives the published turnaround again. On the history and audit log.
 */
export async function setNextStep(
  database: Database,
  input: { claim: Claim; next: { kind: NextStepKind; on: string } | null; actor: Actor },
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, input.claim.id);
    if (claim.step === "closed") throw new ClaimChangeError("A closed claim has no next step.");
    await trx
      .updateTable("claims")
      .set({ next_step: input.next?.kind ?? null, next_step_on: input.next?.on ?? null })
      .where("id", "=", claim.id)
      .execute();
    await recordClaimChange(
      trx,
      claim,
      {
        kind: "next-step",
        text: input.next
          ? `${NEXT_STEP_KINDS[input.next.kind].label} ${NEXT_STEP_KINDS[input.next.kind].dated} ${formatDate(input.next.on)}`
          : "",
        author_email: input.actor.email?.toLowerCase() ?? null,
      },
      { action: "claim-next-step-set", actor: input.actor, detail: { next: input.next } },
    );
  });
}

/** An internal note: for the claims team only, never shown to the claimant. */
export async function addInternalNote(database: Database, input: { claim: Claim; text: string; actor: Actor }) {
  await database.db
    .transaction()
    .execute((trx) =>
      recordClaimChange(
        trx,
        input.claim,
        { kind: "internal-note", text: input.text, author_email: input.actor.email ?? null },
        { action: "claim-note-added", actor: input.actor },
      ),
    );
}

/** A member of the claims team as claims and claimants see them: their account's name and their direct line. */
/** A member of the claims team, as claims name their owner. */
export type ClaimsStaffMember = StaffMember;

export { staffByEmail };

/** Who may own a claim: the staff holding the claims role or administrators, whose accounts are not disabled. */
export async function claimsStaff(database: Database, db: Kysely<DB> = database.db): Promise<ClaimsStaffMember[]> {
  return staffWithRole(database, "claims", db);
}

/** A change that a claim no longer allows, because someone changed it meanwhile or the rule refuses it. */
export class ClaimChangeError extends Error {
  override name = "ClaimChangeError";
}

/* Told apart by name, not `instanceof`: the server's entry and the route bundle may each load this module. */
export function isClaimChangeError(error: unknown): error is ClaimChangeError {
  return error instanceof Error && (error.name === "ClaimChangeError" || error.name === "ClaimStepError");
}

/**
 * Assigns the claim to `owner`, reassigns it, or releases it (`owner` null: back to the shared mailbox), with its
 * history and audit entries and, when someone else is made its owner, their e-mail. `expected` is the owner the
 * person saw: the row is locked and compared, so of two people assigning at once the second is told, not obeyed.
 * The new owner must hold the claims role (or be an administrator).
 */
export async function setOwner(
  database: Database,
  input: { claim: Claim; owner: string | null; expected: string | null; actor: Actor },
  email?: (claim: Claim, owner: ClaimsStaffMember) => Email,
): Promise<ClaimsStaffMember | null> {
  const owner = input.owner?.trim().toLowerCase() || null;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("claims")
      .select("handler_email")
      .where("id", "=", input.claim.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = row.handler_email;
    if (current !== (input.expected?.toLowerCase() || null)) {
      const who = current ? ((await staffByEmail(database, [current], trx)).get(current)?.name ?? current) : undefined;
      throw new ClaimChangeError(ownerChangedMessage("claim", who));
    }
    let member: ClaimsStaffMember | null = null;
    if (owner) {
      member = (await claimsStaff(database, trx)).find((m) => m.email === owner) ?? null;
      if (!member) throw new ClaimChangeError("Only a member of the claims team can own a claim.");
    }
    if (owner === current) return member;
    await trx.updateTable("claims").set({ handler_email: owner }).where("id", "=", input.claim.id).execute();
    await recordClaimChange(
      trx,
      input.claim,
      { kind: "handler", text: owner ?? "", author_email: input.actor.email?.toLowerCase() ?? null },
      { action: "claim-handler-changed", actor: input.actor, detail: { from: current, to: owner } },
    );
    if (member && email && owner !== input.actor.email?.toLowerCase()) {
      await notify(trx, email({ ...input.claim, handlerEmail: owner }, member));
    }
    return member;
  });
}

/**
 * A message on the claim: from the claimant (their tracker) or to them (the desk), with its history entry, the
 * audit entry and the e-mail to the other side, in one transaction.
 */
export async function addMessage(
  database: Database,
  input: { claim: Claim; from: "claimant" | "staff"; text: string; actor: Actor },
  email?: Email,
): Promise<void> {
  const text = input.text.trim();
  if (!text) throw new ClaimChangeError("Write the message first.");
  if (text.length > MESSAGE_MAX) throw new ClaimChangeError(`A message is at most ${MESSAGE_MAX} characters.`);
  await database.db.transaction().execute(async (trx) => {
    const fromClaimant = input.from === "claimant";
    await recordClaimChange(
      trx,
      input.claim,
      {
        kind: fromClaimant ? "message-in" : "message-out",
        text,
        author_email: fromClaimant ? null : (input.actor.email?.toLowerCase() ?? null),
      },
      { action: fromClaimant ? "claim-message-received" : "claim-message-sent", actor: input.actor },
    );
    if (email) await notify(trx, email);
  });
}

export interface ClaimMoney {
  id: number;
  kind: "reserve" | "payment";
  amountCents: number;
  /** The South African day: "2026-11-25". */
  onDay: string;
  reference: string;
  recordedBy: string;
  createdAt: Date;
  /** A payment made before the claim was decided, and the reason the claimant reads beside it. */
  interim: boolean;
  reason: string;
}

function moneyFromRow(row: Selectable<ClaimPaymentsTable>): ClaimMoney {
  return {
    id: row.id,
    kind: row.kind,
    amountCents: row.amount_cents,
    onDay: row.on_day,
    reference: row.reference,
    recordedBy: row.recorded_by,
    createdAt: row.created_at,
    interim: row.interim,
    reason: row.reason,
  };
}

/** A claim's reserves and payments, oldest first; the claimant's view holds only the payments. */
export async function claimMoney(
  database: Database,
  claimId: number,
  view: "claimant" | "staff",
): Promise<ClaimMoney[]> {
  const rows = await database.db
    .selectFrom("claim_payments")
    .selectAll()
    .where("claim_id", "=", claimId)
    .$if(view === "claimant", (q) => q.where("kind", "=", "payment"))
    .orderBy("id")
    .execute();
  return rows.map(moneyFromRow);
}

/** A reserve or payment as the claims team records it. */
export interface MoneyEntry {
  claim: Claim;
  kind: "reserve" | "payment";
  amountCents: number;
  onDay: string;
  reference: string;
  actor: Actor;
  /** A payment before the claim is decided, with its reason (the claimant reads both). */
  interim?: boolean;
  reason?: string;
}

export { INTERIM_REASON_MAX };

/**
 * Records a payment or sets the reserve (the newest reserve is the current one), in integer cents, with the
 * history and audit entries and, for a payment, the claimant's e-mail. A payment needs an approved (or paid)
 * claim, or, before the decision, is an interim payment with its reason (progress.server.ts): the claim's row is
 * locked while that is checked, so a payment cannot slip in beside a decline.
 */
export async function recordMoney(
  database: Database,
  input: MoneyEntry,
  email?: (money: ClaimMoney) => Email,
): Promise<ClaimMoney> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) {
    throw new ClaimChangeError("An amount is a whole number of cents, not below zero.");
  }
  if (input.kind === "payment" && input.amountCents === 0) throw new ClaimChangeError("A payment is more than R0.");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.onDay)) throw new ClaimChangeError("A day is written 2026-11-25.");
  const reference = input.reference.trim();
  if (!reference) throw new ClaimChangeError("Give the payment's reference.");
  const reason = input.kind === "payment" && input.interim ? (input.reason ?? "").trim() : "";
  if (input.kind === "payment" && input.interim && !reason) {
    throw new ClaimChangeError("Give the reason for the interim payment, as the claimant will read it.");
  }
  if (reason.length > INTERIM_REASON_MAX) {
    throw new ClaimChangeError(`The reason is at most ${INTERIM_REASON_MAX} characters.`);
  }
  const done = await database.db.transaction().execute(async (trx) => {
    let interim = false;
    if (input.kind === "payment") {
      const progress = claimProgress(claimStateOf(await lockedClaim(trx, input.claim.id), new Map()), new Date());
      if (progress.payments === "none" || (progress.payments === "interim" && !input.interim)) {
        throw new ClaimChangeError(progress.paymentRefusal ?? "This claim takes no payments.");
      }
      // Once the claim is approved a payment is the claim's own, whatever the form said.
      interim = progress.payments === "interim";
    }
    const row = await trx
      .insertInto("claim_payments")
      .values({
        claim_id: input.claim.id,
        kind: input.kind,
        amount_cents: input.amountCents,
        on_day: input.onDay,
        reference,
        recorded_by: input.actor.email?.toLowerCase() ?? "",
        interim,
        reason: interim ? reason : "",
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordClaimChange(
      trx,
      input.claim,
      {
        kind: input.kind,
        text: `${input.amountCents} cents on ${input.onDay}, reference ${reference}${interim ? `, interim: ${reason}` : ""}`,
        author_email: input.actor.email?.toLowerCase() ?? null,
      },
      {
        action: input.kind === "payment" ? "claim-payment-recorded" : "claim-reserve-set",
        actor: input.actor,
        detail: {
          amountCents: input.amountCents,
          onDay: input.onDay,
          reference,
          ...(interim ? { interim, reason } : {}),
        },
      },
    );
    const money = moneyFromRow(row);
    if (email) await notify(trx, email(money));
    return money;
  });
  // The loss run of the claim's programme is kept until a claim or payment changes (app/db/data-changes.server.ts).
  forgetDataChanges(database);
  return done;
}

/** Sets (or, with an empty line, clears) a staff member's direct line for claimants, on the audit log. */
export async function setDirectLine(
  database: Database,
  input: { email: string; directLine: string; actor: Actor },
): Promise<void> {
  const email = input.email.toLowerCase();
  const line = input.directLine.trim();
  await database.db.transaction().execute(async (trx) => {
    if (line) {
      await trx
        .insertInto("staff_profiles")
        .values({ email, direct_line: line })
        .onConflict((oc) => oc.column("email").doUpdateSet({ direct_line: line, updated_at: new Date() }))
        .execute();
    } else {
      await trx.deleteFrom("staff_profiles").where("email", "=", email).execute();
    }
    await recordAudit(trx, { action: "staff-direct-line-set", actor: input.actor, target: email, detail: { line } });
  });
}

/** Documents a claim cannot take: what it holds already and these would pass its limits. Nothing was added. */
export class ClaimFilesRefused extends Error {
  override name = "ClaimFilesRefused";
  readonly refused: { name: string; reason: FileRefusal }[];
  constructor(refused: { name: string; reason: FileRefusal }[]) {
    super(`A claim's documents were refused: ${refused.map((f) => `${f.name} (${f.reason})`).join(", ")}`);
    this.refused = refused;
  }
}

/* Told apart by name, not `instanceof`: the server's entry and the route bundle may each load this module. */
export function isClaimFilesRefused(error: unknown): error is ClaimFilesRefused {
  return error instanceof Error && error.name === "ClaimFilesRefused";
}

/**
 * Documents the claimant adds later from the tracker (already in the file
 * store), with the team's e-mail; or ClaimFilesRefused, adding nothing, when
 * the claim would pass its limits (app/claims/files.ts).
 */
export async function addClaimantFiles(database: Database, claim: Claim, files: StoredFile[]) {
  await database.db.transaction().execute(async (trx) => {
    // The claim's row is locked while its files are counted, so posts adding documents at once take turns: each
    // sees what the others added, and the claim's limits hold however many arrive together.
    await trx.selectFrom("claims").select("id").where("id", "=", claim.id).forUpdate().executeTakeFirstOrThrow();
    const held = await trx
      .selectFrom("claim_files")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.sum<string | null>("size").as("bytes")])
      .where("claim_id", "=", claim.id)
      .executeTakeFirstOrThrow();
    const sizes = checkSizes(files, { count: Number(held.count), bytes: Number(held.bytes ?? 0) });
    const refused = files.flatMap((f, i) => (sizes[i] ? [{ name: f.name, reason: sizes[i] }] : []));
    if (refused.length) throw new ClaimFilesRefused(refused);
    await insertFiles(trx, claim.id, files, "claimant");
    await trx
      .insertInto("claim_history")
      .values({ claim_id: claim.id, kind: "documents", text: files.map((f) => f.name).join(", ") })
      .execute();
    const names = files.map((f) => f.name);
    await notify(
      trx,
      claimDocumentsEmail({
        reference: claim.reference,
        claimantName: claim.claimantName,
        files: names,
        deskUrl: deskUrl(claim.reference),
        recipient: teamRecipient(claim),
      }),
    );
  });
}

import { createHash, randomBytes } from "node:crypto";

import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from "kysely";

import { isClaimStep, type ClaimStep } from "#app/claims/steps.ts";
import { claimProgress, isNextStepKind, type ClaimState, type NextStepKind } from "#app/claims/progress.server.ts";
import { staffByEmail, staffWithRole, type StaffMember } from "#app/accounts/staff-directory.server.ts";
import { recordAudit, type AuditEntry } from "#app/audit/audit-log.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { type ClaimFilesTable, type ClaimHistoryTable, type ClaimsTable, type DB } from "#app/db/schema.ts";

/**
 * A claim as the database holds it (issue 18): its types, its rows read, and
 * what every change to a claim shares (the history and audit entries written
 * together, the row locked, the errors a change ends with). What is done with
 * claims is beside it, by what it does: intake.server.ts (reported, documents
 * added), steps.server.ts (worked by the desk), money.server.ts (reserve and
 * payments), queries.server.ts (found and listed); claims.server.ts is their
 * one door (decision 0058).
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
  /** When the camera says a photo was taken (./capture-time.ts), read before its metadata was removed; or null. */
  takenAt: string | null;
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
export type StoredFile = Omit<ClaimFile, "id" | "createdAt" | "addedBy" | "takenAt"> & { takenAt?: string | null };

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

export function fileFromRow(row: Selectable<ClaimFilesTable>): ClaimFile {
  return {
    id: row.id,
    storageKey: row.storage_key,
    name: row.name,
    type: row.type,
    size: row.size,
    sha256: row.sha256,
    locationData: row.location_data,
    takenAt: row.taken_at ?? null,
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

/**
 * What a person did to a claim, written twice in the caller's transaction: on the claim's history (what the desk,
 * and for some kinds the claimant, reads) and on the audit log (who did it, from where), so neither is ever
 * written without the other.
 */
export async function recordClaimChange(
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

/** The claim's page on the desk, for the team's e-mails. */
export function deskUrl(reference: string) {
  return `${publicConfig().siteUrl}/staff/claims/${reference}`;
}

/** The claim's row, locked for the rest of the transaction: what it is now, whatever the page showed. */
export async function lockedClaim(trx: Kysely<DB>, id: number): Promise<Claim> {
  return claimFromRow(
    await trx.selectFrom("claims").selectAll().where("id", "=", id).forUpdate().executeTakeFirstOrThrow(),
  );
}

export class ClaimStepError extends Error {
  override name = "ClaimStepError";
}

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

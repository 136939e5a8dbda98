import { createHash, randomBytes } from "node:crypto";

import { sql, type Kysely, type Selectable } from "kysely";

import { checkSizes, type FileRefusal } from "#app/claims/files.ts";
import { canMove, isClaimStep, type ClaimStep } from "#app/claims/steps.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import type { ClaimFilesTable, ClaimHistoryTable, ClaimsTable, DB } from "#app/db/schema.ts";
import { claimDocumentsEmail, claimReceivedEmail, claimStepEmail, claimTeamEmail } from "./emails.ts";

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
  handlerEmail: string | null;
  createdAt: Date;
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

/** A file checked and put in the file store, ready to be recorded. */
export type StoredFile = Omit<ClaimFile, "id" | "createdAt" | "addedBy">;

function claimFromRow(row: Selectable<ClaimsTable>): Claim {
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
  };
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

/** The claimant's private tracker, by token. */
export function trackingPath(token: string): string {
  return `/claims/track/${token}`;
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
  return database.db.transaction().execute(async (trx) => {
    for (let attempt = 0; ; attempt++) {
      const reference = `CLM-${randomCode()}`;
      const row = await trx
        .insertInto("claims")
        .values({
          reference,
          tracking_token_hash: hashToken(token),
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
          summary: [
            ...labelledFields("claim_notification", input.payload).map((f) => `${f.label}: ${f.value || "-"}`),
            `Files: ${files.length ? files.join(", ") : "none"}`,
            ...(input.programme ? [`Programme: ${input.programme}`] : []),
          ],
          deskUrl: deskUrl(reference),
        }),
      );
      return { reference, token };
    }
  });
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
    .select((eb) =>
      eb
        .selectFrom("claim_files")
        .whereRef("claim_files.claim_id", "=", "claims.id")
        .select(eb.fn.countAll<string>().as("n"))
        .as("file_count"),
    )
    .$if(!!query.step, (q) => q.where("step", "=", query.step!))
    .$if(!!query.steps, (q) => q.where("step", "in", [...query.steps!]))
    .$if(!!query.programme, (q) => q.where("programme", "=", query.programme!))
    .$if(!query.programme, (q) => q.orderBy("step_at", "asc"))
    .$if(!!query.programme, (q) => q.orderBy("created_at", "desc"))
    .orderBy("id", "asc")
    .$if(query.limit !== undefined, (q) => q.limit(query.limit!))
    .$if(!!query.offset, (q) => q.offset(query.offset!))
    .execute();
  return rows.map(({ file_count, ...row }) => ({ ...claimFromRow(row), files: Number(file_count ?? 0) }));
}

/** How many claims are in each step. */
export async function countClaimsByStep(database: Database): Promise<Map<ClaimStep, number>> {
  const rows = await database.db
    .selectFrom("claims")
    .select(["step", (eb) => eb.fn.countAll<string>().as("n")])
    .groupBy("step")
    .execute();
  const counts = new Map<ClaimStep, number>();
  for (const row of rows) if (isClaimStep(row.step)) counts.set(row.step, Number(row.n));
  return counts;
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

/** A claim's history, oldest first; the claimant's view leaves out internal notes and handler changes. */
export async function claimHistory(
  database: Database,
  claimId: number,
  view: "claimant" | "staff",
): Promise<ClaimEvent[]> {
  const rows = await database.db
    .selectFrom("claim_history")
    .selectAll()
    .where("claim_id", "=", claimId)
    .$if(view === "claimant", (q) => q.where("kind", "in", ["step", "note", "documents"]))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    step: isClaimStep(r.step) ? r.step : null,
    text: r.text,
    authorEmail: view === "staff" ? r.author_email : null,
    at: r.at,
  }));
}

export class ClaimStepError extends Error {
  override name = "ClaimStepError";
}

/**
 * Moves a claim to a step, with a note to the claimant, its e-mail and the
 * audit entry, in one transaction. The claim's row is locked while the rule
 * is checked, so two handlers moving it at once cannot skip a rule.
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
        `A claim that is ${claim.step.replace("-", " ")} cannot move to ${input.to.replace("-", " ")}.`,
      );
    }
    const now = new Date();
    await trx.updateTable("claims").set({ step: input.to, step_at: now }).where("id", "=", claim.id).execute();
    await trx
      .insertInto("claim_history")
      .values({
        claim_id: claim.id,
        kind: "step",
        step: input.to,
        text: input.note,
        author_email: input.actor.email ?? null,
        at: now,
      })
      .execute();
    await recordAudit(trx, {
      action: "claim-step-changed",
      actor: input.actor,
      target: claim.reference,
      detail: { from: claim.step, to: input.to },
    });
    const moved = { ...claim, step: input.to, stepAt: now };
    await notify(
      trx,
      claimStepEmail({
        reference: moved.reference,
        recipient: moved.claimantEmail,
        name: moved.claimantName,
        step: moved.step,
        note: input.note,
        trackingPageUrl: `${publicConfig().siteUrl}/claims/track`,
      }),
    );
    return moved;
  });
}

/** An internal note: for the claims team only, never shown to the claimant. */
export async function addInternalNote(database: Database, input: { claim: Claim; text: string; actor: Actor }) {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("claim_history")
      .values({
        claim_id: input.claim.id,
        kind: "internal-note",
        text: input.text,
        author_email: input.actor.email ?? null,
      })
      .execute();
    await recordAudit(trx, { action: "claim-note-added", actor: input.actor, target: input.claim.reference });
  });
}

/** Sets (or clears) the claim's handler. */
export async function setHandler(database: Database, input: { claim: Claim; handler: string | null; actor: Actor }) {
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable("claims").set({ handler_email: input.handler }).where("id", "=", input.claim.id).execute();
    await trx
      .insertInto("claim_history")
      .values({
        claim_id: input.claim.id,
        kind: "handler",
        text: input.handler ?? "",
        author_email: input.actor.email ?? null,
      })
      .execute();
    await recordAudit(trx, {
      action: "claim-handler-changed",
      actor: input.actor,
      target: input.claim.reference,
      detail: { from: input.claim.handlerEmail, to: input.handler },
    });
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
      claimDocumentsEmail({ reference: claim.reference, files: names, deskUrl: deskUrl(claim.reference) }),
    );
  });
}

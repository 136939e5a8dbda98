import { sql } from "kysely";

import type { ClaimStep } from "#app/claims/steps.ts";
import { isClaimStep } from "#app/claims/steps.ts";
import type { Database } from "#app/db/database.server.ts";
import {
  type Claim,
  type ClaimEvent,
  type ClaimFile,
  claimFromRow,
  fileCount,
  fileFromRow,
  hashToken,
  withFileCount,
} from "./record.server.ts";

/** Claims found (by the claimant's token, by reference and e-mail, by reference) and listed, with their files and history. */

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

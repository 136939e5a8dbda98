import type { Kysely } from "kysely";

import { checkSizes, type FileRefusal } from "#app/claims/files.ts";
import { forgetDataChanges } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { notify } from "#app/email/notify.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import { claimDocumentsEmail, claimReceivedEmail, claimTeamEmail, teamRecipient } from "./emails.ts";
import { type Claim, deskUrl, hashToken, newTrackingToken, type StoredFile } from "./record.server.ts";
import { trackingPath } from "./tracking-link.server.ts";

/**
 * Claims reported (issue 18): a claim recorded with its files, its first step
 * and its e-mails; documents the claimant adds later, within the claim's limits.
 */

export interface NewClaim {
  formArea: string;
  programme?: string;
  reportedBy?: { context: string; userId: string };
  payload: Record<string, string | boolean>;
  files: StoredFile[];
  /** Seals the tracking token (tracking-link.server.ts), so later e-mails can repeat the private link. */
  sealToken?: (token: string) => string;
}

export async function insertFiles(
  trx: Kysely<DB>,
  claimId: number,
  files: StoredFile[],
  addedBy: "claimant" | "staff",
) {
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
        taken_at: f.takenAt ?? null,
        added_by: addedBy,
      })),
    )
    .execute();
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

import type { TrackedClaim } from "#app/components/claims/ClaimTracker.tsx";
import { claimFiles, claimHistory, type Claim } from "#app/claims/claims.server.ts";
import type { Database } from "#app/db/database.server.ts";

/** What the claimant's tracker shows of a claim: steps and notes to them, and the names of its files. */
export async function trackedClaim(database: Database, claim: Claim): Promise<TrackedClaim> {
  const [events, files] = await Promise.all([
    claimHistory(database, claim.id, "claimant"),
    claimFiles(database, claim.id),
  ]);
  return {
    reference: claim.reference,
    step: claim.step,
    createdAt: claim.createdAt.toISOString(),
    lossType: claim.lossType,
    policyNumber: claim.policyNumber,
    events: events
      .filter(
        (e): e is typeof e & { kind: "step" | "note" | "documents" } =>
          e.kind !== "internal-note" && e.kind !== "handler",
      )
      .map((e) => ({ id: e.id, kind: e.kind, step: e.step, text: e.text, at: e.at.toISOString() })),
    files: files.map((f) => ({ name: f.name, type: f.type, size: f.size, at: f.createdAt.toISOString() })),
  };
}

/** A tracker's address is a secret: never cached, never sent on to another site (same-origin, not no-referrer, which would make the browser send "Origin: null" with the page's own posts, refused as cross-site). */
export const TRACKER_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

import type { TrackedClaim } from "#app/components/claims/ClaimTracker.tsx";
import {
  claimFiles,
  claimHistory,
  claimMoney,
  claimStateOf,
  staffByEmail,
  type Claim,
} from "#app/claims/claims.server.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import type { Database } from "#app/db/database.server.ts";

/**
 * What the claimant's tracker shows of a claim: its owner by name with their direct line, who acknowledged it and
 * when, the next step and its date (the handler's, or the published turnaround: app/claims/progress.server.ts),
 * steps and notes, messages both ways, payments (an interim one with its reason), and its files. Never the
 * owner's e-mail address, internal notes or the reserve.
 */
export async function trackedClaim(database: Database, claim: Claim): Promise<TrackedClaim> {
  const [events, files, payments] = await Promise.all([
    claimHistory(database, claim.id, "claimant"),
    claimFiles(database, claim.id),
    claimMoney(database, claim.id, "claimant"),
  ]);
  const writers = events.flatMap((e) =>
    (e.kind === "message-out" || e.kind === "acknowledged") && e.authorEmail ? [e.authorEmail] : [],
  );
  const staff = await staffByEmail(database, [
    ...(claim.handlerEmail ? [claim.handlerEmail] : []),
    ...(claim.acknowledgedBy ? [claim.acknowledgedBy] : []),
    ...writers,
  ]);
  const owner = claim.handlerEmail ? staff.get(claim.handlerEmail) : undefined;
  const progress = claimProgress(claimStateOf(claim, staff), new Date());
  return {
    reference: claim.reference,
    step: claim.step,
    createdAt: claim.createdAt.toISOString(),
    lossType: claim.lossType,
    policyNumber: claim.policyNumber,
    handler: owner ? { name: owner.name, directLine: owner.directLine } : null,
    meaning: progress.meaning,
    acknowledgement: progress.acknowledgement,
    next: progress.next,
    events: events.flatMap((e) =>
      e.kind === "step" ||
      e.kind === "note" ||
      e.kind === "documents" ||
      e.kind === "message-in" ||
      e.kind === "message-out" ||
      e.kind === "acknowledged"
        ? [
            {
              id: e.id,
              kind: e.kind,
              step: e.step,
              text: e.text,
              at: e.at.toISOString(),
              by:
                e.kind === "message-out" || e.kind === "acknowledged"
                  ? (staff.get(e.authorEmail ?? "")?.name ?? "The claims team")
                  : null,
            },
          ]
        : [],
    ),
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      onDay: p.onDay,
      reference: p.reference,
      interimReason: p.interim ? p.reason : null,
    })),
    // The claimant's own documents, each with its size and when it arrived (issue 36, item 2).
    files: files
      .filter((f) => f.addedBy === "claimant")
      .map((f) => ({ name: f.name, type: f.type, size: f.size, at: f.createdAt.toISOString() })),
  };
}

/** A tracker's address is a secret: never cached, never sent on to another site (same-origin, not no-referrer, which would make the browser send "Origin: null" with the page's own posts, refused as cross-site). */
export const TRACKER_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

import type { Selectable } from "kysely";

import { INTERIM_REASON_MAX } from "#app/claims/steps.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import type { Actor } from "#app/audit/audit-log.server.ts";
import { forgetDataChanges } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { ClaimPaymentsTable } from "#app/db/schema.ts";
import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { type Claim, ClaimChangeError, claimStateOf, lockedClaim, recordClaimChange } from "./record.server.ts";

/** A claim's money (issue 27, decision 0054): the reserve, for the team only, and payments, checked against its step. */

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

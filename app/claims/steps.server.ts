import { canMove, MESSAGE_MAX, STEP_LABELS, type ClaimStep } from "#app/claims/steps.ts";
import { claimProgress, NEXT_STEP_KINDS, type NextStepKind } from "#app/claims/progress.server.ts";
import { ownerChangedMessage, staffByEmail } from "#app/accounts/staff-directory.server.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { claimStepEmail } from "./emails.ts";
import {
  type Claim,
  ClaimChangeError,
  claimFromRow,
  claimsStaff,
  type ClaimsStaffMember,
  ClaimStepError,
  lockedClaim,
  progressOf,
  recordClaimChange,
} from "./record.server.ts";
import { trackingUrlOf } from "./tracking-link.server.ts";

/**
 * A claim worked by the desk (issues 18, 27 and 36): moved by the step rules, acknowledged, its next step dated,
 * noted, owned, written to; each change with its history and audit entries, and any e-mail, in one transaction.
 */

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

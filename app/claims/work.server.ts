import type { Actor } from "#app/audit/audit-log.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import {
  acknowledgeClaim,
  addMessage,
  recordMoney,
  type MoneyEntry,
  setOwner,
  staffByEmail,
  type Claim,
  type ClaimsStaffMember,
} from "./claims.server.ts";
import {
  claimAcknowledgedEmail,
  claimAssignedEmail,
  claimantMessageEmail,
  claimPaymentEmail,
  handlerMessageEmail,
  teamRecipient,
} from "./emails.ts";
import { trackingUrlOf } from "./tracking-link.server.ts";

/*
 * The steps of working a claim that tell someone (issue 27, items 4 and 7), each with its e-mail chosen and
 * queued in one place: who hears (the claim's owner, else the shared mailbox; or the claimant, with the private
 * link again) and in which words (emails.ts). Nothing is queued when e-mail is off (notify, app/email/notify.server.ts).
 */

function urls(claim: Claim) {
  const siteUrl = publicConfig().siteUrl;
  return {
    deskUrl: `${siteUrl}/staff/claims/${claim.reference}`,
    trackingPageUrl: `${siteUrl}/claims/track`,
    trackingUrl: trackingUrlOf(claim, siteUrl),
  };
}

/** The name a member of staff goes by with claimants and colleagues: their account's, else their address. */
export async function staffName(database: Database, email: string | undefined): Promise<string> {
  if (!email) return "The claims team";
  return (await staffByEmail(database, [email])).get(email.toLowerCase())?.name ?? email;
}

/** The claimant writes from their tracker; the owner (or the shared mailbox) is e-mailed. */
export async function claimantWrites(database: Database, input: { claim: Claim; text: string; actor: Actor }) {
  const { claim } = input;
  await addMessage(
    database,
    { claim, from: "claimant", text: input.text, actor: input.actor },
    claimantMessageEmail({
      reference: claim.reference,
      recipient: teamRecipient(claim),
      claimantName: claim.claimantName,
      text: input.text.trim(),
      deskUrl: urls(claim).deskUrl,
    }),
  );
}

/** A member of the claims team answers from the desk; the claimant is e-mailed with the private link again. */
export async function handlerWrites(database: Database, input: { claim: Claim; text: string; actor: Actor }) {
  const { claim } = input;
  const { trackingPageUrl, trackingUrl } = urls(claim);
  await addMessage(
    database,
    { claim, from: "staff", text: input.text, actor: input.actor },
    handlerMessageEmail({
      reference: claim.reference,
      recipient: claim.claimantEmail,
      name: claim.claimantName,
      handlerName: await staffName(database, input.actor.email),
      text: input.text.trim(),
      trackingPageUrl,
      trackingUrl,
    }),
  );
}

/**
 * Acknowledges the claim (its 24-hour clock stops); the claimant is e-mailed who acknowledged it and what comes
 * next, unless `tell` is false because a message of the same post tells them already.
 */
export async function acknowledge(database: Database, input: { claim: Claim; actor: Actor; tell?: boolean }) {
  const { trackingPageUrl, trackingUrl } = urls(input.claim);
  return acknowledgeClaim(database, input, (claim, progress) =>
    claimAcknowledgedEmail({
      reference: claim.reference,
      recipient: claim.claimantEmail,
      name: claim.claimantName,
      acknowledgement: progress.acknowledgement ?? "",
      next: progress.next?.text ?? null,
      trackingPageUrl,
      trackingUrl,
    }),
  );
}

/** Assigns, reassigns or releases the claim; a new owner other than the person acting is e-mailed. */
export async function assignClaim(
  database: Database,
  input: { claim: Claim; owner: string | null; expected: string | null; actor: Actor },
): Promise<ClaimsStaffMember | null> {
  const byName = await staffName(database, input.actor.email);
  return setOwner(database, input, (claim, owner) =>
    claimAssignedEmail({
      reference: claim.reference,
      recipient: owner.email,
      ownerName: owner.name,
      byName,
      deskUrl: urls(claim).deskUrl,
    }),
  );
}

/** Records a payment (the claimant is e-mailed) or sets the reserve (internal: nobody is). */
export async function recordClaimMoney(database: Database, input: MoneyEntry) {
  const { claim } = input;
  const { trackingPageUrl, trackingUrl } = urls(claim);
  return recordMoney(
    database,
    input,
    input.kind === "payment"
      ? (money) =>
          claimPaymentEmail({
            reference: claim.reference,
            recipient: claim.claimantEmail,
            name: claim.claimantName,
            amountCents: money.amountCents,
            onDay: money.onDay,
            paymentReference: money.reference,
            interimReason: money.interim ? money.reason : undefined,
            trackingPageUrl,
            trackingUrl,
          })
      : undefined,
  );
}

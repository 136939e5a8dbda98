import { CLAIM_FILE_TYPES, isClaimFileType } from "#app/claims/files.ts";
import { nextSteps, noteRequired, STEP_LABELS } from "#app/claims/steps.ts";
import { trackingUrlOf } from "#app/claims/tracking-link.server.ts";
import { claimProgress, NEXT_STEP_KINDS } from "#app/claims/progress.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { sentEmailView } from "#app/components/staff/SentEmails.tsx";
import { takenText } from "./capture-time.ts";
import { claimMoney } from "./money.server.ts";
import { claimFiles, claimHistory } from "./queries.server.ts";
import { type Claim, claimsStaff, claimStateOf, staffByEmail } from "./record.server.ts";
import { THUMBNAIL_TYPES } from "./thumbnail.server.ts";

/**
 * What the claims desk's page of one claim shows (app/routes/staff/claim.tsx, whose loader checks who may see it
 * first): the claim, what the claimant's tracker says of it now, its files, e-mails, money, history, and what each
 * form on the page offers. `me` is the signed-in member's address.
 */
export async function claimDesk(database: Database, claim: Claim, me: string) {
  const [files, history, mail, money, team] = await Promise.all([
    claimFiles(database, claim.id),
    claimHistory(database, claim.id, "staff"),
    emailStates(database, [claim.reference]),
    claimMoney(database, claim.id, "staff"),
    claimsStaff(database),
  ]);
  const people = await staffByEmail(database, [
    ...(claim.handlerEmail ? [claim.handlerEmail] : []),
    ...(claim.acknowledgedBy ? [claim.acknowledgedBy] : []),
    ...history.flatMap((h) => [h.authorEmail ?? "", h.kind === "handler" ? h.text : ""].filter(Boolean)),
  ]);
  const nameOf = (email: string | null) => (email ? (people.get(email.toLowerCase())?.name ?? email) : null);
  const reserve = money.findLast((m) => m.kind === "reserve");
  const progress = claimProgress(claimStateOf(claim, people), new Date());
  return {
    me: me.toLowerCase(),
    team: team.map((m) => ({ email: m.email, name: m.name })),
    owner: claim.handlerEmail
      ? {
          email: claim.handlerEmail,
          name: nameOf(claim.handlerEmail)!,
          directLine: people.get(claim.handlerEmail)?.directLine ?? null,
        }
      : null,
    // What the claimant's tracker says of the claim now: who acknowledged it, the next step and when.
    acknowledgement: progress.acknowledgement,
    tells: progress.next,
    nextStep: claim.nextStep,
    nextStepKinds: Object.entries(NEXT_STEP_KINDS).map(([value, k]) => ({ value, label: `${k.label} (${k.dated} …)` })),
    payments: progress.payments,
    // Each form is keyed by how many of its own entries there are: it starts empty after its own success, and
    // never loses what is typed in it when another form on the page succeeds.
    sent: {
      moves: history.filter((h) => h.kind === "step").length,
      notes: history.filter((h) => h.kind === "internal-note").length,
      messages: history.filter((h) => h.kind === "message-out").length,
      reserves: money.filter((m) => m.kind === "reserve").length,
      nextSteps: history.filter((h) => h.kind === "next-step").length,
    },
    reserve: reserve ? { amountCents: reserve.amountCents, onDay: reserve.onDay, reference: reserve.reference } : null,
    paid: money
      .filter((m) => m.kind === "payment")
      .map((m) => ({
        id: m.id,
        amountCents: m.amountCents,
        onDay: m.onDay,
        reference: m.reference,
        interimReason: m.interim ? m.reason : null,
        by: nameOf(m.recordedBy),
      })),
    today: southAfricanDay(new Date()),
    linkKept: Boolean(trackingUrlOf(claim, "")),
    claim: {
      reference: claim.reference,
      step: claim.step,
      stepAt: claim.stepAt.toISOString(),
      createdAt: claim.createdAt.toISOString(),
      formArea: claim.formArea,
      programme: claim.programme,
      claimantName: claim.claimantName,
      claimantEmail: claim.claimantEmail,
      ...progress.desk,
    },
    next: nextSteps(claim.step).map((s) => ({ step: s, label: STEP_LABELS[s], noteRequired: noteRequired(s) })),
    fields: labelledFields("claim_notification", claim.payload),
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: isClaimFileType(f.type) ? CLAIM_FILE_TYPES[f.type].label : f.type,
      size: f.size,
      sha256: f.sha256,
      locationData: f.locationData,
      // A thumbnail for the photos sharp can open (not HEIC), and when the camera says each was taken.
      preview: THUMBNAIL_TYPES.has(f.type),
      photo: f.type.startsWith("image/"),
      taken: f.takenAt ? takenText(f.takenAt) : null,
      at: f.createdAt.toISOString(),
    })),
    emails: (mail.get(claim.reference) ?? []).map(sentEmailView),
    history: history.map((h) => ({
      id: h.id,
      kind: h.kind,
      step: h.step,
      text: h.kind === "handler" ? (nameOf(h.text) ?? "") : h.text,
      by: nameOf(h.authorEmail),
      at: h.at.toISOString(),
    })),
  };
}

export type ClaimDesk = Awaited<ReturnType<typeof claimDesk>>;

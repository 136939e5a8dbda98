import { site } from "#app/config/site.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { REPRESENTATION_DAYS, STEP_LABELS, STEP_MEANINGS, type ClaimStep } from "./steps.ts";

/**
 * The e-mails of a claim's life, to the claimant and the claims team. Subjects
 * carry the reference only: they travel further than bodies (previews, logs).
 */

function signature() {
  return [
    "",
    `24/7 claims line: ${site.claimsEmergencyPhone}`,
    `WhatsApp: ${site.claimsWhatsApp}`,
    `E-mail: ${site.claimsEmail}`,
    "",
    `${site.name}, an authorised financial services provider (FSP ${site.fspNumber}). Policies underwritten by ${site.underwriter}.`,
  ];
}

export function claimReceivedEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  trackingUrl: string;
  files: string[];
}): Email {
  return {
    kind: "claim-received",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Your claim ${input.reference} has been received`,
    body: [
      `Dear ${input.name}`,
      "",
      `We have received your claim. Its reference is ${input.reference}: please quote it whenever you contact us.`,
      input.files.length
        ? `With it we received ${input.files.length === 1 ? "this file" : `these ${input.files.length} files`}: ${input.files.join(", ")}.`
        : "You did not send any documents with it; you can add them from your claim's page.",
      "",
      "Follow your claim step by step, read our notes and add documents on its private page:",
      input.trackingUrl,
      "",
      "Keep this link to yourself: anyone who has it can see your claim. You can also find your claim on",
      `${input.trackingUrl.replace(/\/claims\/track\/.*$/, "/claims/track")} with its reference and this e-mail address.`,
      "",
      "A claims handler will contact you within one working day.",
      ...signature(),
    ].join("\n"),
  };
}

export function claimTeamEmail(input: { reference: string; summary: string[]; deskUrl: string }): Email {
  return {
    kind: "claim-notification",
    reference: input.reference,
    recipient: site.claimsEmail,
    subject: `Claim ${input.reference}`,
    body: [
      `A new claim, ${input.reference}.`,
      "",
      ...input.summary,
      "",
      `Work it on the claims desk: ${input.deskUrl}`,
    ].join("\n"),
  };
}

/** What a claimant is told when their claim is declined: the reason, their right to make representations, the complaints and ombud route. */
export function declineRights(): string[] {
  return [
    `You may make representations to us about this decision within ${REPRESENTATION_DAYS} days: write to ${site.claimsEmail} with your claim reference and anything you would like us to consider, such as documents or an assessor's report. We will reconsider the claim and answer in writing.`,
    `If you are not satisfied, you may complain to our complaints team at ${site.complaintsEmail}. If we cannot resolve your complaint within six weeks, or you are not satisfied with our answer, you may refer it to the National Financial Ombud Scheme South Africa (NFO), free of charge: www.nfosa.co.za, 0860 800 900, info@nfosa.co.za.`,
  ];
}

/**
 * Where the claims team hears of a claim: its owner, or the shared claims mailbox while nobody owns it (issue 27,
 * item 4).
 */
export function teamRecipient(claim: { handlerEmail: string | null }): string {
  return claim.handlerEmail ?? site.claimsEmail;
}

/** How the claimant gets back to their claim: the private link again, or (claims from before it was kept) the lookup page. */
function followLines(trackingUrl: string | undefined, trackingPageUrl: string): string[] {
  return trackingUrl
    ? [
        "Follow your claim, read our messages and answer them on its private page:",
        trackingUrl,
        "Keep this link to yourself.",
      ]
    : [
        `Follow your claim with the private link in our first e-mail, or on ${trackingPageUrl} with its reference and this e-mail address.`,
      ];
}

export function claimStepEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  step: ClaimStep;
  note: string;
  trackingPageUrl: string;
  /** The claim's private link, where it was kept (app/claims/tracking-link.server.ts). */
  trackingUrl?: string;
}): Email {
  return {
    kind: "claim-step",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Your claim ${input.reference}: ${STEP_LABELS[input.step].toLowerCase()}`,
    body: [
      `Dear ${input.name}`,
      "",
      `Your claim ${input.reference} is now: ${STEP_LABELS[input.step]}. ${STEP_MEANINGS[input.step]}`,
      ...(input.note ? ["", "A note from your claims handler:", input.note] : []),
      ...(input.step === "declined" ? ["", ...declineRights()] : []),
      "",
      ...followLines(input.trackingUrl, input.trackingPageUrl),
      ...signature(),
    ].join("\n"),
  };
}

export function claimDocumentsEmail(input: {
  reference: string;
  files: string[];
  deskUrl: string;
  /** The claim's owner, or the shared mailbox (teamRecipient). */
  recipient: string;
}): Email {
  return {
    kind: "claim-documents",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Claim ${input.reference}: documents added`,
    body: [
      `The claimant added ${input.files.length === 1 ? "a file" : `${input.files.length} files`} to claim ${input.reference}: ${input.files.join(", ")}.`,
      "",
      `Read them on the claims desk: ${input.deskUrl}`,
    ].join("\n"),
  };
}

/** A claimant's message from their tracker, to the claim's owner or the shared mailbox. */
export function claimantMessageEmail(input: {
  reference: string;
  recipient: string;
  claimantName: string;
  text: string;
  deskUrl: string;
}): Email {
  return {
    kind: "claim-message-in",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Claim ${input.reference}: a message from the claimant`,
    body: [
      `${input.claimantName} wrote on claim ${input.reference}:`,
      "",
      input.text,
      "",
      `Answer it on the claims desk: ${input.deskUrl}`,
    ].join("\n"),
  };
}

/** The claims team's message to the claimant, from the desk, repeating the claim's private link. */
export function handlerMessageEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  handlerName: string;
  text: string;
  trackingPageUrl: string;
  trackingUrl?: string;
}): Email {
  return {
    kind: "claim-message-out",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Your claim ${input.reference}: a message from ${input.handlerName}`,
    body: [
      `Dear ${input.name}`,
      "",
      `${input.handlerName}, who is handling your claim ${input.reference}, writes:`,
      "",
      input.text,
      "",
      ...followLines(input.trackingUrl, input.trackingPageUrl),
      ...signature(),
    ].join("\n"),
  };
}

/** To a member of the claims team who has been made a claim's owner by someone else. */
export function claimAssignedEmail(input: {
  reference: string;
  recipient: string;
  ownerName: string;
  byName: string;
  deskUrl: string;
}): Email {
  return {
    kind: "claim-assigned",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Claim ${input.reference} is yours`,
    body: [
      `Dear ${input.ownerName}`,
      "",
      `${input.byName} has made you the owner of claim ${input.reference}. Its documents and the claimant's messages now come to you.`,
      "",
      `Work it on the claims desk: ${input.deskUrl}`,
    ].join("\n"),
  };
}

/** A payment recorded on the claim, to the claimant. */
export function claimPaymentEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  amountCents: number;
  onDay: string;
  paymentReference: string;
  trackingPageUrl: string;
  trackingUrl?: string;
}): Email {
  return {
    kind: "claim-payment",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Your claim ${input.reference}: a payment`,
    body: [
      `Dear ${input.name}`,
      "",
      `On ${formatDate(input.onDay)} we paid ${formatRand(input.amountCents, { showCents: true })} on your claim ${input.reference}, with the reference ${input.paymentReference}.`,
      "",
      ...followLines(input.trackingUrl, input.trackingPageUrl),
      ...signature(),
    ].join("\n"),
  };
}

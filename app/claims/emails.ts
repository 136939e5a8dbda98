import { site } from "#app/config/site.ts";
import { emailOf, type Block } from "#app/email/content.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { REPRESENTATION_DAYS, type ClaimStep } from "./steps.ts";

/**
 * The e-mails of a claim's life, to the claimant and the claims team. Subjects
 * carry the reference only: they travel further than bodies (previews, logs).
 * Every message to the claimant repeats the claim's private link, where it was
 * kept (app/claims/tracking-link.server.ts).
 */

/** How to reach the claims team, under every message to a claimant. */
function claimsContact(): string[] {
  return [
    `24/7 claims line: ${site.claimsEmergencyPhone}`,
    `WhatsApp: ${site.claimsWhatsApp}`,
    `E-mail: ${site.claimsEmail}`,
  ];
}

/** The claim's private link again, with the warning that goes with it. */
function privateLink(trackingUrl: string): Block[] {
  return [
    { kind: "action", label: "Open your claim's private page", href: trackingUrl },
    { kind: "note", text: "Keep this link to yourself: anyone who has it can see your claim." },
  ];
}

/** How the claimant gets back to their claim: the private link again, or (claims from before it was kept) the lookup page. */
function followBlocks(trackingUrl: string | undefined, trackingPageUrl: string): Block[] {
  return trackingUrl
    ? [
        { kind: "paragraph", text: "Follow your claim, read our messages and answer them on its private page." },
        ...privateLink(trackingUrl),
      ]
    : [
        {
          kind: "paragraph",
          text: "Follow your claim with the private link in our first e-mail, or look it up with its reference and this e-mail address.",
        },
        { kind: "action", label: "Find your claim on our claims tracker", href: trackingPageUrl },
      ];
}

export function claimReceivedEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  trackingUrl: string;
  files: string[];
}): Email {
  const n = input.files.length;
  return emailOf("claim-received", input, `Your claim ${input.reference} has been received`, {
    greeting: input.name,
    blocks: [
      {
        kind: "paragraph",
        text: `We have received your claim. Its reference is ${input.reference}: please quote it whenever you contact us.`,
      },
      {
        kind: "paragraph",
        text: n
          ? `With it we received ${n === 1 ? "this file" : `these ${n} files`}: ${input.files.join(", ")}.`
          : "You did not send any documents with it; you can add them from your claim's page.",
      },
      {
        kind: "paragraph",
        text: "Follow your claim step by step, read our notes and add documents on its private page.",
      },
      ...privateLink(input.trackingUrl),
      {
        kind: "note",
        text: "You can also find your claim on our claims tracker with its reference and this e-mail address.",
      },
      { kind: "action", label: "Find your claim on our claims tracker", href: trackerPage(input.trackingUrl) },
      { kind: "paragraph", text: "A claims handler will contact you within one working day." },
    ],
    contact: claimsContact(),
  });
}

/** The lookup page (/claims/track) on the same site as a private link. */
function trackerPage(trackingUrl: string): string {
  return trackingUrl.replace(/\/claims\/track\/.*$/, "/claims/track");
}

/** A form's value as a person reads it: an ISO date in words. */
function inWords(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

export function claimTeamEmail(input: {
  reference: string;
  claimantName: string;
  details: { label: string; value: string }[];
  deskUrl: string;
}): Email {
  return emailOf(
    "claim-notification",
    { reference: input.reference, recipient: site.claimsEmail },
    `Claim ${input.reference}`,
    {
      heading: `A new claim, ${input.reference}`,
      blocks: [
        { kind: "paragraph", text: `${input.claimantName} reported a claim, ${input.reference}.` },
        { kind: "facts", rows: input.details.map((d) => ({ label: d.label, value: inWords(d.value) })) },
        { kind: "action", label: `Work claim ${input.reference} on the claims desk`, href: input.deskUrl },
      ],
    },
  );
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

export function claimStepEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  step: ClaimStep;
  /** The step's words, from the claim's progress (app/claims/progress.server.ts). */
  progress: { subject: string; lead: string };
  note: string;
  trackingPageUrl: string;
  /** The claim's private link, where it was kept (app/claims/tracking-link.server.ts). */
  trackingUrl?: string;
}): Email {
  return emailOf("claim-step", input, input.progress.subject, {
    greeting: input.name,
    blocks: [
      { kind: "paragraph", text: input.progress.lead },
      ...(input.note
        ? ([
            { kind: "heading", text: "A note from your claims handler" },
            { kind: "quote", text: input.note },
          ] satisfies Block[])
        : []),
      ...(input.step === "declined"
        ? ([
            { kind: "heading", text: "Your rights" },
            ...declineRights().map((text) => ({ kind: "paragraph" as const, text })),
          ] satisfies Block[])
        : []),
      ...followBlocks(input.trackingUrl, input.trackingPageUrl),
    ],
    contact: claimsContact(),
  });
}

export function claimDocumentsEmail(input: {
  reference: string;
  claimantName: string;
  files: string[];
  deskUrl: string;
  /** The claim's owner, or the shared mailbox (teamRecipient). */
  recipient: string;
}): Email {
  const n = input.files.length;
  return emailOf("claim-documents", input, `Claim ${input.reference}: documents added`, {
    blocks: [
      {
        kind: "paragraph",
        text: `${input.claimantName} added ${n === 1 ? "a file" : `${n} files`} to claim ${input.reference}: ${input.files.join(", ")}.`,
      },
      { kind: "action", label: `Read them on claim ${input.reference} on the claims desk`, href: input.deskUrl },
    ],
  });
}

/** A claimant's message from their tracker, to the claim's owner or the shared mailbox. */
export function claimantMessageEmail(input: {
  reference: string;
  recipient: string;
  claimantName: string;
  text: string;
  deskUrl: string;
}): Email {
  return emailOf("claim-message-in", input, `Claim ${input.reference}: a message from the claimant`, {
    blocks: [
      { kind: "paragraph", text: `${input.claimantName} wrote on claim ${input.reference}:` },
      { kind: "quote", text: input.text },
      { kind: "action", label: `Answer on claim ${input.reference} on the claims desk`, href: input.deskUrl },
    ],
  });
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
  return emailOf("claim-message-out", input, `Your claim ${input.reference}: a message from ${input.handlerName}`, {
    heading: `A message about your claim ${input.reference}`,
    greeting: input.name,
    blocks: [
      { kind: "paragraph", text: `${input.handlerName}, who is handling your claim ${input.reference}, writes:` },
      { kind: "quote", text: input.text },
      ...followBlocks(input.trackingUrl, input.trackingPageUrl),
    ],
    contact: claimsContact(),
  });
}

/** To a member of the claims team who has been made a claim's owner by someone else. */
export function claimAssignedEmail(input: {
  reference: string;
  recipient: string;
  ownerName: string;
  byName: string;
  deskUrl: string;
}): Email {
  return emailOf("claim-assigned", input, `Claim ${input.reference} is yours`, {
    greeting: input.ownerName,
    blocks: [
      {
        kind: "paragraph",
        text: `${input.byName} has made you the owner of claim ${input.reference}. Its documents and the claimant's messages now come to you.`,
      },
      { kind: "action", label: `Work claim ${input.reference} on the claims desk`, href: input.deskUrl },
    ],
  });
}

/** The claim acknowledged, to the claimant: who acknowledged it and when, and what comes next. */
export function claimAcknowledgedEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  /** "Acknowledged by Sipho Claims on 6 December 2026 at 10:12" (progress.server.ts). */
  acknowledgement: string;
  /** The next step and when, as the tracker gives it; null when nothing is promised. */
  next: string | null;
  trackingPageUrl: string;
  trackingUrl?: string;
}): Email {
  return emailOf("claim-acknowledged", input, `Your claim ${input.reference} is acknowledged`, {
    greeting: input.name,
    blocks: [
      { kind: "paragraph", text: `${input.acknowledgement}: your claim ${input.reference} is in hand.` },
      ...(input.next ? [{ kind: "paragraph" as const, text: `Next: ${input.next}.` }] : []),
      ...followBlocks(input.trackingUrl, input.trackingPageUrl),
    ],
    contact: claimsContact(),
  });
}

/** A payment recorded on the claim, to the claimant; an interim payment (before the decision) says so, and why. */
export function claimPaymentEmail(input: {
  reference: string;
  recipient: string;
  name: string;
  amountCents: number;
  onDay: string;
  paymentReference: string;
  /** The reason for an interim payment; undefined for a payment on the approved claim. */
  interimReason?: string;
  trackingPageUrl: string;
  trackingUrl?: string;
}): Email {
  return emailOf(
    "claim-payment",
    input,
    `Your claim ${input.reference}: ${input.interimReason === undefined ? "a payment" : "an interim payment"}`,
    {
      heading: `${input.interimReason === undefined ? "A payment" : "An interim payment"} on your claim ${input.reference}`,
      greeting: input.name,
      blocks: [
        {
          kind: "paragraph",
          text: `On ${formatDate(input.onDay)} we paid ${formatRand(input.amountCents, { showCents: true })} on your claim ${input.reference}, with the reference ${input.paymentReference}.`,
        },
        ...(input.interimReason === undefined
          ? []
          : [
              {
                kind: "paragraph" as const,
                text: `This is an interim payment, made before we decide the claim: ${input.interimReason}`,
              },
            ]),
        {
          kind: "facts",
          rows: [
            { label: "Amount", value: formatRand(input.amountCents, { showCents: true }) },
            { label: "Paid on", value: formatDate(input.onDay) },
            { label: "Payment reference", value: input.paymentReference },
          ],
        },
        ...followBlocks(input.trackingUrl, input.trackingPageUrl),
      ],
      contact: claimsContact(),
    },
  );
}

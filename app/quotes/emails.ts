import { site } from "#app/config/site.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";

/**
 * The e-mails of a quotation request's life. Each names the reference and
 * links to its page; figures, conditions and the client's schedule stay
 * behind sign-in, so a forwarded or misdirected e-mail gives nothing away.
 */

interface About {
  reference: string;
  /** The programme's client, e.g. "Pepkor". */
  client: string;
  /** The page's full address. */
  link: string;
}

const signOff = ["", site.name, `${site.phone} · ${site.underwritingEmail}`];

/** To the underwriting mailbox: a client asked for a quotation. */
export function newRequestEmail(input: About & { requestedBy: string; tier: string; renewal: boolean }): Email {
  return {
    kind: "quote-request",
    reference: input.reference,
    recipient: site.underwritingEmail,
    subject: `New ${input.renewal ? "renewal " : ""}quotation request ${input.reference} (${input.client})`,
    body: [
      `${input.requestedBy} of ${input.client} has asked for a ${input.renewal ? "renewal " : ""}quotation (${input.tier}).`,
      "Our service target is a first answer within two business days.",
      "",
      `Open it on the underwriting desk: ${input.link}`,
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: underwriting sent a quotation. */
export function quotationSentEmail(input: About & { to: string; name: string; validUntil: string }): Email {
  return {
    kind: "quote-sent",
    reference: input.reference,
    recipient: input.to,
    subject: `Your quotation ${input.reference} is ready`,
    body: [
      `Dear ${input.name},`,
      "",
      `Our underwriters have sent the quotation you asked for on the ${input.client} programme (reference ${input.reference}).`,
      `It is valid until ${formatDate(input.validUntil)}. Sign in to read it, download it as a PDF, and accept it or tell us you will not take it up:`,
      "",
      input.link,
      "",
      "Cover starts only once you have accepted and we have confirmed it with a policy number.",
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: underwriting declined, with its reason (on the page, behind sign-in). */
export function declinedEmail(input: About & { to: string; name: string }): Email {
  return {
    kind: "quote-declined",
    reference: input.reference,
    recipient: input.to,
    subject: `Your quotation request ${input.reference}`,
    body: [
      `Dear ${input.name},`,
      "",
      `Our underwriters are unable to offer a quotation on your request ${input.reference} (${input.client} programme).`,
      "Sign in to read their reasons:",
      "",
      input.link,
      "",
      `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`,
      ...signOff,
    ].join("\n"),
  };
}

/** Who hears of what the client does: the request's owner, else the shared underwriting mailbox. */
interface ToOwner {
  /** The owner's e-mail address; unassigned work goes to the mailbox. */
  owner?: string | null;
}

/** To the owner (or the underwriting mailbox): the client accepted, or will not take the quotation up. */
export function clientAnswerEmail(
  input: About & ToOwner & { answeredBy: string; accepted: boolean; tier?: string },
): Email {
  return {
    kind: input.accepted ? "quote-accepted" : "quote-not-taken-up",
    reference: input.reference,
    recipient: input.owner ?? site.underwritingEmail,
    subject: `Quotation ${input.reference} ${input.accepted ? "accepted" : "not taken up"} (${input.client})`,
    body: [
      input.accepted
        ? `${input.answeredBy} of ${input.client} has accepted quotation ${input.reference}${input.tier ? `, option ${input.tier}` : ""}. Bind it with a policy number and the inception date:`
        : `${input.answeredBy} of ${input.client} will not take up quotation ${input.reference}.`,
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: underwriting needs more information before it can quote. */
export function informationNeededEmail(input: About & { to: string; name: string }): Email {
  return {
    kind: "quote-info-needed",
    reference: input.reference,
    recipient: input.to,
    subject: `A question about your quotation request ${input.reference}`,
    body: [
      `Dear ${input.name},`,
      "",
      `Our underwriters need a little more information before they can quote on your request ${input.reference} (${input.client} programme).`,
      "Sign in to read their question and answer it on the request's page:",
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the owner (or the underwriting mailbox): the client answered underwriting's question. */
export function informationAnsweredEmail(input: About & ToOwner & { answeredBy: string; attached?: number }): Email {
  return {
    kind: "quote-info-answered",
    reference: input.reference,
    recipient: input.owner ?? site.underwritingEmail,
    subject: `Answer on quotation request ${input.reference} (${input.client})`,
    body: [
      `${input.answeredBy} of ${input.client} has answered your question on ${input.reference}${input.attached ? ` and attached ${input.attached === 1 ? "a PDF" : `${input.attached} PDFs`}` : ""}:`,
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: underwriting revised the quotation; the new version replaces the old. */
export function quotationRevisedEmail(
  input: About & { to: string; name: string; version: number; validUntil: string },
): Email {
  return {
    kind: "quote-revised",
    reference: input.reference,
    recipient: input.to,
    subject: `Your quotation ${input.reference} has been revised`,
    body: [
      `Dear ${input.name},`,
      "",
      `Our underwriters have revised your quotation ${input.reference} (${input.client} programme): version ${input.version} replaces the one sent before.`,
      `It is valid until ${formatDate(input.validUntil)}. Sign in to read it and accept one of its options:`,
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: underwriting withdrew the quotation (its reason on the page, behind sign-in). */
export function withdrawnEmail(input: About & { to: string; name: string }): Email {
  return {
    kind: "quote-withdrawn",
    reference: input.reference,
    recipient: input.to,
    subject: `Your quotation ${input.reference} has been withdrawn`,
    body: [
      `Dear ${input.name},`,
      "",
      `Our underwriters have withdrawn quotation ${input.reference} (${input.client} programme); it can no longer be accepted.`,
      "Sign in to read their reasons:",
      "",
      input.link,
      "",
      `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`,
      ...signOff,
    ].join("\n"),
  };
}

/** To the requesting user: the cover is bound. */
export function boundEmail(
  input: About & { to: string; name: string; policyNumber: string; cover: { from: string; to: string } },
): Email {
  return {
    kind: "quote-bound",
    reference: input.reference,
    recipient: input.to,
    subject: `Cover confirmed: ${input.reference}`,
    body: [
      `Dear ${input.name},`,
      "",
      `The cover you accepted on quotation ${input.reference} (${input.client} programme) is bound under policy number ${input.policyNumber}, from ${formatDate(input.cover.from)} to ${formatDate(input.cover.to)}.`,
      "Sign in to download the confirmation of cover; the policy documents follow from your account executive:",
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To an underwriter a colleague made the owner of a request. */
export function quoteAssignedEmail(input: About & { recipient: string; ownerName: string; byName: string }): Email {
  return {
    kind: "quote-assigned",
    reference: input.reference,
    recipient: input.recipient,
    subject: `Quotation request ${input.reference} (${input.client}) is yours`,
    body: [
      `Dear ${input.ownerName},`,
      "",
      `${input.byName} has made you the owner of quotation request ${input.reference} (${input.client}). You will be e-mailed when the client answers, adds a document or accepts.`,
      "",
      `Open it on the underwriting desk: ${input.link}`,
      ...signOff,
    ].join("\n"),
  };
}

/** To the owner (or the underwriting mailbox): the client attached PDFs to their request. */
export function attachmentsAddedEmail(input: About & ToOwner & { addedBy: string; names: readonly string[] }): Email {
  return {
    kind: "quote-attachment",
    reference: input.reference,
    recipient: input.owner ?? site.underwritingEmail,
    subject: `Documents added to quotation request ${input.reference} (${input.client})`,
    body: [
      `${input.addedBy} of ${input.client} has attached ${input.names.length === 1 ? "a PDF" : `${input.names.length} PDFs`} to ${input.reference}: ${input.names.join(", ")}.`,
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

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

/** To the underwriting mailbox: the client accepted, or will not take the quotation up. */
export function clientAnswerEmail(input: About & { answeredBy: string; accepted: boolean; tier?: string }): Email {
  return {
    kind: input.accepted ? "quote-accepted" : "quote-not-taken-up",
    reference: input.reference,
    recipient: site.underwritingEmail,
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

/** To the underwriting mailbox: the client answered underwriting's question. */
export function informationAnsweredEmail(input: About & { answeredBy: string }): Email {
  return {
    kind: "quote-info-answered",
    reference: input.reference,
    recipient: site.underwritingEmail,
    subject: `Answer on quotation request ${input.reference} (${input.client})`,
    body: [
      `${input.answeredBy} of ${input.client} has answered your question on ${input.reference}:`,
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

/** To the member who asked: their request is with underwriting (issue 28). */
export function requestAcknowledgedEmail(input: About & { to: string; name: string; tier: string }): Email {
  return {
    kind: "quote-request-acknowledged",
    reference: input.reference,
    recipient: input.to,
    subject: `We have your quotation request ${input.reference}`,
    body: [
      `Dear ${input.name},`,
      "",
      `Thank you: your request for a quotation (${input.tier}) on the ${input.client} programme is with our underwriters, reference ${input.reference}.`,
      "They aim to answer within two business days with a quotation or their reasons. Until they take it up you may withdraw it on its page:",
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the member who asked and to the programme's approvers: an approver accepted a quotation with the declaration. */
export function acceptedForTeamEmail(
  input: About & { to: string; name: string; acceptedBy: string; tier: string },
): Email {
  return {
    kind: "quote-accepted-team",
    reference: input.reference,
    recipient: input.to,
    subject: `Quotation ${input.reference} accepted (${input.client})`,
    body: [
      `Dear ${input.name},`,
      "",
      `${input.acceptedBy} has accepted quotation ${input.reference}, option ${input.tier}, on behalf of ${input.client}, with the declaration of disclosure and authority to bind.`,
      "Our underwriters now confirm the cover with a policy number; cover starts only then. The request's page shows each step:",
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

/** To the underwriting mailbox: the client withdrew a request before it was taken up. */
export function requestWithdrawnByClientEmail(input: About & { answeredBy: string }): Email {
  return {
    kind: "quote-request-withdrawn",
    reference: input.reference,
    recipient: site.underwritingEmail,
    subject: `Quotation request ${input.reference} withdrawn by the client (${input.client})`,
    body: [
      `${input.answeredBy} of ${input.client} has withdrawn quotation request ${input.reference}; nothing more is needed on it.`,
      "",
      input.link,
      ...signOff,
    ].join("\n"),
  };
}

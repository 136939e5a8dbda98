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

/** The person who asked for the quotation. */
interface Requester extends About {
  to: string;
  name: string;
}

const signOff = ["", site.name, `${site.phone} · ${site.underwritingEmail}`];

const talkItThrough = `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`;

/**
 * Every message to the requesting user has one frame: the greeting, what happened, the link on a line of its own
 * (behind sign-in), then anything `after` it, then the sign-off.
 */
function toRequester(
  input: Requester,
  message: { kind: string; subject: string; lines: string[]; after?: string },
): Email {
  return {
    kind: message.kind,
    reference: input.reference,
    recipient: input.to,
    subject: message.subject,
    body: [
      `Dear ${input.name},`,
      "",
      ...message.lines,
      "",
      input.link,
      ...(message.after ? ["", message.after] : []),
      ...signOff,
    ].join("\n"),
  };
}

/** Every message to the underwriting mailbox: what the client did, the desk's link, the sign-off. */
function toUnderwriting(input: About, message: { kind: string; subject: string; lines: string[] }): Email {
  return {
    kind: message.kind,
    reference: input.reference,
    recipient: site.underwritingEmail,
    subject: message.subject,
    body: [...message.lines, ...signOff].join("\n"),
  };
}

/** To the underwriting mailbox: a client asked for a quotation. */
export function newRequestEmail(input: About & { requestedBy: string; tier: string; renewal: boolean }): Email {
  const renewal = input.renewal ? "renewal " : "";
  return toUnderwriting(input, {
    kind: "quote-request",
    subject: `New ${renewal}quotation request ${input.reference} (${input.client})`,
    lines: [
      `${input.requestedBy} of ${input.client} has asked for a ${renewal}quotation (${input.tier}).`,
      "Our service target is a first answer within two business days.",
      "",
      `Open it on the underwriting desk: ${input.link}`,
    ],
  });
}

/** To the requesting user: underwriting sent a quotation. */
export function quotationSentEmail(input: Requester & { validUntil: string }): Email {
  return toRequester(input, {
    kind: "quote-sent",
    subject: `Your quotation ${input.reference} is ready`,
    lines: [
      `Our underwriters have sent the quotation you asked for on the ${input.client} programme (reference ${input.reference}).`,
      `It is valid until ${formatDate(input.validUntil)}. Sign in to read it, download it as a PDF, and accept it or tell us you will not take it up:`,
    ],
    after: "Cover starts only once you have accepted and we have confirmed it with a policy number.",
  });
}

/** To the requesting user: underwriting declined, with its reason (on the page, behind sign-in). */
export function declinedEmail(input: Requester): Email {
  return toRequester(input, {
    kind: "quote-declined",
    subject: `Your quotation request ${input.reference}`,
    lines: [
      `Our underwriters are unable to offer a quotation on your request ${input.reference} (${input.client} programme).`,
      "Sign in to read their reasons:",
    ],
    after: talkItThrough,
  });
}

/** To the underwriting mailbox: the client accepted, or will not take the quotation up. */
export function clientAnswerEmail(input: About & { answeredBy: string; accepted: boolean; tier?: string }): Email {
  return toUnderwriting(input, {
    kind: input.accepted ? "quote-accepted" : "quote-not-taken-up",
    subject: `Quotation ${input.reference} ${input.accepted ? "accepted" : "not taken up"} (${input.client})`,
    lines: [
      input.accepted
        ? `${input.answeredBy} of ${input.client} has accepted quotation ${input.reference}${input.tier ? `, option ${input.tier}` : ""}. Bind it with a policy number and the inception date:`
        : `${input.answeredBy} of ${input.client} will not take up quotation ${input.reference}.`,
      "",
      input.link,
    ],
  });
}

/** To the requesting user: underwriting needs more information before it can quote. */
export function informationNeededEmail(input: Requester): Email {
  return toRequester(input, {
    kind: "quote-info-needed",
    subject: `A question about your quotation request ${input.reference}`,
    lines: [
      `Our underwriters need a little more information before they can quote on your request ${input.reference} (${input.client} programme).`,
      "Sign in to read their question and answer it on the request's page:",
    ],
  });
}

/** To the underwriting mailbox: the client answered underwriting's question. */
export function informationAnsweredEmail(input: About & { answeredBy: string }): Email {
  return toUnderwriting(input, {
    kind: "quote-info-answered",
    subject: `Answer on quotation request ${input.reference} (${input.client})`,
    lines: [`${input.answeredBy} of ${input.client} has answered your question on ${input.reference}:`, "", input.link],
  });
}

/** To the requesting user: underwriting revised the quotation; the new version replaces the old. */
export function quotationRevisedEmail(input: Requester & { version: number; validUntil: string }): Email {
  return toRequester(input, {
    kind: "quote-revised",
    subject: `Your quotation ${input.reference} has been revised`,
    lines: [
      `Our underwriters have revised your quotation ${input.reference} (${input.client} programme): version ${input.version} replaces the one sent before.`,
      `It is valid until ${formatDate(input.validUntil)}. Sign in to read it and accept one of its options:`,
    ],
  });
}

/** To the requesting user: underwriting withdrew the quotation (its reason on the page, behind sign-in). */
export function withdrawnEmail(input: Requester): Email {
  return toRequester(input, {
    kind: "quote-withdrawn",
    subject: `Your quotation ${input.reference} has been withdrawn`,
    lines: [
      `Our underwriters have withdrawn quotation ${input.reference} (${input.client} programme); it can no longer be accepted.`,
      "Sign in to read their reasons:",
    ],
    after: talkItThrough,
  });
}

/** To the requesting user: the cover is bound. */
export function boundEmail(input: Requester & { policyNumber: string; cover: { from: string; to: string } }): Email {
  return toRequester(input, {
    kind: "quote-bound",
    subject: `Cover confirmed: ${input.reference}`,
    lines: [
      `The cover you accepted on quotation ${input.reference} (${input.client} programme) is bound under policy number ${input.policyNumber}, from ${formatDate(input.cover.from)} to ${formatDate(input.cover.to)}.`,
      "Sign in to download the confirmation of cover; the policy documents follow from your account executive:",
    ],
  });
}

import { site } from "#app/config/site.ts";
import { emailOf, type Block } from "#app/email/content.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import type { Recipient } from "./quote-outputs.ts";

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

/**
 * The role a client's person is told in (app/quotes/quote-outputs.ts, `clientRecipients`): the member who asked,
 * an approver of the programme, a client administrator, or the approver who accepted. Their words follow it.
 */
type As = Recipient["as"][number];

/** Who on underwriting's side took a step, in the message: by name where known. */
function underwriters(by?: string): string {
  return by ? `${by} of our underwriting team` : "Our underwriters";
}

/** How to reach underwriting, under every message. */
const contact = [`Underwriting: ${site.phone} · ${site.underwritingEmail}`];

/**
 * A message about a request, to `recipient`, with underwriting's contact lines: its heading is its subject unless
 * named, and a person's message greets them.
 */
function requestEmail(
  kind: string,
  about: { reference: string },
  recipient: string,
  subject: string,
  blocks: Block[],
  more: { heading?: string; greeting?: string } = {},
): Email {
  return emailOf(kind, { reference: about.reference, recipient }, subject, { ...more, blocks, contact });
}

/** The link to the request: on the desk for underwriting, behind sign-in for the client. */
function open(about: About, label: string): Block {
  return { kind: "action", label, href: about.link };
}

/** To the underwriting mailbox: a client asked for a quotation. */
export function newRequestEmail(input: About & { requestedBy: string; tier: string; renewal: boolean }): Email {
  const kind = input.renewal ? "renewal quotation" : "quotation";
  return requestEmail(
    "quote-request",
    input,
    site.underwritingEmail,
    `New ${input.renewal ? "renewal " : ""}quotation request ${input.reference} (${input.client})`,
    [
      { kind: "paragraph", text: `${input.requestedBy} of ${input.client} has asked for a ${kind} (${input.tier}).` },
      { kind: "paragraph", text: "Our service target is a first answer within two business days." },
      open(input, `Open request ${input.reference} on the underwriting desk`),
    ],
    { heading: `New ${kind} request ${input.reference}` },
  );
}

/**
 * Underwriting sent a quotation: to the member who asked, to every approver of the programme (who may accept it)
 * and to the client administrators (issue 35, item 2), each in their own words, naming who sent it.
 */
export function quotationSentEmail(
  input: About & { to: string; name: string; validUntil: string; sentBy?: string; as?: As },
): Email {
  const as = input.as ?? "requester";
  const subject =
    as === "approvers"
      ? `Quotation ${input.reference} is waiting for your approval (${input.client})`
      : as === "requester"
        ? `Your quotation ${input.reference} is ready`
        : `Quotation ${input.reference} sent to your team (${input.client})`;
  return requestEmail(
    "quote-sent",
    input,
    input.to,
    subject,
    [
      {
        kind: "paragraph",
        text: `${underwriters(input.sentBy)} ${input.sentBy ? "has" : "have"} sent the quotation ${as === "requester" ? "you asked for" : "your team asked for"} on the ${input.client} programme (reference ${input.reference}).`,
      },
      {
        kind: "paragraph",
        text:
          as === "approvers"
            ? `It is valid until ${formatDate(input.validUntil)}. As an approver of your team, sign in to read it, download it as a PDF, and accept one of its options or tell us you will not take it up.`
            : `It is valid until ${formatDate(input.validUntil)}. Sign in to read it and download it as a PDF; an approver of your team accepts it or tells us you will not take it up.`,
      },
      open(input, `Read quotation ${input.reference} (sign-in needed)`),
      {
        kind: "note",
        text: "Cover starts only once an approver has accepted and we have confirmed it with a policy number.",
      },
    ],
    { greeting: input.name },
  );
}

/** Underwriting declined, with its reason (on the page, behind sign-in): to the member who asked and the client administrators. */
export function declinedEmail(input: About & { to: string; name: string; by?: string; as?: As }): Email {
  const yours = (input.as ?? "requester") === "requester" ? "your request" : "your team's request";
  return requestEmail(
    "quote-declined",
    input,
    input.to,
    `Your quotation request ${input.reference}`,
    [
      {
        kind: "paragraph",
        text: `${underwriters(input.by)} ${input.by ? "is" : "are"} unable to offer a quotation on ${yours} ${input.reference} (${input.client} programme). Sign in to read the reasons.`,
      },
      open(input, `Read the reasons on request ${input.reference} (sign-in needed)`),
      {
        kind: "paragraph",
        text: `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`,
      },
    ],
    { greeting: input.name },
  );
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
  const subject = `Quotation ${input.reference} ${input.accepted ? "accepted" : "not taken up"} (${input.client})`;
  return requestEmail(
    input.accepted ? "quote-accepted" : "quote-not-taken-up",
    input,
    input.owner ?? site.underwritingEmail,
    subject,
    [
      {
        kind: "paragraph",
        text: input.accepted
          ? `${input.answeredBy} of ${input.client} has accepted quotation ${input.reference}${input.tier ? `, option ${input.tier}` : ""}. Bind it with a policy number and the inception date.`
          : `${input.answeredBy} of ${input.client} will not take up quotation ${input.reference}.`,
      },
      open(input, `Open request ${input.reference} on the underwriting desk`),
    ],
  );
}

/** To the requesting user: underwriting needs more information before it can quote. */
export function informationNeededEmail(input: About & { to: string; name: string }): Email {
  const subject = `A question about your quotation request ${input.reference}`;
  return requestEmail(
    "quote-info-needed",
    input,
    input.to,
    subject,
    [
      {
        kind: "paragraph",
        text: `Our underwriters need a little more information before they can quote on your request ${input.reference} (${input.client} programme). Sign in to read their question and answer it on the request's page.`,
      },
      open(input, `Answer the question on request ${input.reference} (sign-in needed)`),
    ],
    { greeting: input.name },
  );
}

/** To the owner (or the underwriting mailbox): the client answered underwriting's question. */
export function informationAnsweredEmail(input: About & ToOwner & { answeredBy: string; attached?: number }): Email {
  return requestEmail(
    "quote-info-answered",
    input,
    input.owner ?? site.underwritingEmail,
    `Answer on quotation request ${input.reference} (${input.client})`,
    [
      {
        kind: "paragraph",
        text: `${input.answeredBy} of ${input.client} has answered your question on ${input.reference}${input.attached ? ` and attached ${input.attached === 1 ? "a PDF" : `${input.attached} PDFs`}` : ""}.`,
      },
      open(input, `Read the answer on request ${input.reference} on the underwriting desk`),
    ],
    { heading: `Answer on quotation request ${input.reference}` },
  );
}

/** Underwriting revised the quotation (the new version replaces the old): to the same people as the quotation. */
export function quotationRevisedEmail(
  input: About & { to: string; name: string; version: number; validUntil: string; sentBy?: string; as?: As },
): Email {
  const as = input.as ?? "requester";
  const subject =
    as === "approvers"
      ? `Quotation ${input.reference} revised: waiting for your approval (${input.client})`
      : as === "requester"
        ? `Your quotation ${input.reference} has been revised`
        : `Quotation ${input.reference} revised (${input.client})`;
  return requestEmail(
    "quote-revised",
    input,
    input.to,
    subject,
    [
      {
        kind: "paragraph",
        text: `${underwriters(input.sentBy)} ${input.sentBy ? "has" : "have"} revised ${as === "requester" ? "your" : "your team's"} quotation ${input.reference} (${input.client} programme): version ${input.version} replaces the one sent before, which can no longer be accepted.`,
      },
      {
        kind: "paragraph",
        text:
          as === "approvers"
            ? `It is valid until ${formatDate(input.validUntil)}. As an approver of your team, sign in to read it and accept one of its options.`
            : `It is valid until ${formatDate(input.validUntil)}. Sign in to read it; an approver of your team accepts one of its options.`,
      },
      open(input, `Read quotation ${input.reference} (sign-in needed)`),
    ],
    { greeting: input.name },
  );
}

/** Underwriting withdrew the quotation (its reason on the page): to the same people as the quotation. */
export function withdrawnEmail(input: About & { to: string; name: string; by?: string; as?: As }): Email {
  const yours = (input.as ?? "requester") === "requester" ? "Your" : "Your team's";
  const subject = `${yours} quotation ${input.reference} has been withdrawn`;
  return requestEmail(
    "quote-withdrawn",
    input,
    input.to,
    subject,
    [
      {
        kind: "paragraph",
        text: `${underwriters(input.by)} ${input.by ? "has" : "have"} withdrawn quotation ${input.reference} (${input.client} programme); it can no longer be accepted. Sign in to read the reasons.`,
      },
      open(input, `Read the reasons on quotation ${input.reference} (sign-in needed)`),
      {
        kind: "paragraph",
        text: `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`,
      },
    ],
    { greeting: input.name },
  );
}

/**
 * The cover is bound: to the approver who accepted, the member who asked and the client administrators (issue 35,
 * item 2), each told who accepted and who bound it.
 */
export function boundEmail(
  input: About & {
    to: string;
    name: string;
    policyNumber: string;
    cover: { from: string; to: string };
    as?: As;
    acceptedBy?: string;
    boundBy?: string;
  },
): Email {
  const accepted =
    input.as === "accepting-approver" || !input.acceptedBy
      ? "The cover you accepted"
      : `The cover ${input.acceptedBy} accepted`;
  return requestEmail(
    "quote-bound",
    input,
    input.to,
    `Cover confirmed: ${input.reference}`,
    [
      {
        kind: "paragraph",
        text: `${accepted} on quotation ${input.reference} (${input.client} programme) is bound${input.boundBy ? ` by ${input.boundBy} of our underwriting team` : ""} under policy number ${input.policyNumber}, from ${formatDate(input.cover.from)} to ${formatDate(input.cover.to)}.`,
      },
      {
        kind: "facts",
        rows: [
          { label: "Policy number", value: input.policyNumber },
          { label: "Period of cover", value: `${formatDate(input.cover.from)} to ${formatDate(input.cover.to)}` },
        ],
      },
      {
        kind: "paragraph",
        text: "Sign in to download the confirmation of cover; the policy documents follow from your account executive.",
      },
      open(input, `Download the confirmation of cover for ${input.reference} (sign-in needed)`),
    ],
    { greeting: input.name },
  );
}

/** To an underwriter a colleague made the owner of a request. */
export function quoteAssignedEmail(input: About & { recipient: string; ownerName: string; byName: string }): Email {
  return requestEmail(
    "quote-assigned",
    input,
    input.recipient,
    `Quotation request ${input.reference} (${input.client}) is yours`,
    [
      {
        kind: "paragraph",
        text: `${input.byName} has made you the owner of quotation request ${input.reference} (${input.client}). You will be e-mailed when the client answers, adds a document or accepts.`,
      },
      open(input, `Open request ${input.reference} on the underwriting desk`),
    ],
    { heading: `Quotation request ${input.reference} is yours`, greeting: input.ownerName },
  );
}

/** To the owner (or the underwriting mailbox): the client attached PDFs to their request. */
export function attachmentsAddedEmail(input: About & ToOwner & { addedBy: string; names: readonly string[] }): Email {
  const count = input.names.length === 1 ? "a PDF" : `${input.names.length} PDFs`;
  return requestEmail(
    "quote-attachment",
    input,
    input.owner ?? site.underwritingEmail,
    `Documents added to quotation request ${input.reference} (${input.client})`,
    [
      {
        kind: "paragraph",
        text: `${input.addedBy} of ${input.client} has attached ${count} to ${input.reference}: ${input.names.join(", ")}.`,
      },
      open(input, `Open request ${input.reference} on the underwriting desk`),
    ],
    { heading: `Documents added to request ${input.reference}` },
  );
}

/** To the member who asked: their request is with underwriting (issue 28). */
export function requestAcknowledgedEmail(input: About & { to: string; name: string; tier: string }): Email {
  return requestEmail(
    "quote-request-acknowledged",
    input,
    input.to,
    `We have your quotation request ${input.reference}`,
    [
      {
        kind: "paragraph",
        text: `Thank you: your request for a quotation (${input.tier}) on the ${input.client} programme is with our underwriters, reference ${input.reference}.`,
      },
      {
        kind: "paragraph",
        text: "They aim to answer within two business days with a quotation or their reasons. Until they take it up you may withdraw it on its page.",
      },
      open(input, `Open your request ${input.reference}`),
    ],
    { greeting: input.name },
  );
}

/** To the member who asked and to the programme's approvers: an approver accepted a quotation with the declaration. */
export function acceptedForTeamEmail(
  input: About & { to: string; name: string; acceptedBy: string; tier: string },
): Email {
  return requestEmail(
    "quote-accepted-team",
    input,
    input.to,
    `Quotation ${input.reference} accepted (${input.client})`,
    [
      {
        kind: "paragraph",
        text: `${input.acceptedBy} has accepted quotation ${input.reference}, option ${input.tier}, on behalf of ${input.client}, with the declaration of disclosure and authority to bind.`,
      },
      {
        kind: "paragraph",
        text: "Our underwriters now confirm the cover with a policy number; cover starts only then. The request's page shows each step.",
      },
      open(input, `Open request ${input.reference}`),
    ],
    { heading: `Quotation ${input.reference} accepted`, greeting: input.name },
  );
}

/** To the owner (or the underwriting mailbox): the client withdrew a request before it was taken up. */
export function requestWithdrawnByClientEmail(input: About & ToOwner & { answeredBy: string }): Email {
  return requestEmail(
    "quote-request-withdrawn",
    input,
    input.owner ?? site.underwritingEmail,
    `Quotation request ${input.reference} withdrawn by the client (${input.client})`,
    [
      {
        kind: "paragraph",
        text: `${input.answeredBy} of ${input.client} has withdrawn quotation request ${input.reference}; nothing more is needed on it.`,
      },
      open(input, `Open request ${input.reference} on the underwriting desk`),
    ],
    { heading: `Quotation request ${input.reference} withdrawn` },
  );
}

import { site } from "#app/config/site.ts";
import type { Email } from "./outbox.server.ts";

/**
 * What an e-mail says, as data (decision 0038): the message builders
 * (app/quotes/emails.ts, app/claims/emails.ts, …) write this once, and both
 * parts of the message are made from it: the plain text here (`toText`), the
 * HTML by the layout (app/email/layout.server.ts) when the message is stored.
 * Builders stay pure and synchronous, and the HTML library never reaches a
 * module the browser might load.
 */

export type Block =
  /** A paragraph of our own words. */
  | { kind: "paragraph"; text: string }
  /** A link, labelled by where it goes ("Open your claim's private page"); the text part gives the address on its own line. */
  | { kind: "action"; label: string; href: string }
  /** Someone's own words (a claimant's or handler's message), kept as they wrote them. */
  | { kind: "quote"; text: string }
  /** Label and value pairs: a form's answers, a claim's details. */
  | { kind: "facts"; rows: { label: string; value: string }[] }
  /** A section heading within the message. */
  | { kind: "heading"; text: string }
  /** Smaller print: a warning about a link, what to do if the message was not expected. */
  | { kind: "note"; text: string };

export interface EmailContent {
  /** The message's heading (its one h1). */
  heading: string;
  /** The person's name, for "Dear …"; left out in messages to a shared mailbox. */
  greeting?: string;
  blocks: Block[];
  /** How to reach us, under the message (e.g. the 24/7 claims line). */
  contact?: string[];
}

/** The group's registered details, at the foot of every message (from app/config/site.ts). */
export function footerLines(): string[] {
  return [
    `${site.legalName}, registration number ${site.registrationNumber}, an authorised financial services provider (FSP ${site.fspNumber}). Policies underwritten by ${site.underwriter}.`,
    site.headOffice,
  ];
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
    case "quote":
      return block.text;
    case "heading":
      return block.text;
    case "action":
      return `${block.label}:\n${block.href}`;
    case "facts":
      return block.rows.map((r) => `${r.label}: ${r.value || "-"}`).join("\n");
  }
}

/** The plain-text part: the same content, block by block, blank lines between. */
export function toText(content: EmailContent): string {
  const parts = [
    content.heading,
    ...(content.greeting ? [`Dear ${content.greeting},`] : []),
    ...content.blocks.map(blockText),
    ...(content.contact?.length ? [content.contact.join("\n")] : []),
    ["--", site.name, ...footerLines()].join("\n"),
  ];
  return parts.join("\n\n");
}

/** A message from its content: the plain text made here, the HTML when it is stored (notify). */
export function composeEmail(meta: Omit<Email, "body" | "content">, content: EmailContent): Email {
  return { ...meta, body: toText(content), content };
}

/** Who a message goes to and what it is about: the kind is said by the builder, the rest by its input. */
export interface Envelope {
  recipient: string;
  /** The reference the message is about (a claim's, a quotation request's), if any: the outbox lists by it. */
  reference?: string;
}

/**
 * A message of one kind, to `to.recipient` about `to.reference`: its subject and what it says. The heading is the
 * subject unless the content names its own. Every builder's message has this one shape (`composeEmail` with the
 * envelope written once), so a builder says only what is its own.
 */
export function emailOf(
  kind: string,
  to: Envelope,
  subject: string,
  content: Omit<EmailContent, "heading"> & { heading?: string },
): Email {
  const meta = { kind, ...(to.reference === undefined ? {} : { reference: to.reference }), recipient: to.recipient };
  return composeEmail({ ...meta, subject }, { ...content, heading: content.heading ?? subject });
}

import { contextInfo, type AuthContextId } from "#app/auth/contexts.ts";
import { site } from "#app/config/site.ts";
import { emailOf } from "#app/email/content.ts";
import type { Email } from "#app/email/outbox.server.ts";

/** The name people know a context by: "the Pepkor programme", or the group's own staff. */
export function contextName(context: AuthContextId): string {
  return context === "staff" ? `${site.name}'s back office (staff)` : contextInfo(context).label;
}

/** An invitation: the one-time link to choose a password, valid 72 hours. */
export function invitationEmail(input: {
  context: AuthContextId;
  to: string;
  name: string;
  /** Who made the account, by name; none when the command line did. */
  invitedBy?: string;
  link: string;
}): Email {
  const who = input.invitedBy ?? `The ${site.name} team`;
  return emailOf("invitation", { recipient: input.to }, `Your ${site.name} account`, {
    greeting: input.name,
    blocks: [
      {
        kind: "paragraph",
        text: `${who} has made you an account on the ${site.name} website, for ${contextName(input.context)}. To start, choose your password (the link works once, for 72 hours).`,
      },
      { kind: "action", label: "Choose your password", href: input.link },
      {
        kind: "paragraph",
        text: `If the link has expired, ask ${input.invitedBy ?? "us"} to send a new one, or call us on ${site.phone}.`,
      },
      {
        kind: "note",
        text: "If you were not expecting this e-mail, you can ignore it: no account is usable until a password is chosen.",
      },
    ],
  });
}

/** A password reset: the one-time link to choose a new password, valid one hour. */
export function passwordResetEmail(input: { to: string; name: string; link: string }): Email {
  return emailOf("password-reset", { recipient: input.to }, `Reset your ${site.name} password`, {
    greeting: input.name,
    blocks: [
      {
        kind: "paragraph",
        text: `Someone (we hope you) asked to reset the password of your ${site.name} account. Choose a new one (the link works once, for one hour).`,
      },
      { kind: "action", label: "Choose a new password", href: input.link },
      { kind: "paragraph", text: "Choosing a new password signs you out everywhere else." },
      { kind: "note", text: "If you did not ask for this, ignore this e-mail: your password stays as it is." },
    ],
    contact: [`Questions? Call us on ${site.phone}.`],
  });
}

import { contextInfo, type AuthContextId } from "#app/auth/contexts.ts";
import { site } from "#app/config/site.ts";
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
  invitedBy: string;
  link: string;
}): Email {
  return {
    kind: "invitation",
    recipient: input.to,
    subject: `Your ${site.name} account`,
    body: [
      `Dear ${input.name},`,
      "",
      `${input.invitedBy} has made you an account on the ${site.name} website, for ${contextName(input.context)}.`,
      "To start, choose your password at this address (it works once, for 72 hours):",
      "",
      input.link,
      "",
      `If the link has expired, ask ${input.invitedBy} to send a new one, or call us on ${site.phone}.`,
      "If you were not expecting this e-mail, you can ignore it: no account is usable until a password is chosen.",
      "",
      site.name,
    ].join("\n"),
  };
}

/** A password reset: the one-time link to choose a new password, valid one hour. */
export function passwordResetEmail(input: { to: string; name: string; link: string }): Email {
  return {
    kind: "password-reset",
    recipient: input.to,
    subject: `Reset your ${site.name} password`,
    body: [
      `Dear ${input.name},`,
      "",
      `Someone (we hope you) asked to reset the password of your ${site.name} account.`,
      "Choose a new one at this address (it works once, for one hour):",
      "",
      input.link,
      "",
      "Choosing a new password signs you out everywhere else.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      `Questions? Call us on ${site.phone}.`,
      "",
      site.name,
    ].join("\n"),
  };
}

import { z } from "zod";

/**
 * The project's rules for e-mail addresses and passwords, for every place that
 * takes one (sign-in, invitations, resets, the account page, `npm run users`).
 * Passwords follow NIST SP 800-63B: length, not composition rules, and no
 * forced rotation.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

const emailSchema = z.email();

/** The address in the form the site stores it (trimmed, lower case), or undefined when it is not one. */
export function normaliseEmail(email: string): string | undefined {
  const normalised = email.trim().toLowerCase();
  return normalised.length <= MAX_EMAIL_LENGTH && emailSchema.safeParse(normalised).success ? normalised : undefined;
}

/** What is wrong with a new password, in words for the person choosing it, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/*
 * What makes a name a link: a scheme ("http", "://"), "www.", or a domain (a letter or digit, a full stop and two
 * letters, with no space between: "kopano-refunds.co.za"). A name goes into the site's own e-mails ("Dear …",
 * "… invited you"), where a mail program would make such text a link a reader trusts. An initial with its full
 * stop ("J. van der Merwe", "J.R. Mokoena") is none of these.
 */
const LINK_LIKE = /https?|:\/\/|\bwww\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;

/** What is wrong with a person's name, in words for whoever typed it, or undefined when it will do. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return "Enter the person's name, as they like to be addressed.";
  if (trimmed.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters.`;
  // oxlint-disable-next-line no-control-regex -- control characters have no place in a name
  if (/[\u0000-\u001f\u007f<>]/.test(trimmed)) return "Use letters, spaces and punctuation only.";
  if (LINK_LIKE.test(trimmed)) {
    return "A name cannot contain a web address or anything like one (http, www. or a domain such as example.co.za). Put a space after each full stop.";
  }
  return undefined;
}

/** A password to hand out: 18 random characters, easy to paste. */
export function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Buffer.from(bytes).toString("base64url").slice(0, 18);
}

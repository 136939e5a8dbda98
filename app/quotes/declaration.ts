/**
 * The declaration an approver makes when accepting a quotation (issue 28,
 * item 3): the duty of disclosure, their authority to bind the company, and
 * their full name typed as their signature, which must be the name on their
 * account. Pure, so the page's server action and its test read the same rules.
 */
export const DECLARATION_STATEMENTS = {
  disclosure:
    "I have disclosed every fact material to this insurance that I know or ought to know, and I understand that an untrue or incomplete disclosure may void the cover or reduce a claim.",
  authority: "I am authorised to accept this quotation and bind the company to its premium and conditions.",
} as const;

/** How the timeline and audit log record the declaration beside the typed name. */
export const DECLARATION_SUMMARY = "duty of disclosure acknowledged; authority to bind the company confirmed.";

export type DeclarationField = keyof typeof DECLARATION_STATEMENTS | "fullName";

/** Compared without regard to case or runs of spaces. */
function normalised(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-ZA");
}

/** What is missing or wrong in a declaration, per field; empty when it is complete. */
export function checkDeclaration(
  input: { disclosure: boolean; authority: boolean; fullName: string },
  accountName: string,
): Partial<Record<DeclarationField, string>> {
  const errors: Partial<Record<DeclarationField, string>> = {};
  if (!input.disclosure) errors.disclosure = "Confirm the duty of disclosure.";
  if (!input.authority) errors.authority = "Confirm that you may bind the company.";
  if (!input.fullName.trim()) errors.fullName = "Type your full name.";
  else if (!accountName.trim())
    errors.fullName = "Your account has no name on it: ask your client administrator or us to add it first.";
  else if (normalised(input.fullName) !== normalised(accountName))
    errors.fullName = `Type your full name as it is on your account: ${accountName.trim()}.`;
  return errors;
}

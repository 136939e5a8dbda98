/**
 * The enquiry forms of the public site (issue 6). Each is stored in the
 * `submissions` table under its kind, with a reference that starts with its
 * prefix, and announced to analytics under its form name.
 */
export const formKinds = [
  "broker_application",
  "contact_enquiry",
  "call_back",
  "claim_notification",
  "complaint",
] as const;

export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (formKinds as readonly string[]).includes(value);
}

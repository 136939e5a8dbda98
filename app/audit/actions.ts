/**
 * What can be on the audit log (app/audit/audit-log.server.ts), with how the
 * staff page words each. Each feature adds its own actions here, so the page
 * can offer them as filters.
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "password-reset-requested": "Asked to reset a password",
  "password-reset": "Reset a password",
  "password-changed": "Changed their password",
  "account-created": "Created an account",
  invited: "Invited",
  "invitation-resent": "Sent an invitation again",
  "invitation-accepted": "Accepted an invitation",
  "roles-changed": "Changed roles",
  "client-admin-changed": "Changed client administrator",
  disabled: "Disabled",
  enabled: "Enabled",
  removed: "Removed",
  "account-change-refused": "Was refused a change to an account",
  "two-factor-reset": "Reset two-factor sign-in",
  "signed-out-everywhere": "Signed out everywhere",
  "submissions-listed": "Read the list of form submissions",
  "submission-read": "Read a form submission",
  "submissions-exported": "Exported form submissions",
  "audit-exported": "Exported the audit log",
  "claims-listed": "Read the claims queue",
  "claim-read": "Read a claim",
  "claim-file-downloaded": "Downloaded a claim's file",
  "claim-step-changed": "Moved a claim to another step",
  "claim-note-added": "Added an internal note to a claim",
  "claim-handler-changed": "Assigned, reassigned or released a claim",
  "claim-message-sent": "Wrote to a claimant",
  "claim-message-received": "Wrote to the claims team (a claimant)",
  "claim-payment-recorded": "Recorded a payment on a claim",
  "claim-reserve-set": "Set a claim's reserve",
  "staff-direct-line-set": "Set their direct line for claimants",
  "quote-requests-listed": "Read the quotation queue",
  "quote-request-read": "Read a quotation request",
  "quote-pdf-downloaded": "Downloaded a quotation PDF",
  "quote-requested": "Requested a quotation",
  "quote-taken-up": "Took up a quotation request",
  "quote-sent": "Sent a quotation",
  "quote-declined": "Declined a quotation request",
  "quote-accepted": "Accepted a quotation",
  "quote-not-taken-up": "Did not take up a quotation",
  "quote-bound": "Bound a quotation",
  "article-created": "Created an article",
  "article-saved": "Saved an article",
  "article-restored": "Restored an article's revision",
  "article-published": "Published an article",
  "article-scheduled": "Scheduled an article",
  "article-withdrawn": "Withdrew an article",
  "picture-uploaded": "Uploaded a picture",
  "document-version-uploaded": "Uploaded a new version of a document",
  "person-added": "Added a person to the leadership pages",
  "person-saved": "Changed a person on the leadership pages",
  "person-moved": "Moved a person within their group",
  "person-removed": "Removed a person from the leadership pages",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}

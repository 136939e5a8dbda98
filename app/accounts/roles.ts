/**
 * Staff roles on accounts of the staff context, and what each may do. An
 * account may hold several; `admin` may do everything. Checked on the server
 * by `requireStaff` (app/guards.server.ts) on every staff page and action;
 * the staff pages only show what an account's roles allow.
 */
export const STAFF_ROLES = ["admin", "underwriter", "claims", "editor", "account-executive", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The only context whose accounts can be staff: the group's own, signing in at /staff/sign-in (decision 0030). */
export const STAFF_CONTEXT = "staff";

export const ROLE_INFO: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: "Administrator", description: "Accounts and roles of every sign-in context, and the audit log" },
  underwriter: { label: "Underwriter", description: "Quotation requests: take them up, quote, decline, bind" },
  claims: { label: "Claims", description: "The claims desk: claims, their documents and their steps" },
  editor: { label: "Editor", description: "Publishing: articles, people and documents" },
  "account-executive": {
    label: "Account executive",
    description: "Client programmes' figures: covers, excesses, rates, renewal, policy number, history",
  },
  staff: { label: "Staff", description: "Form submissions: read and download them" },
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether an account holding these roles may do what `needed` allows. */
export function allows(roles: readonly StaffRole[], needed: StaffRole): boolean {
  return roles.includes("admin") || roles.includes(needed);
}

/**
 * Whether an account holding these roles must sign in with two-factor: every role but `staff` (reading
 * form submissions) opens clients' confidential records or changes what the public or other people see.
 */
export function twoFactorRequired(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => role !== "staff");
}

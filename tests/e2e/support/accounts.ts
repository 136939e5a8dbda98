import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { AuthContextId } from "#app/auth/contexts.ts";

/** The end-to-end server's embedded database, fresh at every run (one per port, so runs can sit side by side). */
export function e2eDataDir(): string {
  return join(tmpdir(), `e2e-data-${process.env.E2E_PORT ?? process.env.PORT ?? 3210}`);
}

/** The accounts the end-to-end server starts with: one per context, all with this password. */
export const E2E_PASSWORD = "a test passphrase nobody uses";

export function e2eEmail(context: AuthContextId): string {
  return `e2e.${context}@example.com`;
}

/**
 * A member of staff (the staff context) with the staff role (may read form submissions), which needs no
 * two-factor sign-in; e2eEmail("main") is an RS Regal client user.
 */
export const E2E_STAFF_EMAIL = "e2e.staff@example.com";

/** An account of the staff context holding no role: it signs in, and every staff page refuses it. */
export const E2E_NO_ROLE_EMAIL = "e2e.no-role@example.com";

/**
 * A new member of the claims team who has not signed in yet (two-factor sign-in not set up): one per
 * project and attempt, since setting it up is once per account.
 */
export function e2eNewStaffEmail(project: string, retry: number): string {
  return `e2e.new-staff.${project}.${retry}@example.com`;
}
export const E2E_NEW_STAFF_PROJECTS = ["phone", "tablet", "desktop"];
export const E2E_NEW_STAFF_ATTEMPTS = 3;

/** A member of the claims team: the claims desk (/staff/claims) and nothing else. */
export const E2E_CLAIMS_EMAIL = "e2e.claims@example.com";

/** An administrator (staff context): accounts, roles and the audit log, and every other staff page. */
export const E2E_ADMIN_EMAIL = "e2e.admin@example.com";

/** A user of the Pepkor programme (discount-retail) who is its client administrator (and an approver). */
export const E2E_CLIENT_ADMIN_EMAIL = "e2e.client-admin@pepkor.example";

/**
 * Pepkor's team, one member per client role (app/programmes/client-roles.ts): a viewer (reads only), a requester
 * (asks for quotations, reports claims) and an approver (accepts or declines), each by name, since an approver
 * signs the declaration with theirs.
 */
export const E2E_TEAM = {
  viewer: { email: "e2e.viewer@pepkor.example", name: "Vusi Viewer", requester: false, approver: false },
  requester: { email: "e2e.requester@pepkor.example", name: "Rethabile Requester", requester: true, approver: false },
  approver: { email: "e2e.approver@pepkor.example", name: "Ayanda Dube", requester: false, approver: true },
} as const;

/** An underwriter (staff context): the quotation desk (/staff/quotes) and nothing else. */
export const E2E_UNDERWRITER_EMAIL = "e2e.underwriter@example.com";

/** An account executive (staff context): the client programmes' figures (/staff/programmes) only. */
export const E2E_ACCOUNT_EXECUTIVE_EMAIL = "e2e.account-executive@example.com";

/** An editor (staff context): publishing (articles) only. */
export const E2E_EDITOR_EMAIL = "e2e.editor@example.com";

/**
 * Where the end-to-end server writes the two-factor keys of the staff accounts whose roles need
 * two-factor sign-in (it sets it up for them at start, as each would at first sign-in): e-mail → base32 key.
 */
export function e2eTwoFactorFile(): string {
  return join(tmpdir(), `e2e-two-factor-${process.env.E2E_PORT ?? process.env.PORT ?? 3210}.json`);
}

/** The two-factor key of an end-to-end account, if it has one (an authenticator app's copy of it). */
export function e2eTwoFactorKey(email: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(e2eTwoFactorFile(), "utf8")) as Record<string, string>)[email];
  } catch {
    return undefined;
  }
}

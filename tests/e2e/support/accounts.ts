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

/** A second account of the main context, with the staff role (may read form submissions); e2eEmail("main") has none. */
export const E2E_STAFF_EMAIL = "e2e.staff@example.com";

/** An administrator of the main context: accounts, roles and the audit log, and every other staff page. */
export const E2E_ADMIN_EMAIL = "e2e.admin@example.com";

/** A user of the Pepkor programme (discount-retail) who is its client administrator. */
export const E2E_CLIENT_ADMIN_EMAIL = "e2e.client-admin@pepkor.example";

/** An underwriter of the main context: the quotation desk (/staff/quotes) and nothing else. */
export const E2E_UNDERWRITER_EMAIL = "e2e.underwriter@example.com";

/** An editor of the main context: publishing (articles) only. */
export const E2E_EDITOR_EMAIL = "e2e.editor@example.com";

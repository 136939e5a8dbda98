import { saveAccountState } from "#app/accounts/account-list.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";

/**
 * The client role a person gets when they first arrive through their company's provider (issue 30, item 3):
 * a viewer, who reads the programme and asks for nothing until their client administrator gives them more.
 */
export const NEW_SSO_MEMBER_ROLE = "viewer" as const;

/**
 * Adds a person the provider signed in for the first time to the context's team (better-auth has made their
 * user and linked the provider's account; the domain and the verified address were checked before), and puts
 * it on the audit log as the account's creation.
 */
export async function newSsoMember(
  database: Database,
  context: AuthContextId,
  user: { id: string; email: string },
  issuer: string | undefined,
): Promise<void> {
  await saveAccountState(database.db, context, user.id, {
    status: "active",
    // A viewer holds neither of the roles stored beside the account (app/programmes/client-roles.ts); left out,
    // they would read as a requester, as existing users became by migration 0020.
    requester: false,
    approver: false,
  });
  await recordAudit(database.db, {
    action: "account-created",
    actor: { context, userId: user.id, email: user.email },
    targetContext: context,
    targetUserId: user.id,
    target: user.email,
    detail: { via: "sso", issuer, role: NEW_SSO_MEMBER_ROLE },
  });
}

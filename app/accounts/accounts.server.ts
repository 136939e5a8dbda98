import { authDb } from "#app/db/database.server.ts";
import {
  accountStatus,
  deleteAccountState,
  saveAccountState,
  type AccountRow,
} from "#app/accounts/account-list.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { endDeviceTrust } from "#app/auth/two-factor-guard.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { holdersOf, setRoles } from "#app/accounts/roles.server.ts";
import { AccountError } from "./account-errors.ts";
import { AccountLinks } from "./account-links.server.ts";
import type { AccountActor } from "./account-store.server.ts";
import { STAFF_CONTEXT, type StaffRole } from "./roles.ts";

export { AccountError, LinkError, isAccountError, isLinkError } from "./account-errors.ts";
export { INVITATION_LIMITS, type SentLink } from "./account-links.server.ts";
export { actorOf, COMMAND_LINE, type AccountActor, type AccountsOptions } from "./account-store.server.ts";

/**
 * Accounts, for everyone who runs them: administrators on /staff/users, client
 * administrators on their programme's team page, people accepting an
 * invitation or resetting a password, and `npm run users`. Each operation
 * keeps the rules (no disabling yourself, always one administrator left),
 * changes better-auth's tables through its own adapter, and puts what it did
 * on the audit log, with the e-mail it sends in the same transaction.
 *
 * Errors the person can put right are AccountError, with a message for them.
 *
 * In three parts by what they do (issue 39): finding and provisioning accounts (account-store.server.ts),
 * invitation and password links (account-links.server.ts), and here the administrators' changes: disabling,
 * enabling, removing, two-factor resets, sessions and roles, with the rules that keep an administrator.
 */
export class Accounts extends AccountLinks {
  private async activeAdmins(): Promise<string[]> {
    const holders = await holdersOf(this.database.db, STAFF_CONTEXT, "admin");
    const states = await Promise.all(holders.map((id) => accountStatus(this.database, STAFF_CONTEXT, id)));
    return holders.filter((_, i) => states[i] !== "disabled");
  }

  /** Puts a privileged attempt the rules refused on the audit log, then refuses it. */
  private async refuse(actor: AccountActor, account: AccountRow, attempt: string, reason: string, message: string) {
    await this.audit("account-change-refused", actor, account, { attempt, reason });
    throw new AccountError(message);
  }

  /** Refuses to leave the site without an administrator who can still sign in. */
  private async keepAnAdmin(actor: AccountActor, account: AccountRow, what: string) {
    if (account.context !== STAFF_CONTEXT) return;
    const admins = await this.activeAdmins();
    if (admins.length === 1 && admins[0] === account.userId) {
      await this.refuse(
        actor,
        account,
        what,
        "last administrator",
        `${account.email} is the last administrator who can sign in, so you cannot ${what} it. Make someone else an administrator first.`,
      );
    }
  }

  private async refuseSelf(actor: AccountActor, account: AccountRow, what: string) {
    if (actor.context === account.context && actor.userId === account.userId) {
      await this.refuse(
        actor,
        account,
        what,
        "own account",
        `You cannot ${what} your own account. Ask another administrator.`,
      );
    }
  }

  /** Stops an account signing in and ends its sessions at once. */
  async disable(actor: AccountActor, context: AuthContextId, userId: string): Promise<AccountRow> {
    const account = await this.get(context, userId);
    await this.refuseSelf(actor, account, "disable");
    if (account.status === "disabled") throw new AccountError(`${account.email} is already disabled.`);
    await this.keepAnAdmin(actor, account, "disable");
    await this.setDisabled(context, userId, true);
    await this.database.db.transaction().execute(async (trx) => {
      await saveAccountState(trx, context, userId, {
        status: "disabled",
        disabled_at: new Date(),
        disabled_by: actor.email ?? null,
        disabled_by_context: actor.context ?? null,
      });
      await recordAudit(trx, {
        action: "disabled",
        actor,
        targetContext: context,
        targetUserId: userId,
        target: account.email,
      });
    });
    await this.endSessions(context, userId);
    return this.get(context, userId);
  }

  /** Lets a disabled account sign in again (or, if it never chose a password, accept its invitation). */
  async enable(actor: AccountActor, context: AuthContextId, userId: string): Promise<AccountRow> {
    const account = await this.get(context, userId);
    if (account.status !== "disabled") throw new AccountError(`${account.email} is not disabled.`);
    // A client administrator acts from their programme's context; the group's staff from staff, the command line from none.
    const groupStaff = !actor.context || actor.context === STAFF_CONTEXT;
    if (!groupStaff && account.disabledByStaff) {
      await this.refuse(
        actor,
        account,
        "enable",
        "disabled by the group's staff",
        `${account.email} was disabled by the group's staff, so only they can enable it. Please ask your account manager at the group.`,
      );
    }
    const auth = await this.adapter(context);
    const hasPassword = (await auth.internalAdapter.findAccountByUserId(userId)).some(
      (a) => a.providerId === "credential",
    );
    await this.setDisabled(context, userId, false);
    await this.database.db.transaction().execute(async (trx) => {
      await saveAccountState(trx, context, userId, {
        status: hasPassword ? "active" : "invited",
        disabled_at: null,
        disabled_by: null,
        disabled_by_context: null,
      });
      await recordAudit(trx, {
        action: "enabled",
        actor,
        targetContext: context,
        targetUserId: userId,
        target: account.email,
      });
    });
    return this.get(context, userId);
  }

  /** Removes an account with its sessions, roles and links. The audit log keeps its history. */
  async remove(actor: AccountActor, context: AuthContextId, userId: string): Promise<void> {
    const account = await this.get(context, userId);
    await this.refuseSelf(actor, account, "remove");
    await this.keepAnAdmin(actor, account, "remove");
    const auth = await this.adapter(context);
    await auth.internalAdapter.deleteUserSessions(userId);
    await auth.internalAdapter.deleteUser(userId);
    await this.database.db.transaction().execute(async (trx) => {
      await deleteAccountState(trx, context, userId);
      await recordAudit(trx, {
        action: "removed",
        actor,
        targetContext: context,
        targetUserId: userId,
        target: account.email,
      });
    });
  }

  /** Turns two-factor sign-in off for someone who has lost their device; they can set it up again. */
  async resetTwoFactor(actor: AccountActor, context: AuthContextId, userId: string): Promise<void> {
    const account = await this.get(context, userId);
    if (!account.twoFactor) throw new AccountError(`${account.email} does not use two-factor sign-in.`);
    const db = authDb(this.database, context);
    await db.deleteFrom("twoFactor").where("userId", "=", userId).execute();
    await endDeviceTrust(this.database.db, context, userId);
    await db
      .updateTable("user")
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where("id", "=", userId)
      .execute();
    await this.audit("two-factor-reset", actor, account);
  }

  /** Ends every session of an account (a lost laptop, a shared password). */
  async signOutEverywhere(actor: AccountActor, context: AuthContextId, userId: string): Promise<void> {
    const account = await this.get(context, userId);
    await this.endSessions(context, userId);
    await this.audit("signed-out-everywhere", actor, account);
  }

  /** Gives a main-context account exactly these staff roles. */
  async setRoles(actor: AccountActor, userId: string, roles: StaffRole[]): Promise<void> {
    const account = await this.get(STAFF_CONTEXT, userId);
    const before = await this.rolesOf(userId);
    if (before.includes("admin") && !roles.includes("admin"))
      await this.keepAnAdmin(actor, account, "take the administrator role from");
    await this.database.db.transaction().execute(async (trx) => {
      await setRoles(trx, STAFF_CONTEXT, userId, roles);
      await recordAudit(trx, {
        action: "roles-changed",
        actor,
        targetContext: STAFF_CONTEXT,
        targetUserId: userId,
        target: account.email,
        detail: { before, after: [...new Set(roles)].toSorted() },
      });
    });
  }

  /**
   * Sets a programme user's client roles (app/programmes/client-roles.ts): requester and approver always,
   * client administrator only when `clientAdmin` is given (the group's administrators; a client
   * administrator sets their colleagues' other roles, never makes another administrator).
   */
  async setClientRoles(
    actor: AccountActor,
    context: AuthContextId,
    userId: string,
    roles: { requester: boolean; approver: boolean; clientAdmin?: boolean },
  ): Promise<void> {
    if (context === STAFF_CONTEXT || context === "events") {
      throw new AccountError("Only a user of a client programme holds client roles.");
    }
    const account = await this.get(context, userId);
    const before = { requester: account.requester, approver: account.approver, clientAdmin: account.clientAdmin };
    const after = { ...before, ...roles };
    await this.database.db.transaction().execute(async (trx) => {
      await saveAccountState(trx, context, userId, {
        requester: after.requester,
        approver: after.approver,
        client_admin: after.clientAdmin,
      });
      await recordAudit(trx, {
        action: "client-roles-changed",
        actor,
        targetContext: context,
        targetUserId: userId,
        target: account.email,
        detail: { before, after },
      });
    });
  }

  /** Makes a programme user their programme's client administrator, or not. */
  async setClientAdmin(actor: AccountActor, context: AuthContextId, userId: string, on: boolean): Promise<void> {
    if (context === STAFF_CONTEXT || context === "events") {
      throw new AccountError("Only a user of a client programme can be its client administrator.");
    }
    const account = await this.get(context, userId);
    await this.database.db.transaction().execute(async (trx) => {
      await saveAccountState(trx, context, userId, { client_admin: on });
      await recordAudit(trx, {
        action: "client-admin-changed",
        actor,
        targetContext: context,
        targetUserId: userId,
        target: account.email,
        detail: { clientAdmin: on },
      });
    });
  }
}

import { randomUUID } from "node:crypto";

import { sql } from "kysely";
import type { RouterContextProvider } from "react-router";

import type { Auths } from "#app/auth/auth.server.ts";
import { auditAddressOf } from "#app/lib/http/request-context.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { authContextIds, type AuthContextId } from "#app/auth/contexts.ts";
import { endDeviceTrust } from "#app/auth/two-factor-guard.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { authSchema } from "#app/db/schema.ts";
import { checkToken, consumeToken, issueToken, type TokenPurpose } from "#app/accounts/tokens.server.ts";
import {
  accountStatus,
  deleteAccountState,
  findAccount,
  saveAccountState,
  type AccountRow,
} from "#app/accounts/account-list.server.ts";
import type { AuditAction } from "#app/audit/actions.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { holdersOf, rolesOf, setRoles } from "#app/accounts/roles.server.ts";
import { mailEnabled, notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { MAX_NAME_LENGTH, nameProblem, normaliseEmail, passwordProblem } from "./credentials.ts";
import { invitationEmail, passwordResetEmail } from "./emails.ts";
import { STAFF_CONTEXT, type StaffRole } from "./roles.ts";

/**
 * Accounts, for everyone who runs them: administrators on /staff/users, client
 * administrators on their programme's team page, people accepting an
 * invitation or resetting a password, and `npm run users`. Each operation
 * keeps the rules (no disabling yourself, always one administrator left),
 * changes better-auth's tables through its own adapter, and puts what it did
 * on the audit log, with the e-mail it sends in the same transaction.
 *
 * Errors the person can put right are AccountError, with a message for them.
 */
export class AccountError extends Error {
  override readonly name: string = "AccountError";
}

/** A one-time link that cannot be used: never issued (or mistyped), already used, or out of time. */
export class LinkError extends AccountError {
  override readonly name = "LinkError";
  readonly reason: "unknown" | "used" | "expired";
  constructor(reason: "unknown" | "used" | "expired") {
    super(`This link cannot be used (${reason}).`);
    this.reason = reason;
  }
}

/*
 * Told apart by name, not `instanceof`: the server's entry and the route
 * bundle each load this module, and the shared service (app/services.server.ts)
 * throws the class of whichever loaded it first.
 */
export function isAccountError(error: unknown): error is AccountError {
  return error instanceof Error && (error.name === "AccountError" || error.name === "LinkError");
}

export function isLinkError(error: unknown): error is LinkError {
  return error instanceof Error && error.name === "LinkError";
}

/** A link a person opens to choose a password, and whether it went by e-mail. */
export interface SentLink {
  /** The link itself, only when e-mail is off: shown once to whoever asked, to pass on. */
  link?: string;
  emailed: boolean;
}

export interface AccountsOptions {
  auths: Auths;
  database: Database;
  /** The public origin, for links in e-mails. */
  siteUrl: string;
}

/** Who is acting, for the rules and the audit log: a signed-in person, or the command line. */
/** `name` is how e-mails name the person acting (an invitation's "made you an account"). */
export type AccountActor = Actor & { context?: AuthContextId; userId?: string; name?: string };

export const COMMAND_LINE: AccountActor = { email: "npm run users" };

/**
 * How many invitations (new ones and re-sends) may go out in an hour
 * (decision 0026): one person inviting a team of twenty at once is ordinary,
 * more looks like a taken-over account sending the site's genuine e-mail to
 * strangers; one address gets three, enough for a lost or expired link and a
 * second try, not a stream of mail to someone who does not want it.
 */
export const INVITATION_LIMITS = { perInviter: 20, perAccount: 3, windowMs: 3600_000 } as const;

const INVITATION_ACTIONS = ["invited", "invitation-resent"] as const;

/** The signed-in person making a request, as the rules and the audit log see them. */
export function actorOf(user: SignedIn, context: Readonly<RouterContextProvider>): AccountActor {
  return {
    context: user.context,
    userId: user.user.id,
    email: user.user.email,
    name: user.user.name || undefined,
    address: auditAddressOf(context),
  };
}

/** The inviter as the invitation names them: by name, else their address; nobody for the command line. */
function inviterName(actor: AccountActor): string | undefined {
  return actor === COMMAND_LINE ? undefined : actor.name || actor.email;
}

export class Accounts {
  private readonly auths: Auths;
  private readonly database: Database;
  private readonly siteUrl: string;

  constructor(options: AccountsOptions) {
    this.auths = options.auths;
    this.database = options.database;
    this.siteUrl = options.siteUrl;
  }

  /** Whether links go by e-mail (SMTP_URL is set). */
  get emailEnabled(): boolean {
    return mailEnabled();
  }

  private adapter(context: AuthContextId) {
    return this.auths[context].$context;
  }

  private audit(action: AuditAction, actor: AccountActor, target?: Partial<AccountRow>, detail?: object) {
    return recordAudit(this.database.db, {
      action,
      actor,
      targetContext: target?.context,
      targetUserId: target?.userId,
      target: target?.email,
      detail: detail as Record<string, unknown> | undefined,
    });
  }

  /** An account, or an AccountError saying it is not there. */
  async get(context: AuthContextId, userId: string): Promise<AccountRow> {
    const found = await findAccount(this.database, context, userId);
    if (!found) throw new AccountError("That account no longer exists.");
    return found;
  }

  async findByUserId(context: AuthContextId, userId: string): Promise<AccountRow | undefined> {
    return findAccount(this.database, context, userId);
  }

  async findByEmail(context: AuthContextId, email: string): Promise<AccountRow | undefined> {
    const normalised = normaliseEmail(email);
    if (!normalised) return undefined;
    const auth = await this.adapter(context);
    const found = await auth.internalAdapter.findUserByEmail(normalised);
    return found ? this.get(context, found.user.id) : undefined;
  }

  /** An account by its address, or an AccountError saying there is none. */
  async byEmail(context: AuthContextId, email: string): Promise<AccountRow> {
    const found = await this.findByEmail(context, email);
    if (!found) throw new AccountError(`No account for ${email.trim().toLowerCase()} in the ${context} context.`);
    return found;
  }

  async rolesOf(userId: string): Promise<StaffRole[]> {
    return rolesOf(this.database, STAFF_CONTEXT, userId);
  }

  private checkedEmail(email: string): string {
    const normalised = normaliseEmail(email);
    if (!normalised) throw new AccountError(`"${email}" is not an e-mail address.`);
    return normalised;
  }

  private checkedName(name: string): string {
    const problem = nameProblem(name);
    if (problem) throw new AccountError(`That name will not do. ${problem}`);
    return name;
  }

  private checkedPassword(password: string): string {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(`That password will not do. ${problem}`);
    return password;
  }

  private async createUser(context: AuthContextId, email: string, name: string) {
    const auth = await this.adapter(context);
    if (await auth.internalAdapter.findUserByEmail(email)) {
      throw new AccountError(`${email} already has an account in the ${context} context.`);
    }
    return auth.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
  }

  private async setCredential(context: AuthContextId, userId: string, password: string) {
    const auth = await this.adapter(context);
    const hash = await auth.password.hash(password);
    const existing = await auth.internalAdapter.findAccountByUserId(userId);
    if (existing.some((a) => a.providerId === "credential")) {
      await auth.internalAdapter.updatePassword(userId, hash);
    } else {
      await auth.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    }
  }

  /** The flag better-auth checks at every sign-in; the account's state beside it is what the staff pages show. */
  private async setDisabled(context: AuthContextId, userId: string, disabled: boolean) {
    await authDb(this.database, context)
      .updateTable("user")
      .set({ disabled, updatedAt: new Date() })
      .where("id", "=", userId)
      .execute();
  }

  /** Ends every session of an account and every device it trusted (decision 0048): no cookie of it signs in again. */
  private async endSessions(context: AuthContextId, userId: string) {
    const auth = await this.adapter(context);
    await auth.internalAdapter.deleteUserSessions(userId);
    await endDeviceTrust(this.database.db, context, userId);
  }

  private link(path: string, token: string): string {
    return `${this.siteUrl}${path}?${new URLSearchParams({ token })}`;
  }

  /**
   * Issues a one-time link and, with e-mail on, writes its message in the
   * same transaction; without e-mail the link is returned to be shown once.
   */
  private async sendLink(
    account: { context: AuthContextId; userId: string },
    purpose: TokenPurpose,
    message: (link: string) => Email,
    then: (trx: Database["db"]) => Promise<void>,
    invitedBy?: AccountActor,
  ): Promise<SentLink> {
    const path = purpose === "invitation" ? "/auth/invitation" : "/auth/reset-password";
    return this.database.db.transaction().execute(async (trx) => {
      if (invitedBy) await this.withinInvitationLimits(trx, invitedBy, account);
      const token = await issueToken(trx, account.context, account.userId, purpose);
      const link = this.link(path, token);
      const emailed = await notify(trx, message(link));
      await then(trx);
      return emailed ? { emailed } : { emailed, link };
    });
  }

  /**
   * Refuses an invitation past INVITATION_LIMITS, counted from the audit log
   * (each one sent is there, with who sent it and to whom). Inside the
   * sending transaction, under a lock per inviter and per account, so two
   * sent at once are counted one after the other; the entry the sending
   * writes commits with the lock's release.
   */
  private async withinInvitationLimits(
    trx: Database["db"],
    inviter: AccountActor,
    account: { context: AuthContextId; userId: string },
  ) {
    const inviterKey = inviter.userId ? `${inviter.context}:${inviter.userId}` : `email:${inviter.email ?? ""}`;
    const accountKey = `${account.context}:${account.userId}`;
    // Always the inviter's lock first, then the account's: two inviters on one account cannot wait on each other.
    for (const key of [`invitations-by:${inviterKey}`, `invitations-to:${accountKey}`]) {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    }
    const since = new Date(Date.now() - INVITATION_LIMITS.windowMs);
    const recent = trx
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("action", "in", [...INVITATION_ACTIONS])
      .where("at", ">", since);
    const byInviter = await recent
      .$if(!!inviter.userId, (q) =>
        q.where("actor_context", "=", inviter.context ?? null).where("actor_user_id", "=", inviter.userId!),
      )
      .$if(!inviter.userId, (q) => q.where("actor_email", "=", inviter.email?.toLowerCase() ?? ""))
      .executeTakeFirstOrThrow();
    if (Number(byInviter.n) >= INVITATION_LIMITS.perInviter) {
      throw new AccountError(
        `You have sent ${INVITATION_LIMITS.perInviter} invitations in the last hour, which is as many as the site sends for one person. Please try again in an hour.`,
      );
    }
    const toAccount = await recent
      .where("target_context", "=", account.context)
      .where("target_user_id", "=", account.userId)
      .executeTakeFirstOrThrow();
    if (Number(toAccount.n) >= INVITATION_LIMITS.perAccount) {
      throw new AccountError(
        `This person has already been sent ${INVITATION_LIMITS.perAccount} invitations in the last hour. Please ask them to look for the latest one (and in their spam folder), or try again in an hour.`,
      );
    }
  }

  // Provisioning (the command line, demo users, tests)

  /** An account with a password, ready to sign in. */
  async add(
    context: AuthContextId,
    input: { email: string; name?: string; password: string; roles?: StaffRole[]; clientAdmin?: boolean },
    actor: AccountActor = COMMAND_LINE,
  ): Promise<AccountRow> {
    if (input.roles?.length && context !== STAFF_CONTEXT) {
      throw new AccountError(
        `Only accounts of the ${STAFF_CONTEXT} context can hold staff roles (this is ${context}).`,
      );
    }
    const email = this.checkedEmail(input.email);
    const password = this.checkedPassword(input.password);
    // A name given is checked; without one, the address's own first part stands in (it is already in the e-mail).
    const name = input.name?.trim()
      ? this.checkedName(input.name.trim())
      : email.split("@")[0]!.slice(0, MAX_NAME_LENGTH);
    const user = await this.createUser(context, email, name);
    await this.setCredential(context, user.id, password);
    await this.database.db.transaction().execute(async (trx) => {
      // A client administrator approves too, as migration 0020 made of those before it.
      await saveAccountState(trx, context, user.id, {
        status: "active",
        client_admin: !!input.clientAdmin,
        approver: !!input.clientAdmin,
      });
      if (input.roles?.length) await setRoles(trx, context, user.id, input.roles);
    });
    const account = await this.get(context, user.id);
    await this.audit("account-created", actor, account, { roles: input.roles ?? [], clientAdmin: !!input.clientAdmin });
    return account;
  }

  /** Sets a new password and ends every session of the account. */
  async setPassword(context: AuthContextId, email: string, password: string): Promise<void> {
    const account = await this.byEmail(context, email);
    await this.setCredential(context, account.userId, this.checkedPassword(password));
    await this.endSessions(context, account.userId);
    await saveAccountState(this.database.db, context, account.userId, { status: "active" });
    await this.audit("password-reset", COMMAND_LINE, account, { via: "command line" });
  }

  /** With DEMO_USERS on and no account in any context: one demo user per context, with passwords to print once. */
  async createDemoUsers(
    generate: () => string,
  ): Promise<{ context: AuthContextId; email: string; password: string }[]> {
    for (const context of authContextIds) {
      const auth = await this.adapter(context);
      if ((await auth.internalAdapter.countTotalUsers()) > 0) return [];
    }
    const created = [];
    for (const context of authContextIds) {
      const email = `demo.${context}@example.com`;
      const password = generate();
      // The staff context's demo user is an administrator, so the back office can be tried too (two-factor set up at
      // first sign-in, as for every administrator).
      await this.add(context, {
        email,
        name: `Demo user (${context})`,
        password,
        roles: context === STAFF_CONTEXT ? ["admin"] : undefined,
      });
      created.push({ context, email, password });
    }
    return created;
  }

  // Invitations

  /** Makes an account without a password and sends the person a link to choose one. */
  async invite(
    actor: AccountActor,
    input: {
      context: AuthContextId;
      email: string;
      name: string;
      clientAdmin?: boolean;
      roles?: StaffRole[];
      /** A programme user's client roles; by default a requester, and an approver if client administrator. */
      clientRoles?: { requester: boolean; approver: boolean };
    },
  ): Promise<SentLink & { account: AccountRow }> {
    const email = this.checkedEmail(input.email);
    const name = this.checkedName(input.name.trim());
    if (input.clientAdmin && (input.context === STAFF_CONTEXT || input.context === "events")) {
      throw new AccountError("Only a user of a client programme can be its client administrator.");
    }
    if (input.roles?.length && input.context !== STAFF_CONTEXT) {
      throw new AccountError(`Only accounts of the ${STAFF_CONTEXT} context can hold staff roles.`);
    }
    const user = await this.createUser(input.context, email, name);
    const target = { context: input.context, userId: user.id, email };
    try {
      const sent = await this.sendLink(
        target,
        "invitation",
        (link) => invitationEmail({ context: input.context, to: email, name, invitedBy: inviterName(actor), link }),
        async (trx) => {
          await saveAccountState(trx, input.context, user.id, {
            status: "invited",
            client_admin: !!input.clientAdmin,
            requester: input.clientRoles?.requester ?? true,
            approver: input.clientRoles?.approver ?? !!input.clientAdmin,
            invited_by: actor.email ?? null,
          });
          if (input.roles?.length) await setRoles(trx, input.context, user.id, input.roles);
          await recordAudit(trx, {
            action: "invited",
            actor,
            targetContext: input.context,
            targetUserId: user.id,
            target: email,
            detail: { clientAdmin: !!input.clientAdmin, roles: input.roles ?? [], emailed: this.emailEnabled },
          });
        },
        actor,
      );
      return { ...sent, account: await this.get(input.context, user.id) };
    } catch (error) {
      // Nothing half-made is left behind: the account goes with the failed invitation.
      const auth = await this.adapter(input.context);
      await auth.internalAdapter.deleteUser(user.id).catch(() => {});
      throw error;
    }
  }

  /** A fresh invitation link for someone who has not yet chosen a password; the old link stops working. */
  async resendInvitation(actor: AccountActor, context: AuthContextId, userId: string): Promise<SentLink> {
    const account = await this.get(context, userId);
    if (account.status !== "invited") {
      throw new AccountError(`${account.email} has already chosen a password, so there is no invitation to send.`);
    }
    return this.sendLink(
      account,
      "invitation",
      (link) =>
        invitationEmail({ context, to: account.email, name: account.name, invitedBy: inviterName(actor), link }),
      (trx) =>
        recordAudit(trx, {
          action: "invitation-resent",
          actor,
          targetContext: context,
          targetUserId: userId,
          target: account.email,
          detail: { emailed: this.emailEnabled },
        }),
      actor,
    );
  }

  /** Who an invitation or reset link is for, without using it up: for the page that asks for a password. */
  async linkFor(token: string, purpose: TokenPurpose) {
    const check = await checkToken(this.database, token, purpose);
    if (!check.ok) return check;
    const account = await findAccount(this.database, check.context, check.userId);
    if (!account || account.status === "disabled") return { ok: false as const, reason: "unknown" as const };
    return { ok: true as const, account };
  }

  /**
   * Sets the chosen password from an invitation or reset link and uses the
   * link up. A reset ends every session of the account. The caller then
   * signs the person in with the new password.
   */
  async usePasswordLink(token: string, purpose: TokenPurpose, password: string, address?: string) {
    const found = await this.linkFor(token, purpose);
    if (!found.ok) throw new LinkError(found.reason);
    this.checkedPassword(password);
    const { account } = found;
    const hash = await (await this.adapter(account.context)).password.hash(password);
    // The link is used up and the password set in one transaction: the token's row stays locked until it commits,
    // so a second use of the same link at once waits, finds it used, and sets nothing.
    const used = await this.database.db.transaction().execute(async (trx) => {
      const consumed = await consumeToken(trx, token, purpose);
      if (!consumed) return false;
      await writeCredential(trx, account.context, account.userId, hash);
      await saveAccountState(trx, account.context, account.userId, { status: "active" });
      await recordAudit(trx, {
        action: purpose === "invitation" ? "invitation-accepted" : "password-reset",
        actor: { context: account.context, userId: account.userId, email: account.email, address },
        targetContext: account.context,
        targetUserId: account.userId,
        target: account.email,
      });
      return true;
    });
    // Another tab used the link a moment ago; its password stands.
    if (!used) throw new LinkError("used");
    if (purpose === "password-reset") await this.endSessions(account.context, account.userId);
    return account;
  }

  // Forgotten passwords

  /**
   * Sends a reset link to an active account with this address, if there is
   * one. The caller shows the same page either way, so nobody can learn which
   * addresses have accounts.
   */
  async requestPasswordReset(context: AuthContextId, email: string, address?: string): Promise<void> {
    const normalised = normaliseEmail(email);
    const account = normalised ? await this.findByEmail(context, normalised) : undefined;
    const actor = { address, email: normalised };
    if (!account || account.status !== "active" || !mailEnabled()) {
      await this.audit("password-reset-requested", actor, { context, email: normalised }, { sent: false });
      return;
    }
    await this.sendLink(
      account,
      "password-reset",
      (link) => passwordResetEmail({ to: account.email, name: account.name, link }),
      (trx) =>
        recordAudit(trx, {
          action: "password-reset-requested",
          actor,
          targetContext: context,
          targetUserId: account.userId,
          target: account.email,
          detail: { sent: true },
        }),
    );
  }

  // Administration

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

/**
 * Sets an account's password hash in the caller's transaction: better-auth's
 * `credential` account row (the one its sign-in reads), made if the account
 * has none yet (an invitation). Written directly rather than through
 * better-auth's adapter, whose queries run outside this transaction (and on
 * PGlite's one connection would wait for it forever).
 */
async function writeCredential(trx: Database["db"], context: AuthContextId, userId: string, hash: string) {
  const db = trx.withSchema(authSchema(context));
  const now = new Date();
  const updated = await db
    .updateTable("account")
    .set({ password: hash, updatedAt: now })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto("account")
    .values({
      id: randomUUID(),
      userId,
      accountId: userId,
      providerId: "credential",
      password: hash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

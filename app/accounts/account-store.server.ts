import { randomUUID } from "node:crypto";

import type { RouterContextProvider } from "react-router";

import type { Auths } from "#app/auth/auth.server.ts";
import { auditAddressOf } from "#app/lib/http/request-context.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { authContextIds, type AuthContextId } from "#app/auth/contexts.ts";
import { endDeviceTrust } from "#app/auth/two-factor-guard.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { authSchema } from "#app/db/schema.ts";
import { findAccount, saveAccountState, type AccountRow } from "#app/accounts/account-list.server.ts";
import type { AuditAction } from "#app/audit/actions.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { rolesOf, setRoles } from "#app/accounts/roles.server.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import { AccountError } from "./account-errors.ts";
import { MAX_NAME_LENGTH, nameProblem, normaliseEmail, passwordProblem } from "./credentials.ts";
import { STAFF_CONTEXT, type StaffRole } from "./roles.ts";

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

/**
 * Accounts' common ground (app/accounts/accounts.server.ts is the whole service): finding an account, checking
 * what a person typed, better-auth's user, password and sessions through its own adapter, the audit log; and
 * provisioning, an account made with its password (the command line, demo users, tests). Invitations and
 * password links build on it (account-links.server.ts), the administrators' changes on those (accounts.server.ts).
 */
export class AccountStore {
  protected readonly auths: Auths;
  protected readonly database: Database;
  protected readonly siteUrl: string;

  constructor(options: AccountsOptions) {
    this.auths = options.auths;
    this.database = options.database;
    this.siteUrl = options.siteUrl;
  }

  /** Whether links go by e-mail (SMTP_URL is set). */
  get emailEnabled(): boolean {
    return mailEnabled();
  }

  protected adapter(context: AuthContextId) {
    return this.auths[context].$context;
  }

  protected audit(action: AuditAction, actor: AccountActor, target?: Partial<AccountRow>, detail?: object) {
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

  protected checkedEmail(email: string): string {
    const normalised = normaliseEmail(email);
    if (!normalised) throw new AccountError(`"${email}" is not an e-mail address.`);
    return normalised;
  }

  protected checkedName(name: string): string {
    const problem = nameProblem(name);
    if (problem) throw new AccountError(`That name will not do. ${problem}`);
    return name;
  }

  protected checkedPassword(password: string): string {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(`That password will not do. ${problem}`);
    return password;
  }

  protected async createUser(context: AuthContextId, email: string, name: string) {
    const auth = await this.adapter(context);
    if (await auth.internalAdapter.findUserByEmail(email)) {
      throw new AccountError(`${email} already has an account in the ${context} context.`);
    }
    return auth.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
  }

  protected async setCredential(context: AuthContextId, userId: string, password: string) {
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
  protected async setDisabled(context: AuthContextId, userId: string, disabled: boolean) {
    await authDb(this.database, context)
      .updateTable("user")
      .set({ disabled, updatedAt: new Date() })
      .where("id", "=", userId)
      .execute();
  }

  /** Ends every session of an account and every device it trusted (decision 0048): no cookie of it signs in again. */
  protected async endSessions(context: AuthContextId, userId: string) {
    const auth = await this.adapter(context);
    await auth.internalAdapter.deleteUserSessions(userId);
    await endDeviceTrust(this.database.db, context, userId);
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
}

/**
 * Sets an account's password hash in the caller's transaction: better-auth's
 * `credential` account row (the one its sign-in reads), made if the account
 * has none yet (an invitation). Written directly rather than through
 * better-auth's adapter, whose queries run outside this transaction (and on
 * PGlite's one connection would wait for it forever).
 */
export async function writeCredential(trx: Database["db"], context: AuthContextId, userId: string, hash: string) {
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

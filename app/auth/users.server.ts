import { randomBytes } from "node:crypto";

import { z } from "zod";

import { authDb, type Database } from "#app/db/database.server.ts";
import { grantRole, revokeRoles, rolesByUser, STAFF_CONTEXT } from "#app/db/roles.server.ts";
import type { Auths } from "./auth.server.ts";
import { authContextIds, type AuthContextId } from "./contexts.ts";

/**
 * Provisioning accounts (docs/architecture.md, “Sign-in contexts”): add, list, remove and set a
 * password, for `npm run users` and for the demo users. Errors are
 * UserCommandError with a message meant for the person at the terminal.
 */
export class UserCommandError extends Error {}

/** NIST SP 800-63B: length, not composition rules, and no forced rotation. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

const emailSchema = z.email();

export function checkEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalised).success) throw new UserCommandError(`"${email}" is not an e-mail address.`);
  return normalised;
}

export function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UserCommandError(`The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new UserCommandError(`The password is too long: use at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

/** A password to hand out: 18 random characters, easy to paste. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url").slice(0, 18);
}

function staffContext(context: AuthContextId) {
  if (context !== STAFF_CONTEXT) {
    throw new UserCommandError(`Only accounts of the ${STAFF_CONTEXT} context can be staff (this one is ${context}).`);
  }
}

export interface UserSummary {
  email: string;
  name: string;
  createdAt: Date;
  twoFactor: boolean;
  staff: boolean;
}

export class Users {
  private readonly auths: Auths;
  private readonly database: Database;

  constructor(auths: Auths, database: Database) {
    this.auths = auths;
    this.database = database;
  }

  private tables(context: AuthContextId) {
    return authDb(this.database, context);
  }

  async add(
    context: AuthContextId,
    input: { email: string; name?: string; password: string; staff?: boolean },
  ): Promise<UserSummary> {
    if (input.staff) staffContext(context);
    const email = checkEmail(input.email);
    const password = checkPassword(input.password);
    const auth = await this.auths[context].$context;
    if (await auth.internalAdapter.findUserByEmail(email)) {
      throw new UserCommandError(`${email} already has an account in the ${context} context.`);
    }
    const name = input.name?.trim() || email.split("@")[0]!;
    const user = await auth.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "admin" });
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await auth.password.hash(password),
    });
    if (input.staff) await this.setStaff(context, email, true);
    return { email, name, createdAt: user.createdAt, twoFactor: false, staff: !!input.staff };
  }

  async list(context: AuthContextId): Promise<UserSummary[]> {
    const rows = await this.tables(context)
      .selectFrom("user")
      .select(["id", "email", "name", "createdAt", "twoFactorEnabled"])
      .orderBy("email")
      .execute();
    const roles = await rolesByUser(this.database, context);
    return rows.map((r) => ({
      email: r.email,
      name: r.name,
      createdAt: r.createdAt,
      twoFactor: !!r.twoFactorEnabled,
      staff: !!roles.get(r.id)?.includes("staff"),
    }));
  }

  async count(context: AuthContextId): Promise<number> {
    const row = await this.tables(context)
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async find(context: AuthContextId, email: string) {
    const auth = await this.auths[context].$context;
    const found = await auth.internalAdapter.findUserByEmail(checkEmail(email));
    if (!found) throw new UserCommandError(`No account for ${email.trim().toLowerCase()} in the ${context} context.`);
    return { auth, user: found.user };
  }

  /** Removes the account with its sessions. */
  async remove(context: AuthContextId, email: string): Promise<void> {
    const { auth, user } = await this.find(context, email);
    await auth.internalAdapter.deleteUserSessions(user.id);
    await auth.internalAdapter.deleteUser(user.id);
    await revokeRoles(this.database, context, user.id);
  }

  /** Makes an account of the main context staff (who may read form submissions), or not. */
  async setStaff(context: AuthContextId, email: string, staff: boolean): Promise<void> {
    staffContext(context);
    const { user } = await this.find(context, email);
    if (staff) await grantRole(this.database, context, user.id, "staff");
    else await revokeRoles(this.database, context, user.id, "staff");
  }

  /** Sets a new password and signs the user out everywhere. */
  async setPassword(context: AuthContextId, email: string, password: string): Promise<void> {
    checkPassword(password);
    const { auth, user } = await this.find(context, email);
    await auth.internalAdapter.updatePassword(user.id, await auth.password.hash(password));
    await auth.internalAdapter.deleteUserSessions(user.id);
  }

  /**
   * With DEMO_USERS on and no account in any context, one demo user per
   * context, with generated passwords the caller prints once.
   */
  async createDemoUsers(): Promise<{ context: AuthContextId; email: string; password: string }[]> {
    for (const id of authContextIds) if ((await this.count(id)) > 0) return [];
    const created = [];
    for (const context of authContextIds) {
      const email = `demo.${context}@example.com`;
      const password = generatePassword();
      // The main context's demo user is staff, so the staff pages can be tried too.
      await this.add(context, { email, name: `Demo user (${context})`, password, staff: context === STAFF_CONTEXT });
      created.push({ context, email, password });
    }
    return created;
  }
}

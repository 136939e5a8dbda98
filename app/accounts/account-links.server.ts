import { sql } from "kysely";

import type { AuthContextId } from "#app/auth/contexts.ts";
import type { Database } from "#app/db/database.server.ts";
import { checkToken, consumeToken, issueToken, type TokenPurpose } from "#app/accounts/tokens.server.ts";
import { findAccount, saveAccountState, type AccountRow } from "#app/accounts/account-list.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { setRoles } from "#app/accounts/roles.server.ts";
import { mailEnabled, notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { AccountError, LinkError } from "./account-errors.ts";
import { AccountStore, COMMAND_LINE, writeCredential, type AccountActor } from "./account-store.server.ts";
import { normaliseEmail } from "./credentials.ts";
import { invitationEmail, passwordResetEmail } from "./emails.ts";
import { STAFF_CONTEXT, type StaffRole } from "./roles.ts";

/** A link a person opens to choose a password, and whether it went by e-mail. */
export interface SentLink {
  /** The link itself, only when e-mail is off: shown once to whoever asked, to pass on. */
  link?: string;
  emailed: boolean;
}

/**
 * How many invitations (new ones and re-sends) may go out in an hour
 * (decision 0026): one person inviting a team of twenty at once is ordinary,
 * more looks like a taken-over account sending the site's genuine e-mail to
 * strangers; one address gets three, enough for a lost or expired link and a
 * second try, not a stream of mail to someone who does not want it.
 */
export const INVITATION_LIMITS = { perInviter: 20, perAccount: 3, windowMs: 3600_000 } as const;

const INVITATION_ACTIONS = ["invited", "invitation-resent"] as const;

/** The inviter as the invitation names them: by name, else their address; nobody for the command line. */
function inviterName(actor: AccountActor): string | undefined {
  return actor === COMMAND_LINE ? undefined : actor.name || actor.email;
}

/**
 * One-time links to choose a password (app/accounts/accounts.server.ts is the whole service): invitations, with
 * their limits, and forgotten passwords; each link issued and its e-mail written in one transaction, and used up
 * in one with the password it sets.
 */
export class AccountLinks extends AccountStore {
  protected link(path: string, token: string): string {
    return `${this.siteUrl}${path}?${new URLSearchParams({ token })}`;
  }

  /**
   * Issues a one-time link and, with e-mail on, writes its message in the
   * same transaction; without e-mail the link is returned to be shown once.
   */
  protected async sendLink(
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
  protected async withinInvitationLimits(
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
}

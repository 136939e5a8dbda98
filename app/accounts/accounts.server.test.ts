import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { createAuths, type Auths } from "#app/auth/auth.server.ts";
import { AUTH_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { TOKEN_LIFETIME_MS } from "#app/accounts/tokens.server.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import {
  AccountError,
  Accounts,
  COMMAND_LINE,
  INVITATION_LIMITS,
  LinkError,
  type AccountActor,
} from "./accounts.server.ts";

const SITE = "http://localhost:3000";
const PASSWORD = "a long enough passphrase";
let address = 0;
const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

async function signIn(auths: Auths, context: AuthContextId, email: string, password: string) {
  return auths[context].handler(
    new Request(`${SITE}/api/auth/${context}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, [AUTH_ADDRESS_HEADER]: freshAddress() },
      body: JSON.stringify({ email, password }),
    }),
  );
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .find((c) => c.includes(".session_token="))!
    .split(";", 1)[0]!;
}

/** The token in a link the service handed back (e-mail off) or put in the outbox (e-mail on). */
function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

describeEachDatabase("accounts on $name", (testDb) => {
  let database: Database;
  let auths: Auths;
  let accounts: Accounts;
  let admin: AccountActor;
  const mail = useMail("off");
  // A test that turns e-mail on (withEmail) leaves it off for the next.
  afterEach(() => mail.off());

  beforeAll(async () => {
    database = await testDb.open();
    auths = createAuths({ database, secret: "test-secret-".repeat(4), siteUrl: SITE });
    accounts = new Accounts({ auths, database, siteUrl: SITE });
    const created = await accounts.add("staff", { email: "boss@example.com", password: PASSWORD, roles: ["admin"] });
    admin = { context: "staff", userId: created.userId, email: created.email, address: "10.0.0.1" };
    await accounts.add("discount-retail", { email: "risk@pep.example", password: PASSWORD, clientAdmin: true });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await testDb.cleanup();
  });

  describe("provisioning", () => {
    it("adds with a normalised e-mail, refuses duplicates and weak passwords", async () => {
      const added = await accounts.add("events", { email: "  Mixed@Example.COM ", password: PASSWORD });
      expect(added.email).toBe("mixed@example.com");
      await expect(accounts.add("events", { email: "mixed@example.com", password: PASSWORD })).rejects.toThrow(
        /already has an account in the events context/,
      );
      await expect(accounts.add("events", { email: "short@example.com", password: "eleven char" })).rejects.toThrow(
        /at least 12 characters/,
      );
      await expect(accounts.add("events", { email: "not-an-address", password: PASSWORD })).rejects.toThrow(
        /not an e-mail address/,
      );
    });

    it("sets a password, ending the user's sessions", async () => {
      await accounts.add("app2", { email: "app2@example.com", password: PASSWORD });
      const cookie = cookieOf(await signIn(auths, "app2", "app2@example.com", PASSWORD));
      await accounts.setPassword("app2", "app2@example.com", "another long passphrase");
      expect(await auths.app2.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      expect((await signIn(auths, "app2", "app2@example.com", PASSWORD)).status).toBe(401);
      expect((await signIn(auths, "app2", "app2@example.com", "another long passphrase")).status).toBe(200);
    });

    it("removes an account with its sessions, and says so when there is none", async () => {
      await accounts.add("retail-fashion", { email: "rf@example.com", password: PASSWORD });
      const cookie = cookieOf(await signIn(auths, "retail-fashion", "rf@example.com", PASSWORD));
      const account = await accounts.byEmail("retail-fashion", "rf@example.com");
      await accounts.remove(COMMAND_LINE, "retail-fashion", account.userId);
      expect(await auths["retail-fashion"].api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      await expect(accounts.byEmail("retail-fashion", "rf@example.com")).rejects.toThrow(/No account/);
    });

    it("gives roles to staff-context accounts only, and forgets them with the account", async () => {
      const ops = await accounts.add("staff", { email: "ops@example.com", password: PASSWORD, roles: ["staff"] });
      expect(await accounts.rolesOf(ops.userId)).toEqual(["staff"]);
      await accounts.setRoles(admin, ops.userId, ["claims", "editor"]);
      expect(await accounts.rolesOf(ops.userId)).toEqual(["claims", "editor"]);
      await accounts.remove(admin, "staff", ops.userId);
      expect(
        await database.db.selectFrom("user_roles").selectAll().where("user_id", "=", ops.userId).execute(),
      ).toEqual([]);
      await expect(
        accounts.add("app2", { email: "x@example.com", password: PASSWORD, roles: ["staff"] }),
      ).rejects.toThrow(/Only accounts of the staff context/);
    });

    it("creates demo users only when every context is empty", async () => {
      expect(await accounts.createDemoUsers(() => PASSWORD)).toEqual([]);
    });
  });

  describe("invitations", () => {
    it("lets the invited person choose a password once, then sign in", async () => {
      const sent = await accounts.invite(admin, {
        context: "wholesale",
        email: "new@massmart.example",
        name: "Naledi",
      });
      expect(sent.emailed).toBe(false);
      expect(sent.account.status).toBe("invited");
      // No password yet: nobody can sign in as them.
      expect((await signIn(auths, "wholesale", "new@massmart.example", PASSWORD)).status).toBe(401);
      const token = tokenOf(sent.link!);
      expect(await accounts.linkFor(token, "invitation")).toMatchObject({ ok: true });
      await accounts.usePasswordLink(token, "invitation", PASSWORD);
      expect((await signIn(auths, "wholesale", "new@massmart.example", PASSWORD)).status).toBe(200);
      expect((await accounts.byEmail("wholesale", "new@massmart.example")).status).toBe("active");
      // Used once: it says so, and does nothing.
      expect(await accounts.linkFor(token, "invitation")).toEqual({ ok: false, reason: "used" });
      await expect(accounts.usePasswordLink(token, "invitation", "a different passphrase")).rejects.toThrow(LinkError);
      await expect(accounts.resendInvitation(admin, "wholesale", sent.account.userId)).rejects.toThrow(
        /already chosen a password/,
      );
    });

    it("works for 72 hours, not a minute more", async () => {
      const sent = await accounts.invite(admin, { context: "wholesale", email: "late@massmart.example", name: "Late" });
      const token = tokenOf(sent.link!);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TOKEN_LIFETIME_MS.invitation - 60_000 });
      try {
        expect(await accounts.linkFor(token, "invitation")).toMatchObject({ ok: true });
        vi.setSystemTime(Date.now() + 2 * 60_000);
        expect(await accounts.linkFor(token, "invitation")).toEqual({ ok: false, reason: "expired" });
        await expect(accounts.usePasswordLink(token, "invitation", PASSWORD)).rejects.toThrow(LinkError);
      } finally {
        vi.useRealTimers();
      }
    });

    it("stops the old link working when a new one is sent", async () => {
      const sent = await accounts.invite(admin, { context: "quotes", email: "twice@ice.example", name: "Twice" });
      const again = await accounts.resendInvitation(admin, "quotes", sent.account.userId);
      expect(await accounts.linkFor(tokenOf(sent.link!), "invitation")).toEqual({ ok: false, reason: "used" });
      expect(await accounts.linkFor(tokenOf(again.link!), "invitation")).toMatchObject({ ok: true });
    });

    it("refuses an address that already has an account, and a client administrator outside a programme", async () => {
      await expect(
        accounts.invite(admin, { context: "staff", email: "boss@example.com", name: "Boss" }),
      ).rejects.toThrow(/already has an account/);
      await expect(
        accounts.invite(admin, { context: "staff", email: "ca@example.com", name: "CA", clientAdmin: true }),
      ).rejects.toThrow(/client programme/);
      expect(await accounts.findByEmail("staff", "ca@example.com")).toBeUndefined();
    });

    it("puts the invitation in the outbox, with the link, when e-mail is on", async () => {
      mail.on();
      try {
        const sent = await accounts.invite(admin, { context: "mining", email: "mail@nmi.example", name: "Thabo" });
        expect(sent).toMatchObject({ emailed: true });
        expect(sent.link).toBeUndefined();
        const message = await database.db
          .selectFrom("outbox")
          .selectAll()
          .where("recipient", "=", "mail@nmi.example")
          .executeTakeFirstOrThrow();
        expect(message.kind).toBe("invitation");
        expect(message.body).toContain("Dear Thabo");
        expect(message.body).toMatch(/http:\/\/localhost:3000\/auth\/invitation\?token=[\w-]{43}/);
      } finally {
        mail.off();
      }
    });
  });

  /** The accounts with e-mail on: reset links go into the outbox rather than back to the caller. */
  const withEmail = () => {
    mail.on();
    return accounts;
  };
  const resetLink = async (email: string) => {
    const message = await database.db
      .selectFrom("outbox")
      .select("body")
      .where("recipient", "=", email)
      .where("kind", "=", "password-reset")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return tokenOf(/http\S+/.exec(message.body)![0]);
  };

  describe("forgotten passwords", () => {
    it("sends a link that sets a new password once and ends every other session", async () => {
      await accounts.add("retail-clothing", { email: "forgot@tru.example", password: PASSWORD });
      const cookie = cookieOf(await signIn(auths, "retail-clothing", "forgot@tru.example", PASSWORD));
      await withEmail().requestPasswordReset("retail-clothing", " Forgot@Tru.example ", "10.1.1.1");
      const token = await resetLink("forgot@tru.example");
      await accounts.usePasswordLink(token, "password-reset", "my new long passphrase");
      expect(await auths["retail-clothing"].api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      expect((await signIn(auths, "retail-clothing", "forgot@tru.example", PASSWORD)).status).toBe(401);
      expect((await signIn(auths, "retail-clothing", "forgot@tru.example", "my new long passphrase")).status).toBe(200);
      await expect(accounts.usePasswordLink(token, "password-reset", "yet another passphrase")).rejects.toThrow(
        LinkError,
      );
    });

    it("works for one hour", async () => {
      await accounts.add("retail-clothing", { email: "slow@tru.example", password: PASSWORD });
      await withEmail().requestPasswordReset("retail-clothing", "slow@tru.example");
      const token = await resetLink("slow@tru.example");
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TOKEN_LIFETIME_MS["password-reset"] + 1000 });
      try {
        expect(await accounts.linkFor(token, "password-reset")).toEqual({ ok: false, reason: "expired" });
      } finally {
        vi.useRealTimers();
      }
    });

    it("sends nothing for an unknown or disabled address, and says nothing different", async () => {
      const before = await database.db.selectFrom("outbox").select("id").execute();
      await expect(withEmail().requestPasswordReset("retail-clothing", "nobody@tru.example")).resolves.toBeUndefined();
      await expect(withEmail().requestPasswordReset("retail-clothing", "not an address")).resolves.toBeUndefined();
      expect(await database.db.selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
    });
  });

  describe("administration", () => {
    it("disables an account: its session ends at once and its password is refused; enabling lets it back", async () => {
      await accounts.add("mining", { email: "gone@nmi.example", password: PASSWORD });
      const cookie = cookieOf(await signIn(auths, "mining", "gone@nmi.example", PASSWORD));
      const account = await accounts.byEmail("mining", "gone@nmi.example");
      await accounts.disable(admin, "mining", account.userId);
      expect(await auths.mining.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      const refused = await signIn(auths, "mining", "gone@nmi.example", PASSWORD);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "ACCOUNT_DISABLED" });
      await expect(accounts.disable(admin, "mining", account.userId)).rejects.toThrow(/already disabled/);
      await accounts.enable(admin, "mining", account.userId);
      expect((await signIn(auths, "mining", "gone@nmi.example", PASSWORD)).status).toBe(200);
    });

    it("never leaves the site without an administrator who can sign in, and nobody disables themselves", async () => {
      await expect(accounts.disable(admin, "staff", admin.userId!)).rejects.toThrow(/your own account/);
      await expect(accounts.remove(admin, "staff", admin.userId!)).rejects.toThrow(/your own account/);
      // From the command line (no signed-in actor), the last-administrator rule still holds.
      await expect(accounts.disable(COMMAND_LINE, "staff", admin.userId!)).rejects.toThrow(/last administrator/);
      await expect(accounts.remove(COMMAND_LINE, "staff", admin.userId!)).rejects.toThrow(/last administrator/);
      await expect(accounts.setRoles(admin, admin.userId!, ["staff"])).rejects.toThrow(/last administrator/);
      const second = await accounts.add("staff", { email: "second@example.com", password: PASSWORD, roles: ["admin"] });
      await accounts.disable(COMMAND_LINE, "staff", second.userId);
      // A disabled administrator does not count: the first is still the last who can sign in.
      await expect(accounts.setRoles(admin, admin.userId!, ["staff"])).rejects.toThrow(/last administrator/);
      await accounts.enable(COMMAND_LINE, "staff", second.userId);
      await accounts.setRoles({ ...admin, userId: second.userId }, admin.userId!, ["admin", "staff"]);
      await accounts.remove(admin, "staff", second.userId);
    });

    it("resets two-factor sign-in and signs an account out everywhere", async () => {
      const account = await accounts.byEmail("discount-retail", "risk@pep.example");
      await expect(accounts.resetTwoFactor(admin, "discount-retail", account.userId)).rejects.toThrow(
        /does not use two-factor/,
      );
      const cookie = cookieOf(await signIn(auths, "discount-retail", "risk@pep.example", PASSWORD));
      await accounts.signOutEverywhere(admin, "discount-retail", account.userId);
      expect(await auths["discount-retail"].api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });

    it("marks client administrators of programmes only", async () => {
      const account = await accounts.byEmail("discount-retail", "risk@pep.example");
      expect(account.clientAdmin).toBe(true);
      await accounts.setClientAdmin(admin, "discount-retail", account.userId, false);
      expect((await accounts.get("discount-retail", account.userId)).clientAdmin).toBe(false);
      await expect(accounts.setClientAdmin(admin, "staff", admin.userId!, true)).rejects.toThrow(AccountError);
      await accounts.setClientAdmin(admin, "discount-retail", account.userId, true);
    });
  });

  describe("a link used twice at once", () => {
    it("lets exactly one use succeed, and the password that holds is that one's", async () => {
      for (const [i, purpose] of (
        ["invitation", "password-reset", "invitation", "password-reset"] as const
      ).entries()) {
        const email = `race${i}@tru.example`;
        let token: string;
        if (purpose === "invitation") {
          token = tokenOf((await accounts.invite(admin, { context: "retail-clothing", email, name: "Race" })).link!);
        } else {
          await accounts.add("retail-clothing", { email, password: PASSWORD });
          await withEmail().requestPasswordReset("retail-clothing", email);
          token = await resetLink(email);
          mail.off();
        }
        const passwords = ["first racing passphrase", "second racing passphrase"];
        const results = await Promise.allSettled(passwords.map((p) => accounts.usePasswordLink(token, purpose, p)));
        expect(results.map((r) => r.status).toSorted(), purpose).toEqual(["fulfilled", "rejected"]);
        const winner = passwords[results.findIndex((r) => r.status === "fulfilled")]!;
        const loser = passwords.find((p) => p !== winner)!;
        const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!.reason;
        expect(refused).toBeInstanceOf(LinkError);
        expect((await signIn(auths, "retail-clothing", email, winner)).status, `${purpose}: winner`).toBe(200);
        expect((await signIn(auths, "retail-clothing", email, loser)).status, `${purpose}: loser`).toBe(401);
      }
    });
  });

  describe("limits on invitations", () => {
    it("sends an account at most three invitations an hour, then says when to try again", async () => {
      const sent = await accounts.invite(admin, { context: "events", email: "often@events.example", name: "Often" });
      await accounts.resendInvitation(admin, "events", sent.account.userId);
      await accounts.resendInvitation(admin, "events", sent.account.userId);
      await expect(accounts.resendInvitation(admin, "events", sent.account.userId)).rejects.toThrow(
        /already been sent 3 invitations in the last hour/,
      );
      // The refused one changed nothing: the last link sent still works.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 + 1000 });
      try {
        await expect(accounts.resendInvitation(admin, "events", sent.account.userId)).resolves.toBeDefined();
      } finally {
        vi.useRealTimers();
      }
    });

    it("lets one person send at most 20 invitations an hour, leaving no account for a refused one", async () => {
      const inviter = await accounts.add("staff", { email: "busy@example.com", password: PASSWORD, roles: ["admin"] });
      const actor = { context: "staff" as const, userId: inviter.userId, email: inviter.email };
      // Two at a time, as from two tabs: the count holds however they arrive.
      for (let i = 0; i < INVITATION_LIMITS.perInviter; i += 2) {
        await Promise.all(
          [i, i + 1].map((n) =>
            accounts.invite(actor, { context: "events", email: `guest${n}@x.example`, name: "Guest" }),
          ),
        );
      }
      await expect(
        accounts.invite(actor, { context: "events", email: "one-more@x.example", name: "One More" }),
      ).rejects.toThrow(/20 invitations in the last hour/);
      expect(await accounts.findByEmail("events", "one-more@x.example")).toBeUndefined();
      // Someone else is not held up.
      await expect(
        accounts.invite(admin, { context: "events", email: "other@x.example", name: "Other" }),
      ).resolves.toBeDefined();
    });
  });

  describe("names", () => {
    it("refuses a name that carries a web address, from an invitation and from the command line", async () => {
      for (const name of ["Visit https://evil.example", "www.evil.example", "Claim at kopano-refunds.co.za", "x://y"]) {
        await expect(
          accounts.invite(admin, { context: "events", email: "named@x.example", name }),
          name,
        ).rejects.toThrow(/web address/);
        await expect(
          accounts.add("events", { email: "named@x.example", name, password: PASSWORD }),
          name,
        ).rejects.toThrow(/web address/);
      }
      expect(await accounts.findByEmail("events", "named@x.example")).toBeUndefined();
    });
  });

  describe("who may enable an account", () => {
    it("keeps an account the group's staff disabled out of a client administrator's reach", async () => {
      const clientAdmin = await accounts.byEmail("discount-retail", "risk@pep.example");
      const ca: AccountActor = { context: "discount-retail", userId: clientAdmin.userId, email: clientAdmin.email };
      const byStaff = await accounts.add("discount-retail", { email: "staff-off@pep.example", password: PASSWORD });
      const byClient = await accounts.add("discount-retail", { email: "ca-off@pep.example", password: PASSWORD });
      await accounts.disable(admin, "discount-retail", byStaff.userId);
      await accounts.disable(ca, "discount-retail", byClient.userId);
      // The team page shows which is which, and offers "Enable" only for the client administrator's own.
      expect((await accounts.get("discount-retail", byStaff.userId)).disabledByStaff).toBe(true);
      expect((await accounts.get("discount-retail", byClient.userId)).disabledByStaff).toBe(false);
      await expect(accounts.enable(ca, "discount-retail", byStaff.userId)).rejects.toThrow(
        /disabled by Kopano|group's staff/,
      );
      expect((await accounts.get("discount-retail", byStaff.userId)).status).toBe("disabled");
      expect((await signIn(auths, "discount-retail", "staff-off@pep.example", PASSWORD)).status).toBe(403);
      // One the client administrator disabled, they may enable; the group's staff may enable either.
      await accounts.enable(ca, "discount-retail", byClient.userId);
      await accounts.enable(admin, "discount-retail", byStaff.userId);
      expect((await accounts.get("discount-retail", byStaff.userId)).disabledByStaff).toBe(false);
      expect((await signIn(auths, "discount-retail", "staff-off@pep.example", PASSWORD)).status).toBe(200);
    });
  });

  describe("the audit log", () => {
    it("has the privileged attempts that were refused", async () => {
      const refusals = await listAudit(database, { action: "account-change-refused" });
      const seen = refusals.map((e) => [e.actorEmail, e.detail.attempt, e.detail.reason]);
      expect(seen).toContainEqual(["boss@example.com", "disable", "own account"]);
      expect(seen).toContainEqual(["boss@example.com", "remove", "own account"]);
      expect(seen).toContainEqual(["npm run users", "disable", "last administrator"]);
      expect(seen).toContainEqual(["boss@example.com", "take the administrator role from", "last administrator"]);
      expect(seen).toContainEqual(["risk@pep.example", "enable", "disabled by the group's staff"]);
    });

    it("has every action with who did it, to whom, and from where", async () => {
      const entries = await listAudit(database, { person: "boss@example.com" });
      const actions = new Set(entries.map((e) => e.action));
      for (const action of ["invited", "invitation-resent", "disabled", "enabled", "removed", "roles-changed"]) {
        expect(actions, action).toContain(action);
      }
      const disabled = entries.find((e) => e.action === "disabled" && e.target === "gone@nmi.example")!;
      expect(disabled).toMatchObject({ actorEmail: "boss@example.com", address: "10.0.0.1" });
      const signIns = await listAudit(database, { action: "sign-in" });
      expect(signIns.some((e) => e.actorEmail === "forgot@tru.example" && e.address)).toBe(true);
      expect(
        (await listAudit(database, { action: "sign-in-failed" })).some((e) => e.target === "gone@nmi.example"),
      ).toBe(true);
    });

    it("cannot be changed or deleted, whatever the code asks", async () => {
      await expect(database.db.updateTable("audit_log").set({ action: "nothing" }).execute()).rejects.toThrow(
        /cannot be changed or deleted/,
      );
      await expect(database.db.deleteFrom("audit_log").execute()).rejects.toThrow(/cannot be changed or deleted/);
    });
  });
});

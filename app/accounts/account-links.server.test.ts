import { beforeAll, describe, expect, it, vi } from "vitest";

import { TOKEN_LIFETIME_MS } from "#app/accounts/tokens.server.ts";
import type { Auths } from "#app/auth/auth.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { cookieOf, PASSWORD, signIn, tokenOf, useAccounts } from "#tests/fixtures/accounts.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { Accounts, INVITATION_LIMITS, LinkError, type AccountActor } from "./accounts.server.ts";

/** Invitations and forgotten passwords (account-links.server.ts), through the whole service. */
describeEachDatabase("account links on $name", (testDb) => {
  const suite = useAccounts(testDb);
  const { mail, withEmail, resetLink } = suite;
  let database: Database, auths: Auths, accounts: Accounts, admin: AccountActor;
  beforeAll(() => void ({ database, auths, accounts, admin } = suite));

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
});

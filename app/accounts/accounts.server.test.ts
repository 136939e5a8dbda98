import { beforeAll, describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import type { Auths } from "#app/auth/auth.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { cookieOf, PASSWORD, signIn, useAccounts } from "#tests/fixtures/accounts.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { AccountError, Accounts, COMMAND_LINE, type AccountActor } from "./accounts.server.ts";

/** The administrators' changes (accounts.server.ts) and the audit log of every part. */
describeEachDatabase("account administration on $name", (testDb) => {
  const suite = useAccounts(testDb);
  let database: Database, auths: Auths, accounts: Accounts, admin: AccountActor;
  beforeAll(() => void ({ database, auths, accounts, admin } = suite));

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
    // The history the checks below read: besides this file's changes, an invitation sent twice and a sign-in
    // (the invitations and passwords themselves are account-links.server.test.ts's).
    beforeAll(async () => {
      const sent = await accounts.invite(admin, {
        context: "events",
        email: "audited@events.example",
        name: "Audited",
      });
      await accounts.resendInvitation(admin, "events", sent.account.userId);
      await accounts.add("retail-clothing", { email: "forgot@tru.example", password: PASSWORD });
      await signIn(auths, "retail-clothing", "forgot@tru.example", PASSWORD);
    });

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

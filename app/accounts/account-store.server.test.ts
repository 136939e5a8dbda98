import { beforeAll, describe, expect, it } from "vitest";

import type { Auths } from "#app/auth/auth.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { cookieOf, PASSWORD, signIn, useAccounts } from "#tests/fixtures/accounts.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { Accounts, COMMAND_LINE, type AccountActor } from "./accounts.server.ts";

/** Finding and provisioning accounts (account-store.server.ts), through the whole service. */
describeEachDatabase("accounts provisioned on $name", (testDb) => {
  const suite = useAccounts(testDb);
  let database: Database, auths: Auths, accounts: Accounts, admin: AccountActor;
  beforeAll(() => void ({ database, auths, accounts, admin } = suite));

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
});

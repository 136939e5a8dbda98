import { afterAll, beforeAll, expect, it } from "vitest";

import { Accounts } from "#app/accounts/accounts.server.ts";
import { setRoles } from "#app/accounts/roles.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { createAuths, type Auths } from "#app/auth/auth.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { staffSignInMigration } from "#app/db/migrations/0015-staff-sign-in.ts";

const SITE = "http://localhost:3000";
const PASSWORD = "a long enough passphrase";

/**
 * Migration 0015 on a database as it was before it: staff accounts in `main` beside RS Regal's client
 * users. The migration is undone on a freshly migrated database (nothing to move back), the old state
 * is made, and the migration run again.
 */
describeEachDatabase("migration 0015 (staff sign in to their own context) on $name", (testDb) => {
  let database: Database;
  let auths: Auths;
  let accounts: Accounts;
  let admin: string;
  let client: string;
  let adminHash: string | null | undefined;

  beforeAll(async () => {
    database = await testDb.open();
    auths = createAuths({ database, secret: "migration-test-secret-".repeat(2), siteUrl: SITE });
    accounts = new Accounts({ auths, database, siteUrl: SITE });
    await staffSignInMigration.down!(database.db as never);

    // As before: the administrator an account of main with a role, with two-factor on and a session.
    admin = (await accounts.add("main", { email: "boss@kopano.example", password: PASSWORD })).userId;
    await setRoles(database.db, "main", admin, ["admin", "claims"]);
    client = (await accounts.add("main", { email: "risk@rsregal.example", password: PASSWORD })).userId;
    const main = authDb(database, "main");
    await main.updateTable("user").set({ twoFactorEnabled: true }).where("id", "=", admin).execute();
    await main
      .insertInto("twoFactor")
      .values({ id: "tf-1", userId: admin, secret: "sealed for main", backupCodes: "sealed", verified: true })
      .execute();
    await auths.main.api.signInEmail({ body: { email: "risk@rsregal.example", password: PASSWORD } });
    adminHash = (await main.selectFrom("account").select("password").where("userId", "=", admin).executeTakeFirst())
      ?.password;
    await recordAudit(database.db, {
      action: "disabled",
      actor: { context: "main", userId: admin, email: "boss@kopano.example" },
      targetContext: "main",
      targetUserId: client,
      target: "risk@rsregal.example",
    });
    await recordAudit(database.db, {
      action: "sign-in",
      actor: { context: "main", userId: admin, email: "boss@kopano.example" },
      targetContext: "main",
      targetUserId: admin,
      target: "boss@kopano.example",
    });
    await database.db
      .updateTable("accounts")
      .set({ status: "disabled", disabled_by: "boss@kopano.example", disabled_by_context: "main" })
      .where("user_id", "=", client)
      .execute();

    await staffSignInMigration.up(database.db as never);
    // 0015's undoing dropped auth_staff with what later migrations added to it: 0024's session column.
    await database.db.schema
      .withSchema("auth_staff")
      .alterTable("session")
      .addColumn("viaSso", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await testDb.cleanup();
  });

  it("moves the role holders to the staff context with their password, roles and account state", async () => {
    const staff = authDb(database, "staff");
    const moved = await staff.selectFrom("user").selectAll().where("id", "=", admin).executeTakeFirstOrThrow();
    expect(moved.email).toBe("boss@kopano.example");
    expect(
      (await staff.selectFrom("account").select("password").where("userId", "=", admin).executeTakeFirst())?.password,
    ).toBe(adminHash);
    expect(await authDb(database, "main").selectFrom("user").select("id").where("id", "=", admin).execute()).toEqual(
      [],
    );
    const roles = await database.db.selectFrom("user_roles").select(["context", "role"]).orderBy("role").execute();
    expect(roles).toEqual([
      { context: "staff", role: "admin" },
      { context: "staff", role: "claims" },
    ]);
    const states = await database.db.selectFrom("accounts").select(["context", "user_id"]).orderBy("context").execute();
    expect(states).toEqual([
      { context: "main", user_id: client },
      { context: "staff", user_id: admin },
    ]);
    // The old password signs in to the staff context, and no longer to main.
    const signedIn = await auths.staff.api.signInEmail({ body: { email: "boss@kopano.example", password: PASSWORD } });
    expect(signedIn.user.id).toBe(admin);
    await expect(
      auths.main.api.signInEmail({ body: { email: "boss@kopano.example", password: PASSWORD } }),
    ).rejects.toThrow(/Invalid email or password/);
  });

  it("turns two-factor sign-in off for them (its key was sealed for main), to be set up again", async () => {
    const staff = authDb(database, "staff");
    const moved = await staff.selectFrom("user").select("twoFactorEnabled").where("id", "=", admin).executeTakeFirst();
    expect(moved?.twoFactorEnabled).toBe(false);
    expect(await staff.selectFrom("twoFactor").select("id").execute()).toEqual([]);
  });

  it("leaves RS Regal's client users in main, signed in as they were", async () => {
    const main = authDb(database, "main");
    expect((await main.selectFrom("user").select("email").execute()).map((u) => u.email)).toEqual([
      "risk@rsregal.example",
    ]);
    expect(await main.selectFrom("session").select("userId").execute()).toEqual([{ userId: client }]);
  });

  it("keeps the audit history, naming the staff member in their new context as actor and as target", async () => {
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_context", "target_context"])
      .where("actor_user_id", "=", admin)
      .orderBy("id")
      .limit(2)
      .execute();
    expect(rows).toEqual([
      { action: "disabled", actor_context: "staff", target_context: "main" },
      { action: "sign-in", actor_context: "staff", target_context: "staff" },
    ]);
    const disabled = await database.db
      .selectFrom("accounts")
      .select("disabled_by_context")
      .where("user_id", "=", client)
      .executeTakeFirst();
    expect(disabled?.disabled_by_context).toBe("staff");
  });
});

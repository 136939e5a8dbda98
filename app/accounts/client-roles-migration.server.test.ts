import { afterAll, beforeAll, expect, it } from "vitest";

import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import type { Database } from "#app/db/database.server.ts";
import { clientRolesMigration } from "#app/db/migrations/0020-client-roles.ts";

/**
 * Migration 0020 on a database as it was before it: the columns dropped, two
 * programme users' state written as it was, and the migration run again.
 */
describeEachDatabase("migration 0020 (client roles) on $name", (testDb) => {
  let database: Database;

  beforeAll(async () => {
    database = await testDb.open();
    await clientRolesMigration.down!(database.db as never);
    await database.db
      .insertInto("accounts")
      .values([
        { context: "mining", user_id: "risk-manager", status: "active" },
        { context: "mining", user_id: "administrator", status: "active", client_admin: true },
      ] as never)
      .execute();
    await clientRolesMigration.up(database.db as never);
  });
  afterAll(async () => {
    await database?.close();
    await testDb.cleanup();
  });

  it("makes every existing user a requester, and client administrators approvers too", async () => {
    const rows = await database.db
      .selectFrom("accounts")
      .select(["user_id", "client_admin", "requester", "approver"])
      .where("context", "=", "mining")
      .orderBy("user_id")
      .execute();
    expect(rows).toEqual([
      { user_id: "administrator", client_admin: true, requester: true, approver: true },
      { user_id: "risk-manager", client_admin: false, requester: true, approver: false },
    ]);
  });
});

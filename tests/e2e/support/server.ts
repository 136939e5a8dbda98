/**
 * The end-to-end tests' server: the production build on a fresh embedded
 * database with one known account per context, behind a "proxy" (TRUST_PROXY)
 * so that each test can present its own client address and rate limits only
 * bite where a test means them to.
 */
import { rmSync } from "node:fs";

import { createAuths } from "#app/auth/auth.server.ts";
import { authContextIds } from "#app/auth/contexts.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { E2E_ADMIN_EMAIL, E2E_PASSWORD, E2E_STAFF_EMAIL, e2eDataDir, e2eEmail } from "./accounts.ts";

const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.DATA_DIR = dataDir;
process.env.DEMO_USERS = "false";
process.env.TRUST_PROXY = "true";
process.env.AUTH_SECRET ??= "end-to-end-tests-only-secret-0123456789";

const database = await openDatabase({ dataDir, holder: "the end-to-end set-up" });
const accounts = new Accounts({
  auths: createAuths({ database, secret: process.env.AUTH_SECRET, siteUrl: "http://localhost" }),
  database,
  siteUrl: "http://localhost",
});
for (const context of authContextIds) await accounts.add(context, { email: e2eEmail(context), password: E2E_PASSWORD });
await accounts.add("main", { email: E2E_STAFF_EMAIL, password: E2E_PASSWORD, roles: ["staff"] });
await accounts.add("main", { email: E2E_ADMIN_EMAIL, name: "Nomsa Admin", password: E2E_PASSWORD, roles: ["admin"] });
await database.close();

await import("../../../server/main.ts");

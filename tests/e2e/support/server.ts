/**
 * The end-to-end tests' server: the production build on a fresh embedded
 * database with one known account per context, behind a "proxy" (TRUST_PROXY)
 * so that each test can present its own client address and rate limits only
 * bite where a test means them to, and with e-mail going to a local SMTP
 * server whose messages the tests read (mail.ts).
 */
import { rmSync } from "node:fs";

import { createAuths } from "#app/auth/auth.server.ts";
import { authContextIds } from "#app/auth/contexts.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { E2E_SMTP_PORT, inboxDir, startInbox } from "./mail.ts";
import {
  E2E_ADMIN_EMAIL,
  E2E_CLAIMS_EMAIL,
  E2E_EDITOR_EMAIL,
  E2E_CLIENT_ADMIN_EMAIL,
  E2E_PASSWORD,
  E2E_STAFF_EMAIL,
  E2E_UNDERWRITER_EMAIL,
  e2eDataDir,
  e2eEmail,
} from "./accounts.ts";

const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
rmSync(inboxDir(), { recursive: true, force: true });
process.on("exit", () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(inboxDir(), { recursive: true, force: true });
});
// Every e-mail the site sends goes to a real SMTP server on loopback, filed where the tests read it (mail.ts).
await startInbox();
process.env.SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
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
await accounts.add("main", {
  email: E2E_CLAIMS_EMAIL,
  name: "Sipho Claims",
  password: E2E_PASSWORD,
  roles: ["claims"],
});
await accounts.add("main", { email: E2E_ADMIN_EMAIL, name: "Nomsa Admin", password: E2E_PASSWORD, roles: ["admin"] });
await accounts.add("main", {
  email: E2E_UNDERWRITER_EMAIL,
  name: "Sipho Underwriter",
  password: E2E_PASSWORD,
  roles: ["underwriter"],
});
await accounts.add("main", {
  email: E2E_EDITOR_EMAIL,
  name: "Palesa Editor",
  password: E2E_PASSWORD,
  roles: ["editor"],
});
await accounts.add("discount-retail", {
  email: E2E_CLIENT_ADMIN_EMAIL,
  name: "Busi Client-Admin",
  password: E2E_PASSWORD,
  clientAdmin: true,
});
await database.close();

await import("../../../server/main.ts");

/**
 * The end-to-end tests' server: the production build on a fresh embedded
 * database with one known account per context, behind a "proxy" (TRUST_PROXY)
 * so that each test can present its own client address and rate limits only
 * bite where a test means them to, and with e-mail going to a local SMTP
 * server whose messages the tests read (mail.ts). With E2E_DATABASE_URL (a
 * PostgreSQL server's address whose role may create databases) it runs on a
 * fresh PostgreSQL database of its own instead, so a spec can be run on both
 * engines (docs/testing.md, "What the tests check").
 */
import { rmSync, writeFileSync } from "node:fs";

import pg from "pg";

import { twoFactorRequired, type StaffRole } from "#app/accounts/roles.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import { clientContextIds } from "#app/auth/contexts.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { E2E_SMTP_PORT, inboxDir, startInbox } from "./mail.ts";
import {
  E2E_ACCOUNT_EXECUTIVE_EMAIL,
  E2E_ADMIN_EMAIL,
  E2E_CLAIMS_EMAIL,
  E2E_EDITOR_EMAIL,
  E2E_NEW_STAFF_ATTEMPTS,
  E2E_NEW_STAFF_PROJECTS,
  E2E_NO_ROLE_EMAIL,
  E2E_CLIENT_ADMIN_EMAIL,
  E2E_PASSWORD,
  E2E_TEAM,
  E2E_STAFF_EMAIL,
  E2E_UNDERWRITER_EMAIL,
  e2eDataDir,
  e2eEmail,
  e2eNewStaffEmail,
  e2eTwoFactorFile,
} from "./accounts.ts";
import { E2E_SSO_STAFF_EMAIL } from "./oidc-provider.ts";
import { setUpTwoFactor } from "./two-factor.ts";

/** A new, empty database on the PostgreSQL server at `serverUrl`, one per port so that runs can sit side by side. */
async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `e2e_${process.env.PORT ?? 3210}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
rmSync(inboxDir(), { recursive: true, force: true });
rmSync(e2eTwoFactorFile(), { force: true });
process.on("exit", () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(e2eTwoFactorFile(), { force: true });
  rmSync(inboxDir(), { recursive: true, force: true });
});
// Every e-mail the site sends goes to a real SMTP server on loopback, filed where the tests read it (mail.ts).
await startInbox();
process.env.SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
process.env.DATA_DIR = dataDir;
process.env.DEMO_USERS = "false";
process.env.TRUST_PROXY = "true";
process.env.AUTH_SECRET ??= "end-to-end-tests-only-secret-0123456789";
// Seals the identity providers' client secrets (tests/e2e/sso.spec.ts sets one up).
process.env.SSO_SECRET_KEY ??= "end-to-end-tests-only-sso-key-0123456789";

if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = await freshPostgresDatabase(process.env.E2E_DATABASE_URL);
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir, holder: "the end-to-end set-up" });
const auths = createAuths({ database, secret: process.env.AUTH_SECRET, siteUrl: "http://localhost" });
const accounts = new Accounts({ auths, database, siteUrl: "http://localhost" });
const commandLine = { email: "e2e-set-up@example.com" };
for (const context of clientContextIds) {
  const account = await accounts.add(context, { email: e2eEmail(context), password: E2E_PASSWORD });
  // Each programme's one user is a whole risk department: asks for quotations and accepts them.
  if (context !== "events")
    await accounts.setClientRoles(commandLine, context, account.userId, { requester: true, approver: true });
}
for (const member of Object.values(E2E_TEAM)) {
  const { email, name, requester, approver } = member;
  const account = await accounts.add("discount-retail", { email, name, password: E2E_PASSWORD });
  await accounts.setClientRoles(commandLine, "discount-retail", account.userId, { requester, approver });
}

/**
 * Two-factor sign-in set up through better-auth, as the person would at their first sign-in: the
 * password, the key, a code from it. The keys go to a file the tests read (their authenticator app).
 */
const twoFactorKeys: Record<string, string> = {};

const staff: { email: string; name?: string; roles: StaffRole[] }[] = [
  { email: E2E_STAFF_EMAIL, roles: ["staff"] },
  { email: E2E_CLAIMS_EMAIL, name: "Sipho Claims", roles: ["claims"] },
  { email: E2E_ADMIN_EMAIL, name: "Nomsa Admin", roles: ["admin"] },
  { email: E2E_UNDERWRITER_EMAIL, name: "Sipho Underwriter", roles: ["underwriter"] },
  { email: E2E_EDITOR_EMAIL, name: "Palesa Editor", roles: ["editor"] },
  { email: E2E_ACCOUNT_EXECUTIVE_EMAIL, name: "Thabo Account-Executive", roles: ["account-executive"] },
];
// An account of the staff context that holds no role: it signs in, and every staff page refuses it.
await accounts.add("staff", { email: E2E_NO_ROLE_EMAIL, password: E2E_PASSWORD });
for (const member of staff) {
  await accounts.add("staff", { ...member, password: E2E_PASSWORD });
  if (twoFactorRequired(member.roles))
    twoFactorKeys[member.email] = await setUpTwoFactor(auths, member.email, E2E_PASSWORD);
}
writeFileSync(e2eTwoFactorFile(), JSON.stringify(twoFactorKeys));
for (const project of E2E_NEW_STAFF_PROJECTS) {
  for (let retry = 0; retry < E2E_NEW_STAFF_ATTEMPTS; retry++) {
    const email = e2eNewStaffEmail(project, retry);
    await accounts.add("staff", { email, name: "Lerato Newcomer", password: E2E_PASSWORD, roles: ["claims"] });
  }
}
await accounts.add("discount-retail", {
  email: E2E_CLIENT_ADMIN_EMAIL,
  name: "Busi Client-Admin",
  password: E2E_PASSWORD,
  clientAdmin: true,
});
// A member of staff the group's identity provider signs in (sso.spec.ts): no two-factor sign-in of ours set up.
await accounts.add("staff", {
  email: E2E_SSO_STAFF_EMAIL,
  name: "Ayanda Single-Sign-On",
  password: E2E_PASSWORD,
  roles: ["admin"],
});
await database.close();

await import("../../../server/main.ts");

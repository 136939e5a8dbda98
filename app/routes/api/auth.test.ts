import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { SIGN_IN_LIMIT } from "#app/auth/auth.server.ts";
import { AUTH_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { authDb } from "#app/db/database.server.ts";
import { requestContext } from "#app/lib/http/request-context.ts";
import { closeServices, services } from "#app/services.server.ts";
import { totp } from "#tests/e2e/support/totp.ts";
import { action, loader } from "./auth.tsx";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("auth-api-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "auth-api-test-secret-0123456789abcdef";

afterAll(closeServices);

type ActionArgs = Parameters<typeof action>[0];

/** A sign-in over the HTTP API from one address (as the server saw it), naming another in the header. */
function signIn(attempt: number) {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: "n", clientAddress: "203.0.113.50" });
  const request = new Request("http://localhost:3000/api/auth/main/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      [AUTH_ADDRESS_HEADER]: `198.51.100.${attempt}`,
    },
    body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
  });
  return action({ request, params: { context: "main" }, context } as unknown as ActionArgs);
}

describe("the auth API", () => {
  it("limits sign-ins by the address the server saw, whatever address a client puts in a header", async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max + 1; attempt++) statuses.push((await signIn(attempt)).status);
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

let address = 0;
/** Every session token a cookie carried to the browser in these calls. */
const cookieTokens = new Set<string>();

/** A call of the auth API as the browser makes it: same origin, its cookies, from an address of its own. */
async function browserCall(context: AuthContextId, path: string, cookie: string, body?: Record<string, unknown>) {
  const routerContext = new RouterContextProvider();
  routerContext.set(requestContext, { nonce: "n", clientAddress: `203.0.113.${++address}` });
  const request = new Request(`http://localhost:3000/api/auth/${context}${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const args = { request, params: { context, "*": path.slice(1) }, context: routerContext } as unknown as ActionArgs;
  const response = await (body ? action(args) : loader(args));
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=", 1)[0]!, c] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";", 1)[0]!;
    const [name, value = ""] = pair.split("=", 2);
    if (name!.endsWith(".session_token") && value) cookieTokens.add(decodeURIComponent(value).split(".", 1)[0]!);
    if (/max-age=0/i.test(set)) jar.delete(name!);
    else jar.set(name!, pair);
  }
  return { status: response.status, text: await response.text(), cookie: [...jar.values()].join("; ") };
}

describe("the auth API's answers to the browser", () => {
  it("never carry a session token, and the HttpOnly cookie still signs in", async () => {
    const { accounts, database } = await services();
    const password = "a long enough passphrase";
    await accounts.add("main", { email: "client@example.com", password });
    await accounts.add("staff", { email: "admin@example.com", password, roles: ["admin"] });

    const answers: { call: string; status: number; text: string }[] = [];
    const call = async (context: AuthContextId, path: string, cookie: string, body?: Record<string, unknown>) => {
      const answer = await browserCall(context, path, cookie, body);
      answers.push({ call: `${context} ${path}`, status: answer.status, text: answer.text });
      return answer;
    };

    // A client: sign in, read the session, change the password (a new session), sign out.
    let step = await call("main", "/sign-in/email", "", { email: "client@example.com", password });
    step = await call("main", "/get-session", step.cookie);
    // What a page could want of it is still there: who is signed in, until when.
    expect(JSON.parse(step.text)).toMatchObject({
      user: { email: "client@example.com" },
      session: { expiresAt: expect.any(String) },
    });
    step = await call("main", "/change-password", step.cookie, {
      currentPassword: password,
      newPassword: "another long passphrase",
      revokeOtherSessions: true,
    });
    expect(step.status).toBe(200);
    step = await call("main", "/get-session", step.cookie);
    expect(JSON.parse(step.text)).toMatchObject({ user: { email: "client@example.com" } });
    await call("main", "/sign-out", step.cookie, {});

    // Staff: two-factor set up on the account page, then a sign-in with a code and one with a backup code.
    step = await call("staff", "/sign-in/email", "", { email: "admin@example.com", password });
    const setup = await call("staff", "/two-factor/enable", step.cookie, { password });
    const { totpURI, backupCodes } = JSON.parse(setup.text) as { totpURI: string; backupCodes: string[] };
    const key = new URL(totpURI).searchParams.get("secret")!;
    step = await call("staff", "/two-factor/verify-totp", step.cookie, { code: totp(key) });
    expect(step.status).toBe(200);
    step = await call("staff", "/sign-in/email", "", { email: "admin@example.com", password });
    expect(JSON.parse(step.text)).toMatchObject({ twoFactorRedirect: true });
    // Each code works once: the next step's (accepted, as the one after the current always is).
    step = await call("staff", "/two-factor/verify-totp", step.cookie, { code: totp(key, Date.now() + 30_000) });
    expect(step.status).toBe(200);
    step = await call("staff", "/get-session", step.cookie);
    expect(JSON.parse(step.text)).toMatchObject({ user: { email: "admin@example.com" } });
    await call("staff", "/sign-out", step.cookie, {});
    step = await call("staff", "/sign-in/email", "", { email: "admin@example.com", password });
    step = await call("staff", "/two-factor/verify-backup-code", step.cookie, { code: backupCodes[0] });
    expect(step.status).toBe(200);
    await call("staff", "/get-session", step.cookie);

    // Every token of every session made, live or ended: none in any answer.
    const tokens = new Set(cookieTokens);
    for (const context of ["main", "staff"] as const) {
      for (const row of await authDb(database, context).selectFrom("session").select("token").execute()) {
        tokens.add(row.token);
      }
    }
    expect(tokens.size).toBeGreaterThanOrEqual(5);
    for (const { call: made, text } of answers) {
      expect(text, made).not.toMatch(/"token"/);
      for (const token of tokens) expect(text, made).not.toContain(token);
    }
  }, 60_000);
});

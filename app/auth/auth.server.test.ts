import { getMigrations } from "better-auth/db/migration";
import { APIError } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { startOidcProvider } from "#tests/e2e/support/oidc-provider.ts";
import { totp } from "#tests/e2e/support/totp.ts";
import {
  createAuths,
  createSsoAuth,
  logAuthError,
  PASSWORDS_OFF,
  SIGN_IN_LIMIT,
  SSO_PROVIDER_ID,
  TWO_FACTOR_REQUIRED,
  type Auths,
} from "./auth.server.ts";
import { discoverProvider } from "#app/sso/discovery.server.ts";
import { removeProvider, saveProvider } from "#app/sso/providers.server.ts";
import { secretBox } from "#app/sso/secret-box.server.ts";
import { AUTH_ADDRESS_HEADER } from "./client-address.ts";
import { authContextIds, cookiePrefix, type AuthContextId } from "./contexts.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { listAccounts } from "#app/accounts/account-list.server.ts";

const SITE = "http://localhost:3000";
const PASSWORD = "a long enough passphrase";
let address = 0;
/** A client address of its own per call, so rate limits only bite where a test means them to. */
const freshAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function signIn(auths: Auths, context: AuthContextId, email: string, password: string, ip = freshAddress()) {
  return auths[context].handler(
    new Request(`${SITE}/api/auth/${context}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, [AUTH_ADDRESS_HEADER]: ip },
      body: JSON.stringify({ email, password }),
    }),
  );
}

function sessionCookie(response: Response, context: AuthContextId): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookiePrefix(context)}.session_token=`));
  if (!cookie) throw new Error(`no session cookie for ${context}`);
  return cookie.split(";", 1)[0]!;
}

describeEachDatabase("sign-in contexts on $name", (testDb) => {
  let database: Database;
  let auths: Auths;
  let accounts: Accounts;

  beforeAll(async () => {
    database = await testDb.open();
    auths = createAuths({ database, secret: "test-secret-".repeat(4), siteUrl: SITE });
    accounts = new Accounts({ auths, database, siteUrl: SITE });
    for (const id of authContextIds) await accounts.add(id, { email: `${id}@example.com`, password: PASSWORD });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await testDb.cleanup();
  });

  it("has every table and column better-auth expects, in every context", async () => {
    for (const id of authContextIds) {
      const { toBeCreated, toBeAdded } = await getMigrations(auths[id].options);
      expect({ id, toBeCreated, toBeAdded }).toEqual({ id, toBeCreated: [], toBeAdded: [] });
    }
  });

  it("signs a user in to their own context, and to none of the nine others", async () => {
    for (const own of authContextIds) {
      expect((await signIn(auths, own, `${own}@example.com`, PASSWORD)).status).toBe(200);
      for (const other of authContextIds.filter((c) => c !== own)) {
        expect((await signIn(auths, other, `${own}@example.com`, PASSWORD)).status, `${own} → ${other}`).toBe(401);
      }
    }
  }, 120_000);

  it("gives a session of one context no meaning in another, even under the other's cookie name", async () => {
    const response = await signIn(auths, "main", "main@example.com", PASSWORD);
    const cookie = sessionCookie(response, "main");
    const own = await auths.main.api.getSession({ headers: new Headers({ cookie }) });
    expect(own?.user.email).toBe("main@example.com");
    for (const other of authContextIds.filter((c) => c !== "main")) {
      const renamed = cookie.replace(`${cookiePrefix("main")}.`, `${cookiePrefix(other)}.`);
      expect(await auths[other].api.getSession({ headers: new Headers({ cookie: renamed }) })).toBeNull();
    }
  });

  it("issues a new session token at every sign-in", async () => {
    const first = sessionCookie(await signIn(auths, "quotes", "quotes@example.com", PASSWORD), "quotes");
    const second = sessionCookie(await signIn(auths, "quotes", "quotes@example.com", PASSWORD), "quotes");
    expect(first).not.toBe(second);
  });

  it("sets HttpOnly, SameSite=Lax cookies, Secure (with the __Secure- prefix) on an https site", async () => {
    const plain = (await signIn(auths, "events", "events@example.com", PASSWORD)).headers.getSetCookie();
    const session = plain.find((c) => c.startsWith("auth-events.session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const https = createAuths({ database, secret: "test-secret-".repeat(4), siteUrl: "https://www.example.co.za" });
    const response = await https.events.handler(
      new Request("https://www.example.co.za/api/auth/events/sign-in/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://www.example.co.za",
          [AUTH_ADDRESS_HEADER]: freshAddress(),
        },
        body: JSON.stringify({ email: "events@example.com", password: PASSWORD }),
      }),
    );
    const secure = response.headers.getSetCookie().find((c) => c.includes("auth-events.session_token="))!;
    expect(secure).toMatch(/^__Secure-auth-events\.session_token=/);
    expect(secure).toMatch(/; Secure/i);
  });

  it("gives no page the tokens of the user's other sessions", async () => {
    const mine = sessionCookie(await signIn(auths, "mining", "mining@example.com", PASSWORD), "mining");
    const other = sessionCookie(await signIn(auths, "mining", "mining@example.com", PASSWORD), "mining");
    const otherToken = decodeURIComponent(other.split("=")[1]!).split(".", 1)[0]!;
    for (const path of ["/list-sessions", "/list-sessions/", "//list-sessions", "/get-session", "/list-accounts"]) {
      const response = await auths.mining.handler(
        new Request(`${SITE}/api/auth/mining${path}`, {
          headers: { cookie: mine, origin: SITE, [AUTH_ADDRESS_HEADER]: freshAddress() },
        }),
      );
      expect(await response.text(), path).not.toContain(otherToken);
    }
  });

  it("closes better-auth's own ways to change an account, which would skip the site's rules", async () => {
    const cookie = sessionCookie(await signIn(auths, "events", "events@example.com", PASSWORD), "events");
    const attempts: [string, Record<string, unknown>][] = [
      ["/update-user", { name: "Claim your refund at https://evil.example" }],
      ["/update-user/", { name: "www.evil.example" }],
      ["//update-user", { image: "https://evil.example/x.png" }],
      ["/change-email", { newEmail: "taken-over@evil.example" }],
      ["/delete-user", { password: PASSWORD }],
      ["/request-password-reset", { email: "events@example.com" }],
      ["/reset-password", { newPassword: "a new long passphrase", token: "x" }],
      ["/send-verification-email", { email: "events@example.com" }],
      ["/unlink-account", { providerId: "credential" }],
    ];
    for (const [path, body] of attempts) {
      const response = await auths.events.handler(
        new Request(`${SITE}/api/auth/events${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: SITE,
            cookie,
            [AUTH_ADDRESS_HEADER]: freshAddress(),
          },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    const [account] = await listAccounts(database, { context: "events", search: "events@example.com" });
    expect(account).toMatchObject({ email: "events@example.com", name: "events" });
    // The site's own calls still work: the session, and changing a password with the current one.
    expect((await auths.events.api.getSession({ headers: new Headers({ cookie }) }))?.user.email).toBe(
      "events@example.com",
    );
  });

  it("refuses sign-up: accounts are provisioned", async () => {
    const response = await auths.main.handler(
      new Request(`${SITE}/api/auth/main/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, [AUTH_ADDRESS_HEADER]: freshAddress() },
        body: JSON.stringify({ email: "new@example.com", password: PASSWORD, name: "New" }),
      }),
    );
    expect(response.ok).toBe(false);
    expect(await listAccounts(database, { context: "main" })).toHaveLength(1);
  });

  it("limits sign-in attempts per address, in the database, across server instances", async () => {
    const ip = freshAddress();
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) {
      expect((await signIn(auths, "wholesale", "wholesale@example.com", "wrong password 123", ip)).status).toBe(401);
    }
    expect((await signIn(auths, "wholesale", "wholesale@example.com", PASSWORD, ip)).status).toBe(429);
    // A second copy of the server (new instances, same database) sees the same count.
    const otherCopy = createAuths({ database, secret: "test-secret-".repeat(4), siteUrl: SITE });
    expect((await signIn(otherCopy, "wholesale", "wholesale@example.com", PASSWORD, ip)).status).toBe(429);
    // Other addresses, and the same address in another context, are not held up.
    expect((await signIn(auths, "wholesale", "wholesale@example.com", PASSWORD)).status).toBe(200);
    expect((await signIn(auths, "mining", "mining@example.com", PASSWORD, ip)).status).toBe(200);
  });

  it("lets a held-off address sign in again once the window has passed", async () => {
    const ip = freshAddress();
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) await signIn(auths, "retail-fashion", "x@example.com", "wrong 123", ip);
    const held = await signIn(auths, "retail-fashion", "retail-fashion@example.com", PASSWORD, ip);
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get("x-retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMIT.window);
    // Only the clock is moved (the limiter reads Date.now()); the database and everything else run for real.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (wait + 1) * 1000 });
    try {
      expect((await signIn(auths, "retail-fashion", "retail-fashion@example.com", PASSWORD, ip)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps two-factor sign-in on for staff whose roles need it, by any way in; staff alone may turn it off", async () => {
    const post = (path: string, cookie: string, body: Record<string, unknown>) =>
      auths.staff.handler(
        new Request(`${SITE}/api/auth/staff${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: SITE,
            cookie,
            [AUTH_ADDRESS_HEADER]: freshAddress(),
          },
          body: JSON.stringify(body),
        }),
      );
    const withTwoFactor = async (email: string, roles: ["admin"] | ["staff"]) => {
      await accounts.add("staff", { email, password: PASSWORD, roles });
      let cookie = sessionCookie(await signIn(auths, "staff", email, PASSWORD), "staff");
      const enabled = (await (await post("/two-factor/enable", cookie, { password: PASSWORD })).json()) as {
        totpURI: string;
      };
      const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
      const verified = await post("/two-factor/verify-totp", cookie, { code: totp(secret) });
      expect(verified.status).toBe(200);
      cookie = sessionCookie(verified, "staff");
      return cookie;
    };

    const admin = await withTwoFactor("two-factor.admin@example.com", ["admin"]);
    const refused = await post("/two-factor/disable", admin, { password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code?: string }).code).toBe(TWO_FACTOR_REQUIRED);
    const [still] = await listAccounts(database, { context: "staff", search: "two-factor.admin@example.com" });
    expect(still?.twoFactor).toBe(true);

    const reader = await withTwoFactor("two-factor.reader@example.com", ["staff"]);
    expect((await post("/two-factor/disable", reader, { password: PASSWORD })).status).toBe(200);
  });

  it("refuses a password, by the API too, for an address whose company's provider alone signs it in", async () => {
    // A refusal is the audit log's: nothing of it goes to the server's error log.
    const logged = vi.spyOn(console, "error");
    onTestFinished(() => logged.mockRestore());
    const box = secretBox("auth-test-sso-key-0123456789abcdefghij");
    const admin = { context: "staff", email: "admin@example.com" };
    await accounts.add("wholesale", { email: "buyer@massmart.example", password: PASSWORD });
    const provider = {
      issuer: "http://127.0.0.1:9",
      clientId: "site",
      clientSecret: "secret",
      domains: ["massmart.example"],
      allowedOrigins: [],
      passwordsAllowed: false,
    };
    await saveProvider(database, "wholesale", provider, box, admin);
    const refused = await signIn(auths, "wholesale", "buyer@massmart.example", PASSWORD);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code?: string }).code).toBe(PASSWORDS_OFF);
    // Another domain signs in with its password as before.
    expect((await signIn(auths, "wholesale", "wholesale@example.com", PASSWORD)).status).toBe(200);
    // Where the domain keeps passwords, they work.
    await saveProvider(database, "wholesale", { ...provider, passwordsAllowed: true }, box, admin);
    expect((await signIn(auths, "wholesale", "buyer@massmart.example", PASSWORD)).status).toBe(200);
    await removeProvider(database, "wholesale", admin);
    expect(logged).not.toHaveBeenCalled();
  });

  it("takes a provider's sign-in only through the code flow, never from an ID token the browser brings", async () => {
    // A provider that answers (a local oidc-provider): one that does not would be a logged error, as it should be.
    // Its one remaining notice, that it keeps its state in memory, is what a test's provider should do: not shown.
    const warn = console.warn.bind(console);
    const notices = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("development-only in-memory adapter")) warn(...args);
    });
    onTestFinished(() => notices.mockRestore());
    const issuer = await startOidcProvider(3000, ["wholesale"], { port: 0, pages: false });
    onTestFinished(() => issuer.close());
    const logged = vi.spyOn(console, "error");
    onTestFinished(() => logged.mockRestore());
    const discovery = await discoverProvider(issuer.issuer, []);
    if (!discovery.ok) throw new Error(`the local provider's discovery was refused: ${discovery.detail}`);
    const sso = createSsoAuth(
      "wholesale",
      { database, secret: "test-secret-".repeat(4), siteUrl: SITE },
      {
        issuer: issuer.issuer,
        clientId: "site",
        clientSecret: "secret",
        domains: ["massmart.example"],
        allowedOrigins: [],
        passwordsAllowed: true,
        version: "1",
      },
      discovery,
    );
    const response = await sso.handler(
      new Request(`${SITE}/api/auth/wholesale/sign-in/social`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, [AUTH_ADDRESS_HEADER]: freshAddress() },
        body: JSON.stringify({ provider: SSO_PROVIDER_ID, idToken: { token: "a.b.c" } }),
      }),
    );
    expect(response.status).toBe(403);
    // The provider was discovered: nothing about it went to the error log.
    const about = logged.mock.calls
      .map((call) => call.join(" "))
      .filter((line) => /discovery|Provider "sso"/i.test(line));
    expect(about).toEqual([]);
  });
});

describe("the server log of the sign-in contexts", () => {
  it("leaves refusals to the audit log and logs faults", () => {
    const logged: unknown[][] = [];
    const ctx = { logger: { error: (...args: unknown[]) => void logged.push(args) } };
    logAuthError(new APIError("FORBIDDEN", { message: "Sign in with your organisation's account." }), ctx);
    logAuthError(new APIError("TOO_MANY_REQUESTS"), ctx);
    expect(logged).toEqual([]);
    logAuthError(new Error("connection refused"), ctx);
    logAuthError(new APIError("INTERNAL_SERVER_ERROR", { message: "Failed to create session" }), ctx);
    expect(logged.map(([message]) => message)).toEqual(["connection refused", "Failed to create session"]);
  });
});

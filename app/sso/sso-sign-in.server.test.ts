import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { signInAction } from "#app/auth/signin.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { authDb } from "#app/db/database.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, startOidcProvider } from "#tests/e2e/support/oidc-provider.ts";
import { saveProvider } from "./providers.server.ts";
import { serverSecretBox } from "./secret-box.server.ts";
import { handleProviderCallback } from "./sso-auth.server.ts";

// The services read the environment once: a data directory of this test's own, and single sign-on on.
process.env.DATA_DIR = migratedDataDir("sso-sign-in-test-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "sso-sign-in-test-secret-0123456789abcdef";
process.env.SSO_SECRET_KEY = "sso-sign-in-test-sso-key-0123456789abcd";

const SITE = "http://localhost:3000";
/** Every sign-in of these tests comes from one office address, as a company's people do behind its NAT. */
const OFFICE = "198.51.100.20";
const admin = { context: "staff", email: "admin@example.com" };

type Issuer = Awaited<ReturnType<typeof startOidcProvider>>;

/** Claims the tests change for one subject (e.g. the provider no longer vouching for the address). */
const claimChanges = new Map<string, Record<string, unknown>>();

/** What the sign-in action answered: its data and status, or the redirect it threw. */
async function emailStep(context: AuthContextId, email: string) {
  const form = new FormData();
  form.set("step", "email");
  form.set("email", email);
  const request = new Request(`${SITE}/auth/signin`, { method: "POST" });
  const result = (await signInAction(request, OFFICE, context, form)) as unknown as {
    data: { step: string; error?: string; providerUrl?: string };
    init: { status?: number; headers?: Headers } | null;
  };
  const headers = new Headers(result.init?.headers);
  return { ...result.data, status: result.init?.status ?? 200, headers };
}

/**
 * A person at the provider: follows its pages (oidc-provider's development login, then consent) as a browser
 * would, logging in as `login`, up to the site's callback address the provider sends them back to.
 */
async function atProvider(providerUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(";", 1)[0]!;
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = providerUrl;
  let response = await send(url);
  for (let hop = 0; hop < 12; hop++) {
    const location = response.headers.get("location");
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
    if (url.startsWith(SITE)) return url;
    if (new URL(url).pathname.startsWith("/interaction/")) {
      const page = await (await send(url)).text();
      const fields: Record<string, string> = page.includes('value="login"')
        ? { prompt: "login", login, password: "any" }
        : { prompt: "consent" };
      response = await send(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    } else {
      response = await send(url);
    }
  }
  throw new Error("the provider sent the person round too many times");
}

/**
 * A whole sign-in through the context's provider from the sign-in page: the e-mail step, the provider's pages, the
 * site's callback. What the callback answered: where it sends the person, and whether it made a session.
 */
async function signInThroughProvider(context: AuthContextId, email: string, login = email) {
  const start = await emailStep(context, email);
  expect(start, start.error).toMatchObject({ step: "provider", status: 200 });
  const callback = await atProvider(start.providerUrl!, login);
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
  const response = await handleProviderCallback(new Request(callback, { headers: { cookie } }), OFFICE, context);
  const location = new URL(response.headers.get("location") ?? "/", SITE);
  return {
    location,
    error: location.searchParams.get("error"),
    session: response.headers.getSetCookie().some((c) => /\.session_token=[^;]+/.test(c)),
  };
}

async function useProvider(context: AuthContextId, issuer: string, domains: string[], allowedOrigins: string[] = []) {
  const { database } = await services();
  await saveProvider(
    database,
    context,
    {
      issuer,
      clientId: E2E_OIDC_CLIENT_ID,
      clientSecret: E2E_OIDC_CLIENT_SECRET,
      domains,
      allowedOrigins,
      passwordsAllowed: true,
    },
    serverSecretBox()!,
    admin,
  );
}

async function linkedIdentities(context: AuthContextId, email: string): Promise<number> {
  const { database } = await services();
  const rows = await authDb(database, context)
    .selectFrom("account")
    .innerJoin("user", "user.id", "account.userId")
    .select("account.id")
    .where("user.email", "=", email)
    .where("account.providerId", "=", "sso")
    .execute();
  return rows.length;
}

let good: Issuer;
let wrongIssuer: Issuer;
let foreign: Issuer;
let noIdToken: Issuer;

beforeAll(async () => {
  // oidc-provider's warnings and notices about its development defaults, as a test's provider has them, and the
  // site's one line about each provider these tests make it refuse: expected, not shown.
  for (const level of ["warn", "info", "log"] as const) {
    const write = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = String(args[0]);
      if (!line.startsWith("oidc-provider") && !line.startsWith("Single sign-on of")) write(...args);
    });
  }
  const contexts = [
    "mining",
    "wholesale",
    "retail-fashion",
    "retail-clothing",
    "quotes",
    "app2",
    "discount-retail",
    "discount-retail-transport",
    "events",
  ];
  const options = { port: 0, claims: (sub: string) => claimChanges.get(sub) ?? {} };
  good = await startOidcProvider(3000, contexts, options);
  wrongIssuer = await startOidcProvider(3000, contexts, {
    ...options,
    tamper: { discovery: (doc) => ({ ...doc, issuer: `${String(doc.issuer)}/another-tenant` }) },
  });
  foreign = await startOidcProvider(3000, contexts, {
    ...options,
    // The same server under another name: its token and key endpoints on another origin than the issuer's.
    tamper: {
      discovery: (doc) => ({
        ...doc,
        token_endpoint: String(doc.token_endpoint).replace("127.0.0.1", "localhost"),
        jwks_uri: String(doc.jwks_uri).replace("127.0.0.1", "localhost"),
      }),
    },
  });
  noIdToken = await startOidcProvider(3000, contexts, {
    ...options,
    tamper: { token: ({ id_token: _dropped, ...body }) => body },
  });
  await services();
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await closeServices();
  await Promise.all([good, wrongIssuer, foreign, noIdToken].map((issuer) => issuer?.close()));
});

describe("single sign-on pinned to its provider (decision 0050)", () => {
  it("signs a new member in through a provider that keeps to its issuer", async () => {
    await useProvider("mining", good.issuer, ["mining-sso.example"]);
    const signedIn = await signInThroughProvider("mining", "new.member@mining-sso.example");
    expect(signedIn).toMatchObject({ error: null, session: true });
  });

  it("refuses a provider whose discovery document names another issuer, before sending anyone to it", async () => {
    await useProvider("wholesale", wrongIssuer.issuer, ["massmart-sso.example"]);
    const start = await emailStep("wholesale", "buyer@massmart-sso.example");
    expect(start.providerUrl).toBeUndefined();
    expect(start.status).toBe(503);
    expect(start.error).toMatch(/not set up as this site expects/);
  });

  it("refuses an ID token whose issuer is not the configured one, though the discovery document names it", async () => {
    // The document, served under the configured issuer, names it; the provider's tokens name the provider itself.
    await useProvider("mining", `${wrongIssuer.issuer}/another-tenant`, ["nmi-sso.example"]);
    const refused = await signInThroughProvider("mining", "risk@nmi-sso.example");
    expect(refused).toMatchObject({ session: false, error: expect.stringMatching(/issuer/i) });
  });

  it("refuses endpoints on another origin than the issuer's, until an administrator allows that origin", async () => {
    await useProvider("retail-fashion", foreign.issuer, ["woolworths-sso.example"]);
    const refused = await emailStep("retail-fashion", "buyer@woolworths-sso.example");
    expect(refused.status).toBe(503);
    expect(refused.providerUrl).toBeUndefined();

    const other = new URL(foreign.issuer.replace("127.0.0.1", "localhost")).origin;
    await useProvider("retail-fashion", foreign.issuer, ["woolworths-sso.example"], [other]);
    const signedIn = await signInThroughProvider("retail-fashion", "buyer@woolworths-sso.example");
    expect(signedIn).toMatchObject({ error: null, session: true });
  });

  it("signs nobody in from userinfo alone: the token response must carry an ID token", async () => {
    await useProvider("retail-clothing", noIdToken.issuer, ["truworths-sso.example"]);
    const refused = await signInThroughProvider("retail-clothing", "buyer@truworths-sso.example");
    expect(refused.session).toBe(false);
    expect(refused.error).toBeTruthy();
    const { database } = await services();
    const made = await authDb(database, "retail-clothing")
      .selectFrom("user")
      .select("id")
      .where("email", "=", "buyer@truworths-sso.example")
      .execute();
    expect(made).toEqual([]);
  });

  it("links an identity only after a sign-in that passed every check", async () => {
    const { accounts } = await services();
    const email = "risk@later-allowed.example";
    await accounts.add("quotes", { email, password: "a long enough passphrase" });
    // Refused for its domain (the person typed an address of the provider's domain; the provider says they are
    // the account's address, of another domain): the identity is not linked to the account.
    await useProvider("quotes", good.issuer, ["icebolethu-sso.example"]);
    const refused = await signInThroughProvider("quotes", "risk@icebolethu-sso.example", email);
    expect(refused).toMatchObject({ error: "SSO_DOMAIN_NOT_ALLOWED", session: false });
    expect(await linkedIdentities("quotes", email)).toBe(0);

    // The domain allowed later: the same identity, its address no longer vouched for, is still refused.
    await useProvider("quotes", good.issuer, ["icebolethu-sso.example", "later-allowed.example"]);
    claimChanges.set(email, { email_verified: false });
    const unverified = await signInThroughProvider("quotes", email);
    expect(unverified.session).toBe(false);
    expect(await linkedIdentities("quotes", email)).toBe(0);

    // Vouched for again: linked by this sign-in, which passed every check.
    claimChanges.delete(email);
    expect(await signInThroughProvider("quotes", email)).toMatchObject({ error: null, session: true });
    expect(await linkedIdentities("quotes", email)).toBe(1);
  });

  it("matches an address with a trailing dot to its account: a disabled one stays disabled, none is made beside it", async () => {
    const { accounts, database } = await services();
    const email = "alice@app2-sso.example";
    await accounts.add("app2", { email, password: "a long enough passphrase" });
    await authDb(database, "app2").updateTable("user").set({ disabled: true }).where("email", "=", email).execute();
    await useProvider("app2", good.issuer, ["app2-sso.example"]);

    const refused = await signInThroughProvider("app2", "alice@app2-sso.example", "Alice@App2-SSO.example.");
    expect(refused).toMatchObject({ error: "ACCOUNT_DISABLED", session: false });
    const users = await authDb(database, "app2")
      .selectFrom("user")
      .select("email")
      .where("email", "like", "%alice@app2-sso.example%")
      .execute();
    expect(users).toEqual([{ email }]);
    expect(await linkedIdentities("app2", email)).toBe(0);
  });
});

describe("single sign-on starts limited per address and per context, not per client address (decision 0050)", () => {
  it("signs in 50 people of one programme from one client address within a minute, each through the provider", async () => {
    await useProvider("discount-retail", good.issuer, ["pepkor-sso.example"]);
    const began = Date.now();
    const people = Array.from({ length: 50 }, (_, n) => `person.${n}@pepkor-sso.example`);
    // Five at a time, as people arrive at 08:00.
    const results = [];
    for (let n = 0; n < people.length; n += 5) {
      results.push(
        ...(await Promise.all(people.slice(n, n + 5).map((p) => signInThroughProvider("discount-retail", p)))),
      );
    }
    expect(Date.now() - began).toBeLessThan(60_000);
    expect(results.filter((r) => r.session && r.error === null)).toHaveLength(50);
  }, 60_000);

  it("holds one address back after 10 starts a minute, saying how long to wait (429), not that the provider is down", async () => {
    await useProvider("discount-retail-transport", good.issuer, ["pepkor-transport-sso.example"]);
    const email = "driver@pepkor-transport-sso.example";
    for (let n = 0; n < 10; n++) expect((await emailStep("discount-retail-transport", email)).status).toBe(200);
    const limited = await emailStep("discount-retail-transport", email);
    expect(limited.status).toBe(429);
    expect(limited.error).toMatch(/^Too many sign-ins just now: wait \d+ seconds?, then try again\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address (the same one, differently written, is the same) is not held back by it.
    expect((await emailStep("discount-retail-transport", "DRIVER@pepkor-transport-sso.example.")).status).toBe(429);
    expect((await emailStep("discount-retail-transport", "clerk@pepkor-transport-sso.example")).status).toBe(200);
  });

  it("holds a context back after 300 starts a minute, counted in the database for every server copy", async () => {
    await useProvider("events", good.issuer, ["events-sso.example"]);
    const { database } = await services();
    // 300 starts counted by other copies of the server in this minute.
    await database.db
      .insertInto("form_rate_limits")
      .values({ key: "sso-start:events", window_start: Date.now(), count: 300 })
      .execute();
    const limited = await emailStep("events", "guest@events-sso.example");
    expect(limited.status).toBe(429);
    expect(limited.error).toMatch(/^Too many sign-ins just now/);
  });

  it("says a provider that does not answer does not answer (503), in other words than a limit", async () => {
    await useProvider("events", "http://127.0.0.1:9", ["events-sso.example"]);
    const { database } = await services();
    await database.db.deleteFrom("form_rate_limits").where("key", "=", "sso-start:events").execute();
    const down = await emailStep("events", "guest@events-sso.example");
    expect(down.status).toBe(503);
    expect(down.error).toMatch(/could not reach your organisation's sign-in/);
  });
});

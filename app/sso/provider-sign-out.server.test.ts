import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { AUTH_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import { authDb } from "#app/db/database.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { E2E_OIDC_CLIENT_ID, startOidcProvider } from "#tests/e2e/support/oidc-provider.ts";
import { saveProvider } from "./providers.server.ts";
import { providerSignOutCookie, signedOut } from "./provider-sign-out.server.ts";
import { serverSecretBox } from "./secret-box.server.ts";

// The services read the environment once: a data directory of this test's own, and single sign-on on.
process.env.DATA_DIR = migratedDataDir("provider-sign-out-test-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "provider-sign-out-test-secret-0123456789";
process.env.SSO_SECRET_KEY = "provider-sign-out-test-sso-key-0123456789";

const SITE = "http://localhost:3000";
const EMAIL = "risk@mining-sso.example";
const PASSWORD = "provider sign-out passphrase";
const ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyaXNrIn0.c2lnbmF0dXJl";
const admin = { context: "staff", email: "admin@example.com" };

type Issuer = Awaited<ReturnType<typeof startOidcProvider>>;

/** The signed-out page's answer to a browser with this cookie. */
const page = (cookie: string, query = "") =>
  signedOut(new Request(`${SITE}/auth/signed-out${query}`, { headers: { cookie } }));

describe("signing out of a session the provider made", () => {
  let withEndSession: Issuer;
  let withoutEndSession: Issuer;
  /** The person's session cookie, as the browser sends it. */
  let session: string;
  let userId: string;

  async function useProvider(issuer: Issuer) {
    const { database } = await services();
    const provider = {
      issuer: issuer.issuer,
      clientId: E2E_OIDC_CLIENT_ID,
      clientSecret: "secret",
      domains: ["mining-sso.example"],
      allowedOrigins: [],
      passwordsAllowed: true,
    };
    await saveProvider(database, "mining", provider, serverSecretBox()!, admin);
  }

  /** The sign-out's cookie, as the browser sends it back to the signed-out page. */
  async function signOutCookie(): Promise<string> {
    const request = new Request(`${SITE}/auth/signout`, { method: "POST", headers: { cookie: session } });
    const cookie = await providerSignOutCookie(request, undefined, "mining");
    expect(cookie).toMatch(/^kopano-provider-sign-out=.*Path=\/auth;.*HttpOnly/i);
    return cookie!.split(";", 1)[0]!;
  }

  beforeAll(async () => {
    // oidc-provider's notice that it keeps its state in memory, as a test's provider should: not shown.
    const warn = console.warn.bind(console);
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("development-only in-memory adapter")) warn(...args);
    });
    withEndSession = await startOidcProvider(3000, ["mining"], { port: 0, pages: false });
    withoutEndSession = await startOidcProvider(3000, ["mining"], { port: 0, pages: false, endSession: false });
    const { accounts, auths, database } = await services();
    await accounts.add("mining", { email: EMAIL, password: PASSWORD });
    const response = await auths.mining.handler(
      new Request(`${SITE}/api/auth/mining/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, [AUTH_ADDRESS_HEADER]: "10.8.8.8" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    );
    session = response.headers
      .getSetCookie()
      .find((c) => c.includes(".session_token="))!
      .split(";", 1)[0]!;
    const user = await authDb(database, "mining")
      .selectFrom("user")
      .select("id")
      .where("email", "=", EMAIL)
      .executeTakeFirstOrThrow();
    userId = user.id;
    // The provider's account of the person, with the ID token of their sign-in, as better-auth keeps it.
    const { internalAdapter } = await auths.mining.$context;
    await internalAdapter.createAccount({ userId, providerId: "sso", accountId: "risk", idToken: ID_TOKEN });
    await useProvider(withEndSession);
  }, 60_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await closeServices();
    await withEndSession?.close();
    await withoutEndSession?.close();
  });

  it("leaves a password's session to the site alone", async () => {
    const request = new Request(`${SITE}/auth/signout`, { method: "POST", headers: { cookie: session } });
    expect(await providerSignOutCookie(request, undefined, "mining")).toBeUndefined();
    expect(await page("")).toEqual({ page: { kind: "here" } });
  });

  it("sends the person to the provider's end-session endpoint with their ID token, and takes back its state only", async () => {
    const { database } = await services();
    await authDb(database, "mining")
      .updateTable("session")
      .set({ viaSso: true })
      .where("userId", "=", userId)
      .execute();
    const cookie = await signOutCookie();

    const out = await page(cookie);
    expect(out.page.kind).toBe("to-provider");
    expect(out.setCookie).toBeUndefined();
    const url = new URL((out.page as { providerUrl: string }).providerUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${withEndSession.issuer}/session/end`);
    expect(url.searchParams.get("id_token_hint")).toBe(ID_TOKEN);
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(`${SITE}/auth/signed-out`);
    const state = url.searchParams.get("state")!;
    expect(state.length).toBeGreaterThanOrEqual(20);

    // Back with another state: signed out here, nothing said about the provider; the cookie is forgotten.
    const forged = await page(cookie, "?state=someone-elses");
    expect(forged.page).toEqual({ kind: "here" });
    expect(forged.setCookie).toMatch(/Max-Age=0/i);
    // Back with its own: signed out of both.
    const back = await page(cookie, `?${new URLSearchParams({ state })}`);
    expect(back.page).toEqual({ kind: "provider-done", context: "mining" });
    expect(back.setCookie).toMatch(/Max-Age=0/i);
  });

  it("refuses a changed cookie", async () => {
    const cookie = await signOutCookie();
    const [name, value] = cookie.split("=", 2) as [string, string];
    const changed = `${name}=${value.startsWith("e") ? "f" : "e"}${value.slice(1)}`;
    expect((await page(changed)).page).toEqual({ kind: "here" });
  });

  it("says the person is still signed in at a provider that has no end-session endpoint", async () => {
    await useProvider(withoutEndSession);
    const cookie = await signOutCookie();
    const out = await page(cookie);
    expect(out.page).toEqual({
      kind: "provider-kept",
      context: "mining",
      provider: new URL(withoutEndSession.issuer).host,
    });
  });
});

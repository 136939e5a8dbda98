import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { listProviders, saveProvider } from "#app/sso/providers.server.ts";
import { serverSecretBox } from "#app/sso/secret-box.server.ts";
import { action } from "./sso.tsx";

// The services read the environment once: a data directory of this test's own, and a key for providers' secrets.
process.env.DATA_DIR = migratedDataDir("staff-sso-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "staff-sso-test-secret-0123456789abcdefgh";
process.env.SSO_SECRET_KEY = "staff-sso-test-sso-key-0123456789abcdefg";

let admin: SignedIn;

beforeAll(async () => {
  const { accounts } = await services();
  const email = "sso-admin@example.com";
  const account = await accounts.add("staff", { email, password: "a long enough passphrase", roles: ["admin"] });
  admin = { context: "staff", user: { id: account.userId, name: account.name, email, twoFactorEnabled: true } };
}, 60_000);
afterAll(closeServices);

/** The page's action, posted by the administrator with these fields: its status and what it answered. */
async function post(fields: Record<string, string>) {
  const url = new URL("http://localhost/staff/sso?context=no-such-context");
  const context = new RouterContextProvider();
  context.set(signedInContext, [admin]);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await action({ request, url, params: {}, context } as never)) as {
    data: { status: string; message?: string };
    init: { status?: number } | null;
  };
  return { ...answer.data, httpStatus: answer.init?.status ?? 200 };
}

describe("/staff/sso with a context the site does not have", () => {
  it("refuses, with a message, and leaves Pepkor's provider (the first context's) as it was", async () => {
    const { database } = await services();
    const pepkor = {
      issuer: "https://idp.pepkor.example",
      clientId: "kopano-site",
      clientSecret: "the-client-secret",
      domains: ["pepkor.co.za"],
      allowedOrigins: [],
      passwordsAllowed: true,
    };
    await saveProvider(database, "discount-retail", pepkor, serverSecretBox()!, { context: "staff" });
    const before = await listProviders(database);

    const removal = await post({ context: "no-such-context", intent: "remove" });
    expect(removal).toMatchObject({
      httpStatus: 400,
      status: "refused",
      message: expect.stringMatching(/no sign-in context of that name/),
    });

    const change = await post({
      context: "no-such-context",
      intent: "save",
      issuer: "https://evil.example",
      clientId: "x",
      clientSecret: "y",
      domains: "pepkor.co.za",
    });
    expect(change).toMatchObject({
      httpStatus: 400,
      status: "refused",
      message: expect.stringMatching(/no sign-in context of that name/),
    });
    expect(await listProviders(database)).toEqual(before);
  });
});

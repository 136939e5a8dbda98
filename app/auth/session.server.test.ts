import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { authDb } from "#app/db/database.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { AUTH_ADDRESS_HEADER } from "./client-address.ts";
import type { AuthContextId } from "./contexts.ts";
import { forgetSessionReads, readSessions, SESSION_REUSE_MS, signOutAll } from "./session.server.ts";
import { signInAction } from "./signin.server.ts";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("session-test-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "session-test-secret-0123456789abcdef";

const PASSWORD = "session test passphrase";

async function signIn(context: AuthContextId, email = `${context}@example.com`, address = "10.9.9.9"): Promise<string> {
  const { auths } = await services();
  const response = await auths[context].handler(
    new Request(`http://localhost:3000/api/auth/${context}/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        [AUTH_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  return response.headers
    .getSetCookie()
    .find((c) => c.includes(".session_token="))!
    .split(";", 1)[0]!;
}

describe("sessions across contexts", () => {
  let cookie: string;

  beforeAll(async () => {
    const { accounts } = await services();
    for (const id of ["main", "mining", "events", "staff"] as const) {
      await accounts.add(id, { email: `${id}@example.com`, password: PASSWORD });
    }
    cookie = [await signIn("staff"), await signIn("main"), await signIn("mining"), await signIn("events")].join("; ");
    // Opening an embedded database on disk and migrating ten contexts takes a few seconds.
  }, 60_000);
  afterAll(closeServices);

  it("reads the signed-in users in header order, and only for cookies present", async () => {
    const { signedIn } = await readSessions(new Request("http://localhost/", { headers: { cookie } }), undefined);
    expect(signedIn.map((s) => s.context)).toEqual(["mining", "main", "events", "staff"]);
    expect((await readSessions(new Request("http://localhost/"), undefined)).signedIn).toEqual([]);
  });

  it("signs out every client context with a session, as visiting / does, and leaves staff at work", async () => {
    const request = new Request("http://localhost/", { headers: { cookie } });
    const cleared = await signOutAll(request, undefined);
    for (const id of ["main", "mining", "events"]) {
      expect(cleared.some((c) => c.startsWith(`auth-${id}.session_token=;`) && /Max-Age=0/i.test(c))).toBe(true);
    }
    expect(cleared.some((c) => c.startsWith("auth-staff."))).toBe(false);
    forgetSessionReads();
    expect((await readSessions(request, undefined)).signedIn.map((s) => s.context)).toEqual(["staff"]);
  });
});

describe("a session read reused for a second", () => {
  afterAll(closeServices);

  it("serves a second read from the first, until a change is announced or the second has passed", async () => {
    const { database, accounts } = await services();
    await accounts.add("mining", { email: "reuse@example.com", password: PASSWORD });
    const cookie = await signIn("mining", "reuse@example.com", "10.9.9.11");
    const read = async () =>
      (await readSessions(new Request("http://localhost/Pepkor/overview", { headers: { cookie } }), undefined))
        .signedIn;

    expect((await read()).map((s) => s.user.email)).toEqual(["reuse@example.com"]);
    // The session is gone from the database (as another copy of the server would delete it)...
    await authDb(database, "mining").deleteFrom("session").execute();
    // ...and this copy still has its read of it, for at most a second...
    expect(await read()).toHaveLength(1);
    const readAt = Date.now();
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: readAt + SESSION_REUSE_MS + 1 });
      expect(await read()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets every read when told something may have changed", async () => {
    const { database } = await services();
    const cookie = await signIn("mining", "reuse@example.com", "10.9.9.12");
    const read = async () =>
      (await readSessions(new Request("http://localhost/Pepkor/overview", { headers: { cookie } }), undefined))
        .signedIn;
    expect(await read()).toHaveLength(1);
    await authDb(database, "mining").deleteFrom("session").execute();
    forgetSessionReads();
    expect(await read()).toEqual([]);
  });
});

/** Signs in through the site's own sign-in action (as the sign-in pages do), returning the cookies it set. */
async function signInAsTheSiteDoes(context: AuthContextId): Promise<string[]> {
  const form = new FormData();
  form.set("email", `${context}@example.com`);
  form.set("password", PASSWORD);
  const request = new Request("http://localhost:3000/Pepkor/sign-in", {
    method: "POST",
    headers: { [AUTH_ADDRESS_HEADER]: "10.9.9.10" },
  });
  try {
    await signInAction(request, "10.9.9.10", context, form);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.getSetCookie();
    throw thrown;
  }
  throw new Error("the sign-in did not redirect");
}

describe("how long a session lasts", () => {
  const HOUR = 60 * 60 * 1000;

  afterAll(closeServices);

  it("is 8 hours of use: stored so at sign-in, slid forward at most hourly while in use, gone 8 hours after", async () => {
    const { database, accounts } = await services();
    await accounts.add("quotes", { email: "quotes@example.com", password: PASSWORD });
    const signedInAt = Date.now();
    const setCookies = await signInAsTheSiteDoes("quotes");
    const session = setCookies.find((c) => c.startsWith("auth-quotes.session_token="))!;
    // The cookie lasts until the browser closes (decision 0005); the server's expiry is what bounds it.
    expect(session).not.toMatch(/; (Max-Age|Expires)=/i);
    const cookie = setCookies.map((c) => c.split(";", 1)[0]).join("; ");
    const token = decodeURIComponent(session.split(";", 1)[0]!.split("=")[1]!).split(".", 1)[0]!;
    const storedExpiry = async () => {
      const row = await authDb(database, "quotes")
        .selectFrom("session")
        .select("expiresAt")
        .where("token", "=", token)
        .executeTakeFirst();
      return row ? new Date(row.expiresAt).getTime() : undefined;
    };
    const read = async () =>
      (await readSessions(new Request("http://localhost/Pepkor/overview", { headers: { cookie } }), undefined))
        .signedIn;

    const atSignIn = (await storedExpiry())!;
    expect(atSignIn - signedInAt).toBeGreaterThan(8 * HOUR - 60_000);
    expect(atSignIn - signedInAt).toBeLessThanOrEqual(8 * HOUR + 60_000);

    try {
      // Half an hour on, in use: not written again (at most hourly).
      vi.useFakeTimers({ toFake: ["Date"], now: signedInAt + HOUR / 2 });
      expect(await read()).toHaveLength(1);
      expect(await storedExpiry()).toBe(atSignIn);

      // Seven hours on, in use: 8 hours from now.
      const usedAt = signedInAt + 7 * HOUR;
      vi.setSystemTime(usedAt);
      expect(await read()).toHaveLength(1);
      const slid = (await storedExpiry())!;
      expect(slid - usedAt).toBeGreaterThan(8 * HOUR - 60_000);
      expect(slid - usedAt).toBeLessThanOrEqual(8 * HOUR);

      // Nine hours after sign-in the session still opens pages (it was in use two hours ago)...
      vi.setSystemTime(signedInAt + 9 * HOUR);
      expect(await read()).toHaveLength(1);
      // ...and 8 hours without use end it.
      vi.setSystemTime((await storedExpiry())! + 60_000);
      expect(await read()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

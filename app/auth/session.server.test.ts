import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeServices, services } from "#app/services.server.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import type { AuthContextId } from "./contexts.ts";
import { readSessions, signOutAll } from "./session.server.ts";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "session-test-"));
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "session-test-secret-0123456789abcdef";

const PASSWORD = "session test passphrase";

async function signIn(context: AuthContextId): Promise<string> {
  const { auths } = await services();
  const response = await auths[context].handler(
    new Request(`http://localhost:3000/api/auth/${context}/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        [CLIENT_ADDRESS_HEADER]: "10.9.9.9",
      },
      body: JSON.stringify({ email: `${context}@example.com`, password: PASSWORD }),
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
    for (const id of ["main", "mining", "events"] as const) {
      await accounts.add(id, { email: `${id}@example.com`, password: PASSWORD });
    }
    cookie = [await signIn("main"), await signIn("mining"), await signIn("events")].join("; ");
    // Opening an embedded database on disk and migrating ten contexts takes a few seconds.
  }, 60_000);
  afterAll(closeServices);

  it("reads the signed-in users in header order, and only for cookies present", async () => {
    const { signedIn } = await readSessions(new Request("http://localhost/", { headers: { cookie } }));
    expect(signedIn.map((s) => s.context)).toEqual(["mining", "main", "events"]);
    expect((await readSessions(new Request("http://localhost/"))).signedIn).toEqual([]);
  });

  it("signs out every context with a session, as visiting / does", async () => {
    const request = new Request("http://localhost/", { headers: { cookie } });
    const cleared = await signOutAll(request);
    for (const id of ["main", "mining", "events"]) {
      expect(cleared.some((c) => c.startsWith(`auth-${id}.session_token=;`) && /Max-Age=0/i.test(c))).toBe(true);
    }
    expect((await readSessions(request)).signedIn).toEqual([]);
  });
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";

import { SIGN_IN_LIMIT } from "#app/auth/auth.server.ts";
import { AUTH_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import { requestContext } from "#app/lib/http/request-context.ts";
import { closeServices } from "#app/services.server.ts";
import { action } from "./auth.tsx";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "auth-api-"));
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

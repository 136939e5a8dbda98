import { describe, expect, it } from "vitest";

import { withoutTokens } from "./without-tokens.ts";

describe("an auth answer on its way to the browser", () => {
  it("loses every credential of its JSON, at any depth, and keeps its status and cookies", async () => {
    const headers = new Headers({ "content-type": "application/json", "content-length": "999" });
    headers.append("set-cookie", "auth-main.session_token=abc.sig; HttpOnly");
    headers.append("set-cookie", "auth-main.dont_remember=x; HttpOnly");
    const body = {
      token: "abc",
      session: { id: "s1", token: "abc", expiresAt: "2030-01-01" },
      user: { email: "a@example.com" },
      accounts: [{ accessToken: "at", refreshToken: "rt", idToken: "it", providerId: "sso" }],
    };
    const answer = await withoutTokens(new Response(JSON.stringify(body), { status: 201, headers }));
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toHaveLength(2);
    expect(answer.headers.get("content-length")).toBeNull();
    expect(await answer.json()).toEqual({
      session: { id: "s1", expiresAt: "2030-01-01" },
      user: { email: "a@example.com" },
      accounts: [{ providerId: "sso" }],
    });
  });

  it("leaves other answers as they are, and passes on no body that says it is JSON and is not", async () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/x" } });
    expect(await withoutTokens(redirect)).toBe(redirect);
    const page = new Response("token", { headers: { "content-type": "text/html" } });
    expect(await (await withoutTokens(page)).text()).toBe("token");
    const broken = new Response('{"token":"abc"', { headers: { "content-type": "application/json" } });
    expect(await (await withoutTokens(broken)).text()).toBe("");
  });
});

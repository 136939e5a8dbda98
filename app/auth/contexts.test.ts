import { describe, expect, it } from "vitest";

import {
  authContextIds,
  clientContextIds,
  contextHome,
  isClientContextId,
  sessionCookies,
  signInPage,
  STAFF_AUTH_CONTEXT,
} from "./contexts.ts";

describe("sign-in contexts", () => {
  it("are the ten clients' contexts in header order, then the staff's", () => {
    expect(clientContextIds).toHaveLength(10);
    expect(clientContextIds).not.toContain("staff");
    expect(authContextIds).toEqual([...clientContextIds, "staff"]);
    expect(isClientContextId(STAFF_AUTH_CONTEXT)).toBe(false);
    expect(isClientContextId("main")).toBe(true);
  });

  it("send staff to their own sign-in page and the desk, clients to their programme", () => {
    expect(signInPage("staff")).toBe("/staff/sign-in");
    expect(contextHome("staff")).toBe("/staff");
    expect(signInPage("main")).toBe("/rs-regal/sign-in");
    expect(contextHome("main")).toBe("/rs-regal/overview");
    expect(signInPage("events")).toBe("/auth/signin?context=events");
  });

  it("read a staff session cookie beside the clients', staff last", () => {
    const cookies = sessionCookies("auth-staff.session_token=s; auth-main.session_token=m; other=1");
    expect([...cookies]).toEqual([
      ["main", "m"],
      ["staff", "s"],
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { safeRedirectPath, signInUrl } from "./access.ts";
import { contextsWithSessionCookie } from "./contexts.ts";

describe("redirectTo after sign-in", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safeRedirectPath("/Pepkor/overview")).toBe("/Pepkor/overview");
    expect(safeRedirectPath("/icebolethugroup/quotes2?tab=2#premium")).toBe("/icebolethugroup/quotes2?tab=2#premium");
  });

  it.each([
    ["another origin", "https://evil.example/Pepkor/overview"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash trick", "/\\evil.example"],
    ["embedded backslash", "/a\\b"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative path", "Pepkor/overview"],
    ["control character", "/a\nb"],
    ["tab smuggling", "/\t/evil.example"],
    ["not a string", 42],
    ["empty", ""],
  ])("refuses %s", (_, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it("builds the sign-in address with the path to come back to", () => {
    expect(signInUrl("/auth/signin", "/rs-regal/quote?x=1")).toBe(
      "/auth/signin?redirectTo=%2Frs-regal%2Fquote%3Fx%3D1",
    );
  });
});

describe("session cookies", () => {
  it("finds the contexts a Cookie header carries sessions for, in header order", () => {
    expect(
      contextsWithSessionCookie(
        "theme=dark; auth-main.session_token=abc; __Secure-auth-discount-retail.session_token=def; auth-app2.session_data=x",
      ),
    ).toEqual(["discount-retail", "main"]);
    expect(contextsWithSessionCookie("auth-unknown.session_token=1; xauth-main.session_token=2")).toEqual([]);
    expect(contextsWithSessionCookie(null)).toEqual([]);
  });
});

import * as fc from "fast-check";
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
    ["a dot segment hiding //", "/.//evil.example"],
    ["a parent segment hiding //", "/..//evil.example/x"],
    ["a collapsed folder hiding //", "/a/..//evil.example"],
    ["an encoded dot segment hiding //", "/%2e//evil.example"],
    ["an encoded parent segment hiding //", "/a/%2E%2e//evil.example"],
    ["not a string", 42],
    ["empty", ""],
  ])("refuses %s", (_, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it("never leaves the site, whatever the path: dot segments, encodings, backslashes, control characters", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "",
        ".",
        "..",
        "%2e",
        "%2E",
        "%2e%2e",
        ".%2e",
        "%2f",
        "%2F",
        "%5c",
        "\\",
        "/",
        "//",
        "@",
        ":",
        "?",
        "#",
        "%00",
        "%0d%0a",
        "\t",
        "\n",
        "\r",
        "\u0000",
        "\u007f",
        "\u00a0",
        "\u3002",
        "evil.example",
        "evil.example:443",
        "http:",
        "https:",
        "javascript:",
        "user@evil.example",
        "Pepkor",
        "overview",
      ),
      fc.string({ maxLength: 6 }),
      // Any UTF-16 unit, lone surrogates included (fast-check's "binary" unit is far slower).
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 4 }),
    );
    const start = fc.constantFrom("/", "//", "/\\", "\\", "", "/./", "/../", "http://", "/%2f");
    const separator = fc.constantFrom("/", "/", "", "\\");
    const path = fc
      .tuple(start, fc.array(fc.tuple(piece, separator), { maxLength: 8 }))
      .map(([first, rest]) => first + rest.map(([p, sep]) => p + sep).join(""));
    fc.assert(
      fc.property(
        path,
        fc.constantFrom("https://www.example.co.za", "https://www.example.co.za/auth/signin?x=1"),
        (value, base) => {
          const safe = safeRedirectPath(value);
          if (safe === undefined) return;
          // As a browser reads the Location header: the same site, the same path.
          const followed = new URL(safe, base);
          expect(followed.origin, value).toBe("https://www.example.co.za");
          expect(`${followed.pathname}${followed.search}${followed.hash}`, value).toBe(safe);
          expect(safe.startsWith("/") && !safe.startsWith("//"), value).toBe(true);
          // oxlint-disable-next-line no-control-regex -- looking for control characters is the point
          expect(/[\u0000-\u001f\u007f\\]/.test(safe), value).toBe(false);
          // Sanitising again changes nothing.
          expect(safeRedirectPath(safe)).toBe(safe);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("keeps every ordinary path as it is", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,6}=[A-Za-z0-9]{0,6}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, q) => {
        const value = `/${segments.join("/")}${q ? `?${q}` : ""}`;
        expect(safeRedirectPath(value)).toBe(value);
      }),
    );
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

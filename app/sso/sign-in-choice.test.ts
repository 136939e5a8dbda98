import { describe, expect, it } from "vitest";

import { chooseSignIn } from "./sign-in-choice.ts";

const open = { domains: ["pepkor.co.za"], passwordsAllowed: true };
const closed = { domains: ["pepkor.co.za"], passwordsAllowed: false };

describe("the e-mail-first decision", () => {
  it("signs in with a password where the context has no provider", () => {
    expect(chooseSignIn("jane@pepkor.co.za", undefined, false)).toEqual({ kind: "password" });
  });

  it("sends an address of the provider's domains to the provider", () => {
    expect(chooseSignIn("jane@pepkor.co.za", open, false)).toEqual({ kind: "provider" });
    expect(chooseSignIn("Jane@Pepkor.co.za", closed, false)).toEqual({ kind: "provider" });
  });

  it("lets any other address sign in with its password, whatever the domain's rule", () => {
    expect(chooseSignIn("broker@example.com", closed, false)).toEqual({ kind: "password" });
    expect(chooseSignIn("broker@example.com", closed, true)).toEqual({ kind: "password" });
    expect(chooseSignIn("jane@mail.pepkor.co.za", closed, true)).toEqual({ kind: "password" });
  });

  it("gives the provider's addresses their password only while the domain allows it", () => {
    expect(chooseSignIn("jane@pepkor.co.za", open, true)).toEqual({ kind: "password" });
    expect(chooseSignIn("jane@pepkor.co.za", closed, true)).toEqual({ kind: "passwords-off" });
  });
});

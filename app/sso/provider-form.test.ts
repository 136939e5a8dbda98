import { describe, expect, it } from "vitest";

import { parseIssuer, parseProviderForm } from "./provider-form.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const good = {
  issuer: "https://login.microsoftonline.com/0000-tenant/v2.0/",
  clientId: "client-1",
  clientSecret: "secret",
  domains: "pepkor.co.za\npepkor.com",
  passwordsAllowed: "on",
};

describe("the identity provider form", () => {
  it("takes an https issuer (http only on this machine), without a trailing slash, query or fragment", () => {
    expect(parseIssuer("https://idp.example.com/")).toBe("https://idp.example.com");
    expect(parseIssuer("http://127.0.0.1:4455")).toBe("http://127.0.0.1:4455");
    expect(parseIssuer("http://idp.example.com")).toBeUndefined();
    expect(parseIssuer("https://idp.example.com/?x=1")).toBeUndefined();
    expect(parseIssuer("https://user:pw@idp.example.com")).toBeUndefined();
    expect(parseIssuer("idp.example.com")).toBeUndefined();
  });

  it("gives the provider as it will be saved", () => {
    expect(parseProviderForm(form(good), false)).toEqual({
      ok: true,
      input: {
        issuer: "https://login.microsoftonline.com/0000-tenant/v2.0",
        clientId: "client-1",
        clientSecret: "secret",
        domains: ["pepkor.co.za", "pepkor.com"],
        allowedOrigins: [],
        passwordsAllowed: true,
      },
    });
  });

  it("takes other origins for the provider's endpoints as origins only, leaving out the issuer's own (decision 0050)", () => {
    const result = parseProviderForm(
      form({
        ...good,
        allowedOrigins: "https://login.pepkor.example/\nhttps://login.microsoftonline.com, https://keys.pepkor.example",
      }),
      false,
    );
    expect(result.ok && result.input.allowedOrigins).toEqual([
      "https://login.pepkor.example",
      "https://keys.pepkor.example",
    ]);
    for (const wrong of ["http://login.pepkor.example", "https://login.pepkor.example/path", "login.pepkor.example"]) {
      const refused = parseProviderForm(form({ ...good, allowedOrigins: wrong }), false);
      expect(refused.ok ? undefined : refused.errors.allowedOrigins, wrong).toMatch(/^Not an origin/);
    }
  });

  it("needs a secret for a new provider, and keeps the saved one when it is left empty on a change", () => {
    const blank = form({ ...good, clientSecret: "", passwordsAllowed: "" });
    expect(parseProviderForm(blank, false)).toMatchObject({
      ok: false,
      errors: { clientSecret: expect.stringMatching(/client secret/) },
    });
    const kept = parseProviderForm(blank, true);
    expect(kept.ok && kept.input.clientSecret).toBe(undefined);
    expect(kept.ok && kept.input.passwordsAllowed).toBe(false);
  });

  it("says what is wrong and gives back everything typed but the secret", () => {
    const result = parseProviderForm(
      form({ issuer: "ftp://x", clientId: "", clientSecret: "typed", domains: "pepkor.co.za, not a domain" }),
      false,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).toSorted()).toEqual(["clientId", "domains", "issuer"]);
    expect(result.errors.domains).toContain("not");
    expect(result.values).toEqual({
      issuer: "ftp://x",
      clientId: "",
      domains: "pepkor.co.za, not a domain",
      allowedOrigins: "",
      passwordsAllowed: false,
    });
    expect(JSON.stringify(result.values)).not.toContain("typed");
  });
});

import { describe, expect, it } from "vitest";

import { domainAllowed, emailDomain, normaliseDomain, normaliseEmail, parseDomains } from "./domains.ts";

describe("e-mail domains", () => {
  it("reads a list typed one per line, with commas, an @ in front or capitals, once each", () => {
    expect(parseDomains("Pepkor.co.za\n@pepkor.com, pepkor.co.za ;  ackermans.co.za\n")).toEqual({
      domains: ["pepkor.co.za", "pepkor.com", "ackermans.co.za"],
      invalid: [],
    });
  });

  it("names what is not a domain, as typed", () => {
    expect(parseDomains("pepkor.co.za https://x.com localhost 10.0.0.1 -bad.com").invalid).toEqual([
      "https://x.com",
      "localhost",
      "10.0.0.1",
      "-bad.com",
    ]);
    expect(normaliseDomain("a.b.")).toBe("a.b");
  });

  it("finds an address's domain, lower-cased, and nothing for what is not an address", () => {
    expect(emailDomain(" Jane.Doe@Pepkor.CO.ZA ")).toBe("pepkor.co.za");
    expect(emailDomain("@pepkor.co.za")).toBeUndefined();
    expect(emailDomain("jane")).toBeUndefined();
  });

  it("matches a domain exactly: not a subdomain, not a longer name ending in it", () => {
    const domains = ["pepkor.co.za"];
    expect(domainAllowed("jane@pepkor.co.za", domains)).toBe(true);
    expect(domainAllowed("JANE@PEPKOR.CO.ZA", domains)).toBe(true);
    expect(domainAllowed("jane@mail.pepkor.co.za", domains)).toBe(false);
    expect(domainAllowed("jane@notpepkor.co.za", domains)).toBe(false);
    expect(domainAllowed("jane@pepkor.co.za.evil.com", domains)).toBe(false);
    expect(domainAllowed("pepkor.co.za@evil.com", domains)).toBe(false);
    expect(domainAllowed("jane@pepkor.co.za", [])).toBe(false);
  });

  it("normalises an address before it is matched to a domain or an account (decision 0050)", () => {
    expect(normaliseEmail(" Alice@SSO.test. ")).toBe("alice@sso.test");
    // Unicode compatibility forms: full-width letters are the letters.
    expect(normaliseEmail("ａｌｉｃｅ@ｓｓｏ.test")).toBe("alice@sso.test");
    expect(domainAllowed("alice@sso.test.", ["sso.test"])).toBe(true);
    expect(domainAllowed("ａlice@ｓｓｏ.test", ["sso.test"])).toBe(true);
  });
});

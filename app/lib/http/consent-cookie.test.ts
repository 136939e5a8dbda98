import { describe, expect, it } from "vitest";

import { consentChoiceIn, consentCookie } from "./consent-cookie.ts";

describe("the consent cookie", () => {
  it("is read from a Cookie header among others, and only with a value it could have been given", () => {
    expect(consentChoiceIn("a=1; kopano-consent=granted; b=2")).toBe("granted");
    expect(consentChoiceIn("kopano-consent=denied")).toBe("denied");
    expect(consentChoiceIn("kopano-consent=yes")).toBeUndefined();
    expect(consentChoiceIn("not-kopano-consent=granted")).toBeUndefined();
    expect(consentChoiceIn(undefined)).toBeUndefined();
  });

  it("is kept a year, site-wide, readable by the head script, Secure over HTTPS", () => {
    expect(consentCookie("denied", false)).toBe("kopano-consent=denied; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(consentCookie("granted", true)).toMatch(/^kopano-consent=granted; .*; Secure$/);
    expect(consentCookie("granted", true)).not.toMatch(/HttpOnly/);
  });
});

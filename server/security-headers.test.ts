import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("security headers", () => {
  it("allow scripts only from this origin or with the response's nonce", () => {
    const csp = contentSecurityPolicy("abc123", { production: true, tagManager: false });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "frame-src")).toBe(
      "frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com",
    );
  });

  it("allow a prerendered page's inline scripts and styles by their hashes, with no nonce", () => {
    const csp = contentSecurityPolicy(
      { scripts: ["'sha256-AAAA'", "'sha256-BBBB'"], styles: ["'sha256-CCCC'"] },
      { production: true, tagManager: true },
    );
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' https://www.googletagmanager.com https://*.google-analytics.com",
    );
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'sha256-CCCC'");
    expect(csp).not.toMatch(/nonce|unsafe-inline|unsafe-eval|strict-dynamic/);
  });

  it("admit the tag manager and asset host only when configured", () => {
    const plain = contentSecurityPolicy("n", { production: true, tagManager: false });
    expect(plain).not.toContain("googletagmanager");
    const configured = contentSecurityPolicy("n", {
      production: true,
      tagManager: true,
      assetOrigin: "https://cdn.example.net",
    });
    expect(directive(configured, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(configured, "img-src")).toContain("https://cdn.example.net");
  });

  it("send HSTS in production only", () => {
    expect(securityHeaders("n", { production: true, tagManager: false })["Strict-Transport-Security"]).toMatch(
      /max-age=\d+/,
    );
    expect(securityHeaders("n", { production: false, tagManager: false })["Strict-Transport-Security"]).toBeUndefined();
  });
});

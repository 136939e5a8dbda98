import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { clientAddress, isCrossSite } from "./app-server.ts";

function req(method: string, headers: Record<string, string>, remoteAddress = "192.0.2.7"): IncomingMessage {
  return { method, headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe("cross-site requests", () => {
  const site = "https://www.example.co.za";

  it("refuses a post from another origin, or one the browser marks cross-site", () => {
    expect(isCrossSite(req("POST", { origin: "https://evil.example", host: "www.example.co.za" }), site)).toBe(true);
    expect(isCrossSite(req("POST", { "sec-fetch-site": "cross-site", host: "www.example.co.za" }), site)).toBe(true);
    expect(isCrossSite(req("POST", { origin: "null", host: "www.example.co.za" }), site)).toBe(true);
  });

  it("accepts the site's own origin (configured or as addressed) and requests that change nothing", () => {
    expect(isCrossSite(req("POST", { origin: site, host: "internal:3000" }), site)).toBe(false);
    expect(isCrossSite(req("POST", { origin: "http://localhost:3000", host: "localhost:3000" }), site)).toBe(false);
    expect(isCrossSite(req("GET", { origin: "https://evil.example" }), site)).toBe(false);
    // No browser marks: a script or a test, not a forged form.
    expect(isCrossSite(req("POST", {}), site)).toBe(false);
  });
});

describe("client address", () => {
  it("is the socket's unless a proxy is trusted, then the last forwarded address", () => {
    const forwarded = req("GET", { "x-forwarded-for": "203.0.113.9, 198.51.100.4" });
    expect(clientAddress(forwarded, false)).toBe("192.0.2.7");
    expect(clientAddress(forwarded, true)).toBe("198.51.100.4");
    expect(clientAddress(req("GET", {}), true)).toBe("192.0.2.7");
  });
});

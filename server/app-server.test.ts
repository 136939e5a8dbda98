import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";

import { describe, expect, it } from "vitest";

import { clientAddress, isCrossSite, readBody, validHost } from "./app-server.ts";

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

describe("Host headers", () => {
  it("takes a name, an address or a bracketed IPv6 address, with a port", () => {
    for (const host of ["localhost", "localhost:3000", "www.example.co.za", "127.0.0.1:80", "[::1]:3000", undefined]) {
      expect(validHost(host), String(host)).toBe(true);
    }
  });

  it("refuses what would break the request's address", () => {
    for (const host of [
      "a b",
      "localhost/x",
      "[::1",
      "",
      "user@evil.example",
      "a:b:c",
      "-x",
      "x:99999999",
      "é.example",
    ]) {
      expect(validHost(host), host).toBe(false);
    }
  });
});

/** A request whose body arrives as the test writes it. */
function incoming(headers: Record<string, string> = {}) {
  const body = new PassThrough();
  return { message: Object.assign(body, { headers }) as unknown as IncomingMessage, body };
}

describe("reading a body", () => {
  it("reads a body within the limit whole", async () => {
    const { message, body } = incoming();
    const read = readBody(message, { maxBytes: 10, deadlineMs: 1000 });
    body.end("a=1&b=2");
    expect(((await read) as Buffer).toString()).toBe("a=1&b=2");
  });

  it("refuses a body that says it is too large before reading any of it", async () => {
    const { message, body } = incoming({ "content-length": String(50 * 1024 * 1024) });
    body.write("x".repeat(100));
    expect(await readBody(message, { maxBytes: 10, deadlineMs: 1000 })).toBe("too-large");
    expect(body.readableLength).toBe(100);
    expect(body.listenerCount("data")).toBe(0);
  });

  it("stops at the first byte past the limit when no length was given", async () => {
    const { message, body } = incoming();
    const read = readBody(message, { maxBytes: 10, deadlineMs: 1000 });
    body.write("x".repeat(8));
    body.write("x".repeat(8));
    expect(await read).toBe("too-large");
    // Nothing more is taken from the client: the stream is paused and no one listens.
    expect(body.isPaused()).toBe(true);
    expect(body.listenerCount("data")).toBe(0);
  });

  it("gives up on a body still arriving at the deadline, and on a client that went away", async () => {
    const slow = incoming();
    const read = readBody(slow.message, { maxBytes: 1000, deadlineMs: 50 });
    slow.body.write("name=sl");
    expect(await read).toBe("too-slow");
    const gone = incoming();
    const reading = readBody(gone.message, { maxBytes: 1000, deadlineMs: 1000 });
    gone.body.destroy();
    expect(await reading).toBe("gone");
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildFileServer } from "./build-files.ts";
import { securityHeaders } from "./security-headers.ts";
import { indexStaticFiles } from "./static-files.ts";

/**
 * The build's files as the server answers them (server/app-server.ts: the security headers first, then the
 * file): its images, the e-mails' logo among them, may be shown by other sites (issue 36: webmail, feed
 * readers); nothing else of it is.
 */

let server: Server;
let origin: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "build-files-"));
  for (const dir of ["images/email", "images/scenes", "documents", "assets", "about"]) {
    mkdirSync(join(root, dir), { recursive: true });
  }
  writeFileSync(join(root, "images", "email", "logo.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  writeFileSync(join(root, "images", "scenes", "hailstorm-640.webp"), "RIFF....WEBP");
  writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(root, "assets", "logo-AbC123.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(root, "assets", "app-AbC123.js"), "export {}");
  writeFileSync(join(root, "documents", "paia-manual.pdf"), "%PDF-1.7");
  writeFileSync(join(root, "about", "index.html"), "<p>About</p>");
  const files = indexStaticFiles(root, "__N__", () => "script-src 'self'");
  const serve = buildFileServer(root);
  server = createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders("n", { production: true, tagManager: false }))) {
      res.setHeader(name, value);
    }
    const file = files.get(req.url ?? "/");
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void serve(req, res, file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policyOf = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(origin + path, { headers });
  await answer.arrayBuffer();
  return {
    status: answer.status,
    policy: answer.headers.get("cross-origin-resource-policy"),
    etag: answer.headers.get("etag"),
  };
};

describe("the build's files and other sites", () => {
  it("let other sites show the e-mails' logo, also when a webmail proxy asks again by its ETag", async () => {
    const logo = await policyOf("/images/email/logo.png");
    expect(logo).toMatchObject({ status: 200, policy: "cross-origin" });
    expect(await policyOf("/images/email/logo.png", { "If-None-Match": logo.etag! })).toMatchObject({
      status: 304,
      policy: "cross-origin",
    });
  });

  it("let other sites show every picture of the build, hashed or not", async () => {
    for (const path of ["/images/scenes/hailstorm-640.webp", "/favicon.svg", "/assets/logo-AbC123.svg"]) {
      expect(await policyOf(path), path).toMatchObject({ status: 200, policy: "cross-origin" });
    }
  });

  it("keep everything else to this site: pages, scripts, documents", async () => {
    for (const path of ["/about", "/assets/app-AbC123.js", "/documents/paia-manual.pdf"]) {
      expect(await policyOf(path), path).toMatchObject({ status: 200, policy: "same-origin" });
    }
  });
});

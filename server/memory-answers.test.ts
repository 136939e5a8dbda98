import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as app from "#app/serving.server.ts";
import { createAppServer } from "./app-server.ts";
import { acceptedCoding, type MemoryAnswer } from "./memory-answers.ts";

const dir = mkdtempSync(join(tmpdir(), "memory-answers-test-"));
const script = Buffer.from(`console.log(${JSON.stringify("x".repeat(2000))});\n`);
mkdirSync(join(dir, "assets"));
writeFileSync(join(dir, "assets", "entry-AbC123.js"), script);
writeFileSync(join(dir, "assets", "entry-AbC123.js.br"), brotliCompressSync(script));
writeFileSync(join(dir, "assets", "entry-AbC123.js.gz"), gzipSync(script));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>Home</title><script>1</script>");

const lines: string[] = [];
const server = createAppServer({
  build: { routes: {} } as unknown as ServerBuild,
  app,
  clientDir: dir,
  security: { production: true, tagManager: false },
  siteOrigin: "http://localhost",
  log: (line) => lines.push(line),
});
let port = 0;

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** A response as sent (fetch would decode the body). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("hashed assets from memory", () => {
  it("sends the build's brotli, gzip or plain bytes, cached for a year, with every security header", async () => {
    const br = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toEqual(brotliCompressSync(script));
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers["strict-transport-security"]).toContain("max-age=");
    expect(br.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(br.headers["content-security-policy"]).not.toContain("nonce");

    const gz = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toEqual(gzipSync(script));
    const plain = await get("/assets/entry-AbC123.js", { "accept-encoding": "br;q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);
    expect(Number(plain.headers["content-length"])).toBe(script.length);
    // Each representation has a validator of its own, and a client holding it is told so.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await get("/assets/entry-AbC123.js", {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/assets/entry-AbC123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("a prerendered page keeps its hash policy, and is logged and counted like any answer", async () => {
    const before = lines.length;
    const page = await get("/", { "accept-encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-security-policy"]).toContain("'sha256-");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    for (let i = 0; i < 50 && lines.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ method: "GET", path: "/", status: 200 });
  });

  it("a path outside the build is not answered from memory", async () => {
    expect((await get("/assets/missing.js")).status).not.toBe(200);
  });
});

describe("the accepted coding", () => {
  const both = { br: {}, gzip: {} } as unknown as MemoryAnswer;
  it("reads the common headers quickly and weighted ones fully", () => {
    expect(acceptedCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(acceptedCoding("gzip", both)).toBe("gzip");
    expect(acceptedCoding("brotli", both)).toBeUndefined();
    expect(acceptedCoding("br;q=0, gzip;q=0.5", both)).toBe("gzip");
    expect(acceptedCoding("br;q=0.0, gzip;q=0", both)).toBeUndefined();
    expect(acceptedCoding(undefined, both)).toBeUndefined();
    expect(acceptedCoding("br", { gzip: {} } as unknown as MemoryAnswer)).toBeUndefined();
  });
});

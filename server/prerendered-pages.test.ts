import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  inlineHashes,
  matchesEtag,
  PAGE_CACHE_CONTROL,
  preparePage,
  removeNonces,
  servePage,
  type PrerenderedPage,
} from "./prerendered-pages.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { negotiateEncoding } from "./static-files.ts";

describe("removing the nonce placeholder", () => {
  it("takes out every nonce attribute the renderer wrote", () => {
    const html = '<link nonce="__N__" rel="preload"/><script nonce="__N__">a()</script><link rel="x" nonce="__N__"/>';
    expect(removeNonces(html, "__N__")).toBe('<link rel="preload"/><script>a()</script><link rel="x"/>');
  });

  it("refuses a page with the placeholder anywhere else, which no policy could make run", () => {
    expect(() => removeNonces("<script>const n = '__N__'</script>", "__N__")).toThrow(/placeholder/);
  });
});

describe("hashes of inline scripts and styles", () => {
  it("hash the exact text between the tags, as the CSP specification's own example", () => {
    expect(inlineHashes("<script>alert('Hello, world.');</script>").scripts).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("cover classic and module scripts and styles; not external scripts or data blocks; each once", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import("/assets/x.js");</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
      "<SCRIPT TYPE='text/javascript'>b()</SCRIPT >",
      "<style>.x{color:red}</style>",
    ].join("");
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toHaveLength(3);
    expect(hashes.styles).toHaveLength(1);
    expect(hashes.scripts).toEqual(
      ["window.a = 1;", 'import("/assets/x.js");', "b()"].map(
        (text) => inlineHashes(`<script>${text}</script>`).scripts[0],
      ),
    );
  });
});

describe("validators", () => {
  it("match the tag itself, any of a list, a weak form of it, or *", () => {
    expect(matchesEtag('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag("*", '"abc-br"')).toBe(true);
    expect(matchesEtag('"abc"', '"abc-br"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe("serving a prerendered page", () => {
  const html =
    '<!DOCTYPE html><html><head><script nonce="__N__">window.consent = "unset";</script></head>' +
    `<body>${"<p>Cover for every fleet.</p>".repeat(100)}<script nonce="__N__" type="module">import("/assets/a.js");</script></body></html>`;
  const stripped = html.replaceAll(' nonce="__N__"', "");
  let page: PrerenderedPage;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    page = preparePage(html, {}, "__N__", (inline) =>
      contentSecurityPolicy(inline, { production: true, tagManager: true }),
    );
    server = createServer((req, res) =>
      servePage(req, res, page, negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"])),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request (fetch would decode the body and hide Content-Encoding). */
  function get(headers: Record<string, string>, method = "GET") {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends brotli to a browser that takes it, with a validator, cacheable by a CDN, and a hash policy", async () => {
    const response = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(stripped);
    expect(response.headers.etag).toMatch(/^"[\w-]{22}-br"$/);

    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))![1]!.split(" ");
    expect(scriptSrc).toEqual([
      "'self'",
      ...inlineHashes('<script>window.consent = "unset";</script><script>import("/assets/a.js");</script>').scripts,
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
    ]);
    expect(response.headers["content-security-policy"]).not.toMatch(/nonce|unsafe-inline/);
  });

  it("sends gzip, or the page as it is, each with a validator of its own", async () => {
    const gzip = await get({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(stripped);
    const identity = await get({});
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(stripped);
    const brotli = await get({ "accept-encoding": "br" });
    expect(new Set([gzip.headers.etag, identity.headers.etag, brotli.headers.etag]).size).toBe(3);
  });

  it("answers 304 with no body to a client that has this copy, and 200 to one with another", async () => {
    const first = await get({ "accept-encoding": "br, gzip" });
    const again = await get({ "accept-encoding": "br, gzip", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // The brotli copy's tag does not stand for the gzip one.
    const other = await get({ "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(stripped);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await get({ "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(page.encoded.br!.body.length);
  });
});

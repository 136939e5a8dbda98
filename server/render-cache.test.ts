import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { inlineHashes, type InlineHashes } from "./prerendered-pages.ts";
import { RenderCache } from "./render-cache.ts";

describe("render cache", () => {
  const policyFor = (inline: InlineHashes) => `script-src 'self' ${inline.scripts.join(" ")}`;

  it("keeps a page for its seconds, without the nonce it was rendered with, its scripts named by their hashes", () => {
    let now = 1_000;
    const cache = new RenderCache(() => now);
    const body = Buffer.from('<script nonce="N0NCE">a</script><style nonce="N0NCE"></style>');
    const headers: [string, string][] = [["content-type", "text/html; charset=utf-8"]];
    cache.set("/media/news/2026", { status: 200, headers, body }, "N0NCE", 2, policyFor);
    const entry = cache.get("/media/news/2026")!;
    expect(entry.identity.body.toString()).toBe("<script>a</script><style></style>");
    expect(entry.policy).toBe(`script-src 'self' ${inlineHashes("<script>a</script>").scripts[0]}`);
    expect(brotliDecompressSync(entry.encoded.br.body).equals(entry.identity.body)).toBe(true);
    expect(gunzipSync(entry.encoded.gzip.body).equals(entry.identity.body)).toBe(true);
    expect(new Set([entry.identity.etag, entry.encoded.br.etag, entry.encoded.gzip.etag]).size).toBe(3);
    now += 1_999;
    expect(cache.get("/media/news/2026")).toBeDefined();
    now += 1;
    expect(cache.get("/media/news/2026")).toBeUndefined();
    // Out of date, but known as a page that is kept: the server has its visitors wait for one new render.
    expect(cache.kept("/media/news/2026")).toBe(true);
    expect(cache.kept("/media/news/2024")).toBe(false);
  });

  it("keeps other types as they are, under the request's own policy", () => {
    const cache = new RenderCache();
    const body = Buffer.from('<?xml version="1.0"?><feed/>');
    cache.set(
      "/media/news/feed.xml",
      { status: 200, headers: [["content-type", "application/atom+xml"]], body },
      "N",
      2,
      policyFor,
    );
    const entry = cache.get("/media/news/feed.xml")!;
    expect(entry.identity.body.equals(body)).toBe(true);
    expect(entry.policy).toBeUndefined();
  });

  it("does not keep a page that carries its nonce outside nonce attributes", () => {
    const cache = new RenderCache();
    const body = Buffer.from('<script nonce="N0NCE">window.n = "N0NCE"</script>');
    cache.set("/x", { status: 200, headers: [["content-type", "text/html"]], body }, "N0NCE", 2, policyFor);
    expect(cache.get("/x")).toBeUndefined();
  });

  it("keeps only plain 200s that ask to be kept, without cookies", () => {
    const ok = new Response("x", { headers: { "x-render-cache": "2" } });
    expect(RenderCache.ttlOf(ok)).toBe(2);
    expect(RenderCache.ttlOf(new Response("x"))).toBe(0);
    expect(RenderCache.ttlOf(new Response("x", { status: 404, headers: { "x-render-cache": "2" } }))).toBe(0);
    const withCookie = new Response("x", {
      headers: [
        ["x-render-cache", "2"],
        ["set-cookie", "a=b"],
      ],
    });
    expect(RenderCache.ttlOf(withCookie)).toBe(0);
  });

  it("keeps a page rendered for one visitor only when it is a plain 200 HTML page without cookies", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(RenderCache.personalTtlOf(new Response("x", { headers: html }), 10)).toBe(10);
    expect(RenderCache.personalTtlOf(new Response("x", { headers: html }), 600)).toBe(60);
    // A redirect to sign in, a refusal, a refreshed session's cookie, the route's data: rendered afresh each time.
    expect(RenderCache.personalTtlOf(new Response(null, { status: 302, headers: { location: "/x" } }), 10)).toBe(0);
    expect(RenderCache.personalTtlOf(new Response("x", { status: 403, headers: html }), 10)).toBe(0);
    const refreshed = new Response("x", { headers: [...Object.entries(html), ["set-cookie", "a=b"]] });
    expect(RenderCache.personalTtlOf(refreshed, 10)).toBe(0);
    expect(RenderCache.personalTtlOf(new Response("x", { headers: { "content-type": "text/x-script" } }), 10)).toBe(0);
  });
});

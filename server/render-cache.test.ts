import { describe, expect, it } from "vitest";

import { RenderCache } from "./render-cache.ts";

describe("render cache", () => {
  it("keeps a page for its seconds and gives each visitor their own nonce", () => {
    let now = 1_000;
    const cache = new RenderCache(() => now);
    const body = Buffer.from('<script nonce="N0NCE">a</script><style nonce="N0NCE"></style>');
    cache.set("/media/news/2026", 200, [["content-type", "text/html"]], body, "N0NCE", 2);
    const entry = cache.get("/media/news/2026")!;
    expect(RenderCache.body(entry, "fresh").toString()).toBe(
      '<script nonce="fresh">a</script><style nonce="fresh"></style>',
    );
    now += 1_999;
    expect(cache.get("/media/news/2026")).toBeDefined();
    now += 1;
    expect(cache.get("/media/news/2026")).toBeUndefined();
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
});

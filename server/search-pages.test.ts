import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, it } from "vitest";

import { SEARCH_RATE_LIMIT, SearchLimiter, SUGGEST_RATE_LIMIT } from "#app/search/limits.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { SearchPages, type SearchPageHandlers } from "./search-pages.ts";

/** A look at the index that finds nothing new. */
const noChange = () => Promise.resolve();

// Where these tests put a visitor's address; the server passes the one it read from the connection.
const ADDRESS = "x-test-client-address";

describeEachDatabase("search pages kept per query on $name", (testDb) => {
  const database = suiteDatabase(testDb);
  let limiter: SearchLimiter;
  let generation = 0;
  /** What the app's look at the index does before a kept page is looked up (app/search/follow.server.ts). */
  let follow: () => Promise<void> = noChange;
  /** What reached "React Router": the address and whether the server offered to keep the page. */
  let renders: { url: string; kept: boolean }[] = [];
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    const pages = new SearchPages({
      policyFor: (inline) => `script-src ${inline.scripts.join(" ")}`,
      count: (kind, address) => limiter.take(database(), kind, address),
      refused: (kind, address) => limiter.refusedFor(kind, address),
      generation: () => generation,
      follow: () => follow(),
    });
    server = createServer((req, res) => {
      const nonce = `nonce${renders.length}`;
      // The app's side, as serveApp and the route do it: the visitor counted, then the results, kept when the
      // server offered a place for them, or the refusal.
      const handlers: SearchPageHandlers = {
        render: async (cache) => {
          renders.push({ url: req.url!, kept: Boolean(cache) });
          const { allowed } = await limiter.take(database(), "search", String(req.headers[ADDRESS]));
          if (!allowed) {
            res.writeHead(429).end("You have searched many times in the last minute.");
            return;
          }
          const html = `<!doctype html><p>render ${renders.length}</p><script nonce="${nonce}">go()</script>`;
          cache?.store.set(
            cache.key,
            { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(html) },
            nonce,
            60,
            cache.policyFor,
          );
          res.setHeader("Content-Type", "text/html");
          res.end(html);
        },
        serve: (page) => {
          res.setHeader("X-Kept", "yes");
          res.setHeader("Content-Security-Policy", page.policy ?? "");
          res.end(page.identity.body);
        },
      };
      void pages.answer(req, res, String(req.headers[ADDRESS]), handlers).then((answered) => {
        if (!answered) res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const get = (path: string, address: string) => fetch(origin + path, { headers: { [ADDRESS]: address } });
  const countOf = async (key: string) =>
    Number(
      (await database().db.selectFrom("form_rate_limits").select("count").where("key", "=", key).executeTakeFirst())
        ?.count ?? 0,
    );

  it("renders a query's page once, then sends it to every visitor who asks it, counting each one", async () => {
    limiter = new SearchLimiter();
    renders = [];
    const first = await get("/search?q=PAIA%20manual", "192.0.2.1");
    expect(await first.text()).toContain("render 1");
    expect(renders).toEqual([{ url: "/search?q=PAIA%20manual", kept: true }]);
    // Spelt otherwise, the same query as the page shows it; another visitor.
    const second = await get("/search?q=++PAIA+manual+&utm_source=x", "192.0.2.2");
    expect(second.headers.get("x-kept")).toBe("yes");
    const html = await second.text();
    expect(html).toContain("render 1");
    // Kept without the nonce it was rendered with, under a policy of hashes.
    expect(html).not.toContain("nonce0");
    expect(second.headers.get("content-security-policy")).toMatch(/sha256-/);
    expect(renders).toHaveLength(1);
    expect(await countOf("search:192.0.2.1")).toBe(1);
    expect(await countOf("search:192.0.2.2")).toBe(1);
    // Another query, or another page of this one, is a page of its own.
    await get("/search?q=paia+manual", "192.0.2.2");
    await get("/search?q=PAIA+manual&page=2", "192.0.2.2");
    expect(renders).toHaveLength(3);
  });

  it("sends an address over its limit to the route, which refuses it, never the kept page", async () => {
    limiter = new SearchLimiter();
    renders = [];
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      const response = await get("/search?q=fleet", "198.51.100.3");
      expect(response.status).toBe(200);
    }
    expect(renders).toHaveLength(1);
    // The 31st: counted, refused, and handed on without a place to keep it (the route says why, from memory).
    const refused = await get("/search?q=fleet", "198.51.100.3");
    expect(refused.headers.get("x-kept")).toBeNull();
    expect(renders).toEqual([
      { url: "/search?q=fleet", kept: true },
      { url: "/search?q=fleet", kept: false },
    ]);
    expect(limiter.refusedFor("search", "198.51.100.3")).toBeGreaterThan(0);
    // Another address still gets the kept page.
    expect((await get("/search?q=fleet", "198.51.100.4")).headers.get("x-kept")).toBe("yes");
  });

  it("never sends a page kept before the index changed", async () => {
    limiter = new SearchLimiter();
    renders = [];
    await get("/search?q=excess", "203.0.113.5");
    expect((await get("/search?q=excess", "203.0.113.6")).headers.get("x-kept")).toBe("yes");
    generation += 1;
    const after = await get("/search?q=excess", "203.0.113.7");
    expect(after.headers.get("x-kept")).toBeNull();
    expect(renders.map((r) => r.kept)).toEqual([true, true]);
  });

  it("looks at the index before a kept page: a change it finds (a scheduled article come due) is rendered afresh", async () => {
    limiter = new SearchLimiter();
    renders = [];
    await get("/search?q=demurrage", "203.0.113.15");
    expect((await get("/search?q=demurrage", "203.0.113.16")).headers.get("x-kept")).toBe("yes");
    // The look finds the index changed, as another copy or the clock left it: the generation moves.
    follow = async () => {
      generation += 1;
    };
    try {
      expect((await get("/search?q=demurrage", "203.0.113.17")).headers.get("x-kept")).toBeNull();
    } finally {
      follow = noChange;
    }
    expect(renders.map((r) => r.kept)).toEqual([true, true]);
  });

  it("refuses suggestions to an address already refused without handing them on, and says why", async () => {
    limiter = new SearchLimiter();
    renders = [];
    const address = "203.0.113.9";
    for (let i = 0; i <= SUGGEST_RATE_LIMIT.max; i++) await limiter.take(database(), "suggest", address);
    const counted = await countOf(`suggest:${address}`);
    const response = await get("/search/suggest?q=%20Fleet%20cover", address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(await response.json()).toEqual({ kind: "limited", text: "Fleet cover", total: 0, results: [] });
    expect(renders).toHaveLength(0);
    expect(await countOf(`suggest:${address}`)).toBe(counted);
    // Another address's suggestions, and this address's search pages, go on to the route as before.
    expect((await get("/search/suggest?q=fleet", "203.0.113.10")).status).toBe(204);
  });

  it("leaves every other request to the route as before", async () => {
    limiter = new SearchLimiter();
    renders = [];
    for (const path of [
      "/search",
      "/search?q=%25%25",
      "/search?q=fleet&page=0",
      "/searching?q=fleet",
      "/",
      "//%E0%A4%A",
    ]) {
      expect((await get(path, "192.0.2.50")).status, path).toBe(204);
    }
    expect((await fetch(origin + "/search?q=fleet", { method: "HEAD" })).status).toBe(204);
    expect(renders).toHaveLength(0);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { metrics, setMetricsSources } from "#app/lib/server/metrics.server.ts";
import * as app from "#app/serving.server.ts";
import { createAppServer } from "./app-server.ts";

const TOKEN = "a-metrics-token-for-the-tests-only";
let ready = true;
let base = "";
const server = (() => {
  const clientDir = mkdtempSync(join(tmpdir(), "operations-test-"));
  mkdirSync(join(clientDir, "about"));
  writeFileSync(join(clientDir, "about", "index.html"), "<!doctype html><title>About</title>");
  return createAppServer({
    // /healthz, /readyz, /metrics and prerendered files never reach React Router.
    build: { routes: {} } as unknown as ServerBuild,
    app,
    clientDir,
    security: { production: true, tagManager: false },
    siteOrigin: "http://localhost",
    log: () => {},
    ready: () => Promise.resolve(ready),
    metricsToken: TOKEN,
  });
})();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setMetricsSources({
    outbox: () => Promise.resolve({ backlog: 3, oldestAgeSeconds: 42 }),
    database: () => ({ total: 10, idle: 7, waiting: 0 }),
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("readiness", () => {
  it("is 200 while the copy can serve and 503 when its database does not answer", async () => {
    ready = true;
    const up = await fetch(`${base}/readyz`);
    expect([up.status, await up.json()]).toEqual([200, { status: "ready" }]);
    ready = false;
    const down = await fetch(`${base}/readyz`);
    expect([down.status, await down.json()]).toEqual([503, { status: "unavailable" }]);
    // Liveness says nothing of the database: a copy whose database is away is alive, just not ready.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    ready = true;
  });
});

describe("metrics", () => {
  it("are refused without the bearer token, and with a wrong one", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN.replace("a", "b")}` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("count requests by kind of route, and read the outbox and the pool when scraped", async () => {
    await fetch(`${base}/about/`);
    await fetch(`${base}/about/`);
    metrics().signInFailures.inc({ context: "mining" });
    // A request is counted when its answer has been handed to the socket, which the client may see first.
    const scrape = async () => {
      const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      return answer.text();
    };
    let text = await scrape();
    for (let i = 0; i < 50 && !/kind="static",method="GET",status="200"\} 2$/m.test(text); i++) {
      await new Promise((r) => setTimeout(r, 20));
      text = await scrape();
    }
    expect(text).toMatch(/^http_requests_total\{kind="static",method="GET",status="200"\} 2$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{kind="static"\} 2$/m);
    expect(text).toMatch(/^sign_in_failures_total\{context="mining"\} 1$/m);
    expect(text).toMatch(/^outbox_backlog 3$/m);
    expect(text).toMatch(/^outbox_oldest_age_seconds 42$/m);
    expect(text).toMatch(/^database_pool_connections\{state="idle"\} 7$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The Buffers, told apart from the rest of the memory outside V8's heap (PGlite's, decision 0069).
    expect(text).toMatch(/^nodejs_array_buffers_bytes [1-9]\d*$/m);
    // Paths are never labels: they are unbounded and can name people.
    expect(text).not.toContain("/about");
  });
});

describe("metrics when no token is configured", () => {
  it("are not served at all", async () => {
    const closed = createAppServer({
      build: { routes: {} } as unknown as ServerBuild,
      app,
      clientDir: mkdtempSync(join(tmpdir(), "operations-test-")),
      security: { production: true, tagManager: false },
      siteOrigin: "http://localhost",
      log: () => {},
    });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const answer = await fetch(`http://127.0.0.1:${(closed.address() as AddressInfo).port}/metrics`);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(answer.status).toBe(404);
  });
});

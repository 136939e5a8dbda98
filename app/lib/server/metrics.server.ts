import { timingSafeEqual } from "node:crypto";

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The server's health in the Prometheus text format (`/metrics`, behind
 * METRICS_TOKEN): requests and latency by kind of route, sign-in failures,
 * the e-mail outbox's backlog and the age of its oldest message, and the
 * database pool, beside Node's own process figures. prom-client keeps the
 * figures; this module only names them (decision 0018).
 *
 * The server counts requests into the registry the routes count sign-in
 * failures into: it takes this module from the build, which loads it once
 * (app/serving.server.ts, decision 0028).
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<"kind" | "method" | "status">;
  duration: Histogram<"kind">;
  signInFailures: Counter<"context">;
  outboxBacklog: Gauge;
  outboxOldestAge: Gauge;
  databaseConnections: Gauge<"state">;
}

/** What the figures read from the database when scraped; set once the services are open. */
export interface MetricsSources {
  outbox(): Promise<{ backlog: number; oldestAgeSeconds: number }>;
  database(): { total: number; idle: number; waiting: number };
}

let made: Metrics | undefined;
let sourcesSet: MetricsSources | undefined;

const currentSources = () => sourcesSet;

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const figures: Metrics = {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by kind of route, method and status.",
      labelNames: ["kind", "method", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by kind of route.",
      labelNames: ["kind"],
      // From a prerendered page from memory (~1 ms) to a slow PDF or a sign-in (scrypt, ~100 ms) and beyond.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: "sign_in_failures_total",
      help: "Failed sign-ins (a wrong password or code), by sign-in context.",
      labelNames: ["context"],
      registers: [registry],
    }),
    outboxBacklog: new Gauge({
      name: "outbox_backlog",
      help: "E-mails written but not yet sent.",
      registers: [registry],
      async collect() {
        const outbox = await currentSources()?.outbox();
        if (outbox) this.set(outbox.backlog);
      },
    }),
    outboxOldestAge: new Gauge({
      name: "outbox_oldest_age_seconds",
      help: "Age of the oldest e-mail not yet sent (0 when none waits).",
      registers: [registry],
      async collect() {
        const outbox = await currentSources()?.outbox();
        if (outbox) this.set(outbox.oldestAgeSeconds);
      },
    }),
    databaseConnections: new Gauge({
      name: "database_pool_connections",
      help: "Database connections of this process: total, idle, and requests waiting for one.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const pool = currentSources()?.database();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    }),
  };
  // Not among prom-client's defaults: with `nodejs_external_memory_bytes` it tells the Buffers apart from the
  // rest of the memory V8 counts outside its heap, which on the embedded database is mostly PGlite's
  // WebAssembly memory (bench/memory.ts, decision 0069).
  registry.registerMetric(
    new Gauge({
      name: "nodejs_array_buffers_bytes",
      help: "Memory held by ArrayBuffers and Buffers (part of nodejs_external_memory_bytes).",
      registers: [],
      collect() {
        this.set(process.memoryUsage().arrayBuffers);
      },
    }),
  );
  return figures;
}

/** The process's metrics, made on first use. */
export function metrics(): Metrics {
  made ??= create();
  return made;
}

/** Where the scrape-time figures come from (the services, once open). */
export function setMetricsSources(sources: MetricsSources): void {
  sourcesSet = sources;
}

/**
 * Whether a request may read the metrics: `Authorization: Bearer <METRICS_TOKEN>`,
 * compared in constant time. No token configured: nobody may.
 */
export function metricsAuthorised(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The kind of route a request went to, for the request figures: a few fixed
 * values, never the path itself (paths are unbounded, and can name people).
 */
export type RouteKind = "health" | "metrics" | "static" | "page" | "data" | "api" | "staff" | "document";

export function routeKind(path: string, servedFromBuild: boolean): RouteKind {
  if (path === "/healthz" || path === "/readyz") return "health";
  if (path === "/metrics") return "metrics";
  if (servedFromBuild) return "static";
  if (path.startsWith("/api/")) return "api";
  if (path === "/staff" || path.startsWith("/staff/")) return "staff";
  if (path.endsWith(".pdf") || path.startsWith("/documents/")) return "document";
  if (path.endsWith(".data")) return "data";
  return "page";
}

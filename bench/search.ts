/**
 * `npm run bench:search`: site search on the production build and a fresh embedded database (the index built
 * at start), decisions 0014 and 0025. Two parts:
 *
 * - Throughput: a prerendered page, the search page and the as-you-type list, autocannon, 32 connections,
 *   10 s each, rotating through several queries (typos and synonyms included), and the search page with
 *   every query new (words the site never uses, so nothing is remembered and every word takes the typo path).
 * - A flood: 50 connections asking for suggestions of eight words the site never uses, each request a new
 *   query, while a probe in a thread of its own asks `/healthz` and `/readyz` (which asks the database, as a
 *   signed-in page does) one at a time. Once from many addresses (what a per-address limit cannot stop), once
 *   from one address (what it does).
 *
 * Visitors are many: the server trusts X-Forwarded-For here (TRUST_PROXY) and each request but the
 * one-address flood comes from an address of its own, so the per-address limits measure nothing they should
 * not. Writes bench/search-report.md. It reports; it asserts nothing.
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

import autocannon from "autocannon";

import { SEARCH_QUERIES } from "./search-queries.ts";
import { requireBuild, ROOT, startBenchServer } from "./server.ts";

const PORT = 3410;
const CONNECTIONS = 32;
const FLOOD_CONNECTIONS = 50;

requireBuild();
const { origin: ORIGIN } = await startBenchServer({ port: PORT, env: { TRUST_PROXY: "true" } });
// The first search waits for the database and the index (built at start); measure after it.
await fetch(`${ORIGIN}/search?q=fleet`);

let visitor = 0;
/** A new address for each request: many visitors, as the site sees them behind its proxy. */
function newVisitor(request: autocannon.Request): autocannon.Request {
  visitor += 1;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
}

function rotating(path: (q: string) => string): autocannon.Request[] {
  return SEARCH_QUERIES.map((q) => ({ method: "GET", path: path(encodeURIComponent(q)), setupRequest: newVisitor }));
}

const LETTERS = "bcdfghjklmnpqrstvwxz";
/** A made-up word of 7 to 10 letters, never one the site uses. */
function unknownWord(): string {
  return Array.from({ length: 7 + Math.floor(Math.random() * 4) }, () => LETTERS[Math.floor(Math.random() * 20)]).join(
    "",
  );
}
/** Eight made-up words: each takes the typo path, and no two queries repeat. */
function unknownWords(): string {
  return Array.from({ length: 8 }, unknownWord).join(" ");
}

/** A request for `path(words)` with new unknown words every time, from a new address unless `oneAddress`. */
function unknownQuery(path: (q: string) => string, oneAddress = false): autocannon.Request[] {
  return [
    {
      method: "GET",
      setupRequest: (request) => {
        const next = { ...request, path: path(encodeURIComponent(unknownWords())) };
        return oneAddress ? next : newVisitor(next);
      },
    },
  ];
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: string;
  errors: number;
}

function statusesOf(result: autocannon.Result): string {
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`);
  return counts.join(", ") || "none";
}

const throughputTargets: { name: string; options: autocannon.Options }[] = [
  { name: "Prerendered page (/)", options: { url: `${ORIGIN}/` } },
  {
    name: "Search page (/search?q=…, 10 results with snippets)",
    options: { url: ORIGIN, requests: rotating((q) => `/search?q=${q}`) },
  },
  {
    name: "Search page, every query new (8 unknown words)",
    options: { url: ORIGIN, requests: unknownQuery((q) => `/search?q=${q}`) },
  },
  {
    name: "As-you-type results (/search/suggest?q=…, 6 titles)",
    options: { url: ORIGIN, requests: rotating((q) => `/search/suggest?q=${q}`) },
  },
];
const rows: Row[] = [];
for (const target of throughputTargets) {
  console.log(`[bench] load: ${target.name}`);
  const result = await autocannon({ connections: CONNECTIONS, duration: 10, ...target.options });
  rows.push({
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses: statusesOf(result),
    errors: result.errors,
  });
}

/** Latencies of one-at-a-time requests to each path, every 10 ms, in a thread of its own until stopped. */
const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const times = Object.fromEntries(workerData.paths.map((p) => [p, []]));
const statuses = {};
let running = true;
parentPort.on("message", () => (running = false));
(async () => {
  while (running) {
    for (const path of workerData.paths) {
      const started = performance.now();
      const response = await fetch(workerData.origin + path);
      await response.arrayBuffer();
      times[path].push(performance.now() - started);
      statuses[path + " " + response.status] = (statuses[path + " " + response.status] ?? 0) + 1;
    }
    await new Promise((done) => setTimeout(done, 10));
  }
  parentPort.postMessage({ times, statuses });
})();
`;

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

interface FloodRow {
  name: string;
  suggestions: Row | undefined;
  probes: { path: string; count: number; p50Ms: number; p99Ms: number; maxMs: number }[];
}

/** `requests` at 50 connections for 10 s while the probe runs; none: the probe alone for 5 s. */
async function flood(name: string, requests?: autocannon.Request[]): Promise<FloodRow> {
  console.log(`[bench] flood: ${name}`);
  const paths = ["/healthz", "/readyz"];
  const probe = new Worker(PROBE, { eval: true, workerData: { origin: ORIGIN, paths } });
  const probed = new Promise<{ times: Record<string, number[]> }>((done) => probe.once("message", done));
  const result = requests
    ? await autocannon({ url: ORIGIN, connections: FLOOD_CONNECTIONS, duration: 10, requests })
    : undefined;
  if (!result) await new Promise((done) => setTimeout(done, 5_000));
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
  probe.postMessage("stop");
  const { times } = await probed;
  await probe.terminate();
  return {
    name,
    suggestions: result && {
      name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses: statusesOf(result),
      errors: result.errors,
    },
    probes: paths.map((path) => {
      const sorted = times[path]!.toSorted((a, b) => a - b);
      return {
        path,
        count: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
      };
    }),
  };
}

// Quiet first: what the probe measures with nothing else running.
const quiet = await flood("Nothing else running (the probe alone)");
const floods = [
  quiet,
  await flood(
    `${FLOOD_CONNECTIONS} worst-case suggestions at a time, many addresses`,
    unknownQuery((q) => `/search/suggest?q=${q}`),
  ),
  await flood(
    `${FLOOD_CONNECTIONS} worst-case suggestions at a time, one address`,
    unknownQuery((q) => `/search/suggest?q=${q}`, true),
  ),
];

const md = [
  "# Search benchmark",
  "",
  `Measured ${new Date().toISOString()} with \`npm run bench:search\` (Node ${process.version}, ${cpus().length} CPUs shared with the load generator, embedded database).`,
  "",
  "## Throughput",
  "",
  `autocannon, ${CONNECTIONS} connections, 10 s each, a new client address per request. The rotating targets search: ${SEARCH_QUERIES.map((q) => `“${q}”`).join(", ")}.`,
  "",
  "| target | req/s | p50 ms | p99 ms | statuses | errors |",
  "| --- | --: | --: | --: | --- | --: |",
  ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.statuses} | ${r.errors} |`),
  "",
  "## Health checks during a flood of suggestions",
  "",
  `autocannon, ${FLOOD_CONNECTIONS} connections for 10 s on \`/search/suggest\`, each request eight new words the site never uses; meanwhile a probe in its own thread asks \`/healthz\` and \`/readyz\` (a database query) one at a time, every 10 ms.`,
  "",
  "| while | suggestions req/s | suggestions p99 ms | suggestion statuses | probe | probes | p50 ms | p99 ms | max ms |",
  "| --- | --: | --: | --- | --- | --: | --: | --: | --: |",
  ...floods.flatMap((f) =>
    f.probes.map((p, i) =>
      i === 0 && f.suggestions
        ? `| ${f.name} | ${f.suggestions.requestsPerSecond} | ${f.suggestions.p99Ms} | ${f.suggestions.statuses} | \`${p.path}\` | ${p.count} | ${p.p50Ms} | ${p.p99Ms} | ${p.maxMs} |`
        : `| ${i === 0 ? f.name : ""} | | | | \`${p.path}\` | ${p.count} | ${p.p50Ms} | ${p.p99Ms} | ${p.maxMs} |`,
    ),
  ),
  "",
].join("\n");
writeFileSync(join(ROOT, "bench", "search-report.md"), md);
console.log(md);
process.exit(0);

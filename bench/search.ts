/**
 * `npm run bench:search`: site search latency (docs/decisions/0014-site-search.md) beside a prerendered
 * page, on the production build and a fresh embedded database (the index built at start). autocannon, 32
 * connections, 10 s per target; each request searches one of several queries, typos and synonyms
 * included. Writes bench/search-report.md. It reports; it asserts nothing.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import autocannon from "autocannon";

import { SEARCH_QUERIES } from "./search-queries.ts";
import { requireBuild, ROOT, startBenchServer } from "./server.ts";

const PORT = 3410;

requireBuild();
const { origin: ORIGIN } = await startBenchServer({ port: PORT });
// The first search waits for the database and the index (built at start); measure after it.
await fetch(`${ORIGIN}/search?q=fleet`);

function rotating(path: (q: string) => string): autocannon.Request[] {
  return SEARCH_QUERIES.map((q) => ({ method: "GET", path: path(encodeURIComponent(q)) }));
}

const targets: { name: string; options: autocannon.Options }[] = [
  { name: "Prerendered page (/)", options: { url: `${ORIGIN}/` } },
  {
    name: "Search page (/search?q=…, 10 results with snippets)",
    options: { url: ORIGIN, requests: rotating((q) => `/search?q=${q}`) },
  },
  {
    name: "As-you-type results (/search/suggest?q=…, 6 titles)",
    options: { url: ORIGIN, requests: rotating((q) => `/search/suggest?q=${q}`) },
  },
];
const rows = [];
for (const target of targets) {
  console.log(`[bench] load: ${target.name}`);
  const result = await autocannon({ connections: 32, duration: 10, ...target.options });
  rows.push({
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
}
const md = [
  "# Search benchmark",
  "",
  `Measured ${new Date().toISOString()} with \`npm run bench:search\` (Node ${process.version}, ${(await import("node:os")).cpus().length} CPUs, embedded database). autocannon, 32 connections, 10 s each; the search targets rotate through: ${SEARCH_QUERIES.map((q) => `“${q}”`).join(", ")}.`,
  "",
  "| target | req/s | p50 ms | p99 ms | non-2xx | errors |",
  "| --- | --: | --: | --: | --: | --: |",
  ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`),
  "",
].join("\n");
writeFileSync(join(ROOT, "bench", "search-report.md"), md);
console.log(md);
process.exit(0);

/**
 * `npm run bench:publishing`: article, listing and people-page throughput
 * beside a prerendered page's (issue 19: at least 0.8 of it), on the
 * production build, a fresh embedded database and one server. Those pages
 * come from the database through the server's few-second page cache
 * (server/render-cache.ts).
 * Writes bench/publishing.md and bench/publishing.json. It reports; it asserts nothing.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import autocannon from "autocannon";

import { articlePath, articles } from "#app/content/articles/index.ts";
import { requireBuild, ROOT, startBenchServer } from "./server.ts";

const PORT = 3410;

requireBuild();
const { origin: ORIGIN } = await startBenchServer({ port: PORT });

const targets = [
  { name: "Prerendered page", path: "/claims-handling/report-a-claim" },
  { name: "Prerendered page (large)", path: "/about/our-history" },
  { name: "Article (database, cached)", path: articlePath(articles[0]!) },
  { name: "Listing (database, cached)", path: "/media/news/2025" },
  { name: "People page (database, cached)", path: "/about/our-leadership" },
];
// The machine is shared: targets take turns, five rounds of 4 s each, and each reports its median round.
const headers = { "accept-encoding": "br, gzip" }; // compressed as a browser asks, as every page is served
const rounds: Record<string, { rps: number; p99: number; non2xx: number }[]> = {};
for (const target of targets)
  await autocannon({ url: `${ORIGIN}${target.path}`, connections: 8, duration: 1, headers });
for (let round = 0; round < 5; round++) {
  for (const target of targets) {
    const result = await autocannon({ url: `${ORIGIN}${target.path}`, connections: 32, duration: 4, headers });
    (rounds[target.path] ??= []).push({
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    });
  }
}
const results = [];
for (const target of targets) {
  const sorted = rounds[target.path]!.toSorted((a, b) => a.rps - b.rps);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const html = await (await fetch(`${ORIGIN}${target.path}`)).text();
  results.push({
    ...target,
    htmlKb: Math.round(Buffer.byteLength(html) / 1024),
    requestsPerSecond: Math.round(median.rps),
    p99Ms: median.p99,
    non2xx: sorted.reduce((n, r) => n + r.non2xx, 0),
  });
  console.log(`[bench] ${target.name}: ${Math.round(median.rps)} req/s (median of 5)`);
}
const base = results[0]!.requestsPerSecond;
const report = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  cpus: (await import("node:os")).cpus().length,
  results: results.map((r) => ({ ...r, ratioToPrerendered: Number((r.requestsPerSecond / base).toFixed(2)) })),
};
writeFileSync(join(ROOT, "bench", "publishing.json"), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(
  join(ROOT, "bench", "publishing.md"),
  [
    "# Publishing benchmark",
    "",
    `Measured ${report.measuredAt} with \`npm run bench:publishing\` (Node ${report.node}, ${report.cpus} CPUs shared with other work; autocannon, 32 connections, br/gzip accepted).`,
    "",
    "Targets take turns, five rounds of 4 s each; each row is its median round. Prerendered pages are sent as compressed at the build; the cached pages as compressed when the cache took them (server/render-cache.ts).",
    "",
    "| target | path | HTML KB | req/s | p99 ms | non-2xx | ratio to the first prerendered page |",
    "| --- | --- | --: | --: | --: | --: | --: |",
    ...report.results.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.htmlKb} | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.non2xx} | ${r.ratioToPrerendered} |`,
    ),
    "",
  ].join("\n"),
);
process.exit(0);

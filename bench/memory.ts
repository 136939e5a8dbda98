/**
 * `npm run bench:memory` (issue 38, item 2): where the server's resident memory goes. The production server of
 * this tree on a fresh embedded database (or PostgreSQL with DATABASE_URL), idle after start, then after the
 * benchmark's signed-in load (36 sessions over the nine programmes, 32 connections, BENCH_SECONDS, 10 by
 * default), each time split by part:
 *
 * - V8's heap by space (the young generation is `new`), from the server's own Prometheus figures;
 * - Buffers and ArrayBuffers (`nodejs_array_buffers_bytes`);
 * - the other memory V8 counts outside its heap (`nodejs_external_memory_bytes` less the Buffers): WebAssembly
 *   memories, which on the embedded database is PGlite's Postgres (and MuPDF's once a wording preview was made).
 *   Their size as allocated: PGlite's grows to what it has touched and never shrinks;
 * - the rest of the resident memory: native code and its data (Node, ICU, sharp's libvips, zlib), malloc's arenas,
 *   thread stacks, and whatever of the parts above is not resident.
 *
 * Writes bench/memory.md and bench/memory.json. It reports; it asserts nothing.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { programmes } from "#app/programmes/index.ts";
import { load, people, signedInRequests, signInAll, startServer, type RunningServer } from "./side-by-side.ts";

const ROOT = join(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const METRICS_TOKEN = "bench-memory-metrics-token-0123456789";
const MB = 1024 * 1024;

const round = (n: number) => Math.round(n * 10) / 10;

interface Parts {
  residentMb: number;
  v8HeapMb: number;
  v8SpacesMb: Record<string, number>;
  buffersMb: number;
  wasmMb: number;
  restMb: number;
}

/** One Prometheus figure's samples by label value (or the one unlabelled sample under ""). */
function samples(text: string, name: string, label?: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const match = new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)`).exec(line);
    if (!match) continue;
    const key = label ? (new RegExp(`${label}="([^"]+)"`).exec(match[1] ?? "")?.[1] ?? "") : "";
    found[key] = Number(match[2]);
  }
  return found;
}

async function parts(server: RunningServer): Promise<Parts> {
  const text = await (
    await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const residentMb = server.rssMb();
  const spaces = samples(text, "nodejs_heap_space_size_total_bytes", "space");
  const v8HeapMb = Object.values(spaces).reduce((a, b) => a + b, 0) / MB;
  const externalMb = (samples(text, "nodejs_external_memory_bytes")[""] ?? 0) / MB;
  const buffersMb = (samples(text, "nodejs_array_buffers_bytes")[""] ?? 0) / MB;
  return {
    residentMb: round(residentMb),
    v8HeapMb: round(v8HeapMb),
    v8SpacesMb: Object.fromEntries(
      Object.entries(spaces)
        .filter(([, bytes]) => bytes > 0)
        .map(([space, bytes]) => [space, round(bytes / MB)]),
    ),
    buffersMb: round(buffersMb),
    wasmMb: round(externalMb - buffersMb),
    restMb: round(residentMb - v8HeapMb - externalMb),
  };
}

function table(rows: [string, Parts][]): string {
  const spaces = [...new Set(rows.flatMap(([, p]) => Object.keys(p.v8SpacesMb)))];
  const line = (label: string, f: (p: Parts) => number) =>
    `| ${label} | ${rows.map(([, p]) => `${f(p)} MB`).join(" | ")} |`;
  return [
    `| part | ${rows.map(([name]) => name).join(" | ")} |`,
    `| --- | ${rows.map(() => "---:").join(" | ")} |`,
    line("resident", (p) => p.residentMb),
    line("V8's heap, all spaces", (p) => p.v8HeapMb),
    ...spaces.map((s) => line(`&nbsp;&nbsp;V8's ${s} space`, (p) => p.v8SpacesMb[s] ?? 0)),
    line("Buffers and ArrayBuffers", (p) => p.buffersMb),
    line("WebAssembly memories (PGlite; MuPDF once used)", (p) => p.wasmMb),
    line("the rest (native code and data, malloc, stacks)", (p) => p.restMb),
  ].join("\n");
}

async function main() {
  const list = people(programmes, 4);
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "embedded";
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const server = await startServer({
    name: "this tree",
    root: ROOT,
    port: 3430,
    users: list,
    postgresUrl: process.env.DATABASE_URL,
  });
  try {
    await signInAll(server.origin, list);
    const idle = await parts(server);
    const result = await load(
      { url: server.origin, requests: signedInRequests(list), duration: SECONDS },
      server.child.pid,
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const loaded = await parts(server);
    const report = [
      `# Memory by part (${engine} database)`,
      "",
      `${new Date().toISOString()}, \`npm run bench:memory\`, ${list.length} sessions over ${programmes.length} programmes, ` +
        `32 connections, ${SECONDS} s: ${result.requestsPerSecond} requests/s, p99 ${result.p99Ms} ms, ` +
        `${result.cpuMsPerRequest} ms of CPU an answer.`,
      "",
      table([
        ["idle, after sign-in", idle],
        ["after the load (+2 s)", loaded],
      ]),
      "",
    ].join("\n");
    writeFileSync(join(ROOT, "bench", "memory.md"), report);
    writeFileSync(join(ROOT, "bench", "memory.json"), JSON.stringify({ engine, load: result, idle, loaded }, null, 2));
    console.log(report);
  } finally {
    await server.stop();
  }
}

await main();

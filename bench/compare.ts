/**
 * `npm run bench -- --baseline <commit>` (issue 38): the build of another commit measured beside this tree's in
 * one run, so that a regression shows as one even on a machine shared with other work. The commit is built in a
 * temporary git worktree under /tmp (its node_modules hard-linked from this tree's), both production servers run
 * at once on ports and databases of their own (fresh embedded ones; PostgreSQL too when DATABASE_URL names a
 * server, each in a database made for the run), and each load phase runs on one server then the other:
 *
 * - signed-in programme overviews: 36 sessions over the nine programmes, then 10 sessions of one programme;
 * - a prerendered page (/) and a hashed asset (the build's largest script), with a plain Node server answering
 *   the page's bytes from memory as the ceiling (nginx is not installed here);
 * - each server's resident memory after its load, and first-load JavaScript per public route from both builds.
 *
 * Besides requests/s and p99 it reports each server's CPU time per answer, which other work on the machine
 * disturbs far less than throughput. Each phase lasts BENCH_SECONDS (10 by default). Writes bench/compare.md and
 * bench/compare.json. BENCH_BASELINE_TREE names a tree of the commit already built, to skip the worktree and build.
 */
import { spawnSync } from "node:child_process";
import { globSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { cpus } from "node:os";
import { join } from "node:path";

import { programmes } from "#app/programmes/index.ts";
import { firstLoadScripts, gzippedSize } from "../scripts/first-load-js.ts";
import {
  ACCEPT_ENCODING,
  baselineTree,
  hashedAsset,
  load,
  people,
  signedInRequests,
  signInAll,
  startServer,
  type Load,
  type RunningServer,
} from "./side-by-side.ts";

const ROOT = join(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function log(line: string) {
  console.log(`[bench] ${line}`);
}

export async function compare(commit: string): Promise<void> {
  const started = Date.now();
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const base = spawnSync("git", ["rev-parse", "--short", commit], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  // BENCH_BASELINE_TREE: a tree of that commit already built (a second run the same day), used as it is.
  const kept = process.env.BENCH_BASELINE_TREE;
  const baseline = kept ? { root: kept, remove: () => {} } : baselineTree(ROOT, commit, log);
  const trees = [
    { name: `baseline ${base}`, root: baseline.root },
    { name: `this tree ${head}${dirty() ? " (with uncommitted changes)" : ""}`, root: ROOT },
  ];
  const many = people(programmes, 4);
  const one = people(
    programmes.filter((p) => p.slug === "Pepkor"),
    10,
    "bench-one",
  );
  const engines = [
    { engine: "embedded", url: undefined },
    ...(process.env.DATABASE_URL ? [{ engine: "PostgreSQL", url: process.env.DATABASE_URL }] : []),
  ];

  type Row = { phase: string; results: (Load & { server: string })[] };
  const rows: Row[] = [];
  const memory: { engine: string; server: string; rssMb: number }[] = [];
  const add = (phase: string, server: string, result: Load) => {
    let row = rows.find((r) => r.phase === phase);
    if (!row) rows.push((row = { phase, results: [] }));
    row.results.push({ server, ...result });
  };

  for (const { engine, url } of engines) {
    log(`${engine}: starting both servers`);
    const servers: { server: RunningServer; many: typeof many; one: typeof one }[] = [];
    for (const [i, tree] of trees.entries()) {
      const server = await startServer({
        name: tree.name,
        root: tree.root,
        port: 3410 + i,
        users: [...many, ...one],
        postgresUrl: url,
      });
      const own = { many: many.map((p) => ({ ...p })), one: one.map((p) => ({ ...p })) };
      await signInAll(server.origin, [...own.many, ...own.one]);
      servers.push({ server, ...own });
    }
    for (const [phase, list] of [
      [`Signed-in overview, ${many.length} sessions over ${programmes.length} programmes (${engine})`, "many"],
      [`Signed-in overview, ${one.length} sessions of one programme (${engine})`, "one"],
    ] as const) {
      for (const s of servers) {
        // A short warm-up: the first requests compile code and fill what each server keeps.
        await load({ url: s.server.origin, requests: signedInRequests(s[list]), duration: 2 });
        log(`${phase}: ${s.server.name}`);
        add(
          phase,
          s.server.name,
          await load(
            { url: s.server.origin, requests: signedInRequests(s[list]), duration: SECONDS },
            s.server.child.pid,
          ),
        );
      }
    }
    for (const s of servers) memory.push({ engine, server: s.server.name, rssMb: Math.round(s.server.rssMb()) });
    if (engine === "embedded") {
      for (const s of servers) {
        const asset = hashedAsset(s.server.name.startsWith("baseline") ? baseline.root : ROOT);
        for (const [phase, path] of [
          ["Prerendered page /", "/"],
          ["Hashed asset (the largest script the home page names)", asset],
        ] as const) {
          log(`${phase}: ${s.server.name}`);
          add(
            phase,
            s.server.name,
            await load({ url: `${s.server.origin}${path}`, duration: SECONDS }, s.server.child.pid),
          );
        }
      }
      // The ceiling: the same page's bytes (as sent, brotli) from memory by a plain Node server.
      const page = await raw(`${servers[1]!.server.origin}/`);
      const plain = createServer((_req, res) => {
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Length": page.body.length,
          ...(page.encoding ? { "Content-Encoding": page.encoding, Vary: "Accept-Encoding" } : {}),
        });
        res.end(page.body);
      });
      await new Promise<void>((r) => plain.listen(3419, "127.0.0.1", r));
      log("Prerendered page /: a plain Node server");
      add(
        "Prerendered page /",
        "plain Node server (ceiling)",
        await load({ url: "http://127.0.0.1:3419/", duration: SECONDS }),
      );
      plain.close();
    }
    for (const s of servers) await s.server.stop();
  }

  const javascript = firstLoad(trees.map((t) => t.root));
  baseline.remove();

  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
    seconds: SECONDS,
    servers: trees.map((t) => t.name),
    throughput: rows,
    memory,
    javascript,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
  };
  writeFileSync(join(ROOT, "bench", "compare.json"), `${JSON.stringify(report, null, 2)}\n`);
  const [a, b] = trees.map((t) => t.name) as [string, string];
  const md = [
    "# Side by side",
    "",
    `Measured ${report.measuredAt} with \`npm run bench -- --baseline ${commit}\` (Node ${report.node}, ${report.cpus} CPUs, load average ${report.loadAverage} at the end: other work shares the machine, so compare the columns, not runs), ${SECONDS} s per phase, 32 connections, \`accept-encoding: ${ACCEPT_ENCODING}\`; ${report.minutes} minutes in all.`,
    "",
    `| phase | ${a}: req/s | p99 ms | CPU ms/answer | ${b}: req/s | p99 ms | CPU ms/answer |`,
    "| --- | --: | --: | --: | --: | --: | --: |",
    ...rows.map((row) => {
      const find = (name: string) => row.results.find((r) => r.server === name);
      const ceiling = row.results.find((r) => r.server.startsWith("plain"));
      const cells = `| ${row.phase} | ${cell(find(a))} | ${cell(find(b))} |`;
      return ceiling ? `${cells}\n| ${row.phase}: plain Node server (ceiling) | ${cell(ceiling)} | | | |` : cells;
    }),
    "",
    "| resident memory after the signed-in load | " + trees.map((t) => t.name).join(" | ") + " |",
    "| --- | --: | --: |",
    ...engines.map(
      ({ engine }) =>
        `| ${engine} | ${trees.map((t) => `${memory.find((m) => m.engine === engine && m.server === t.name)?.rssMb} MB`).join(" | ")} |`,
    ),
    "",
    `First-load JavaScript (gzipped KB), the ten heaviest public routes of this tree:`,
    "",
    `| route | ${a} | ${b} |`,
    "| --- | --: | --: |",
    ...javascript
      .toSorted((x, y) => (y.kb[1] ?? 0) - (x.kb[1] ?? 0))
      .slice(0, 10)
      .map((r) => `| \`${r.route}\` | ${r.kb[0] ?? ""} | ${r.kb[1] ?? ""} |`),
    "",
  ].join("\n");
  writeFileSync(join(ROOT, "bench", "compare.md"), md);
  spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules", "prettier", "bin", "prettier.cjs"),
      "--write",
      "bench/compare.md",
      "bench/compare.json",
    ],
    {
      cwd: ROOT,
      stdio: "ignore",
    },
  );
  console.log(md);
  log(`wrote bench/compare.md and bench/compare.json in ${report.minutes} minutes`);
}

function cell(r?: Load): string {
  return r ? `${r.requestsPerSecond} | ${r.p99Ms} | ${r.cpuMsPerRequest ?? ""}` : " | | ";
}

function dirty(): boolean {
  return (
    spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
      encoding: "utf8",
    }).stdout.trim() !== ""
  );
}

/** Each public route's first-load JavaScript in each build, in KB. */
function firstLoad(roots: string[]): { route: string; kb: (number | undefined)[] }[] {
  const routes = new Map<string, (number | undefined)[]>();
  for (const [i, root] of roots.entries()) {
    const client = join(root, "build", "client");
    for (const file of globSync("**/index.html", { cwd: client })) {
      const route = `/${file.replace(/\/?index\.html$/, "")}`;
      const bytes = gzippedSize(client, firstLoadScripts(client, readFileSync(join(client, file), "utf8")));
      const kb = routes.get(route) ?? [];
      kb[i] = Number((bytes / 1024).toFixed(1));
      routes.set(route, kb);
    }
  }
  return [...routes].map(([route, kb]) => ({ route, kb }));
}

/** A response as sent on the wire (fetch would decode its body). */
function raw(url: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

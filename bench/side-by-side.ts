/**
 * The load part of `npm run bench`, for one build or for two side by side (`--baseline <commit>`, issue 38):
 * a production server of a tree (this one, or a commit's temporary worktree) on a fresh database of its own, its
 * programme users made by that tree's own code, then short load phases against it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";

export const BENCH_PASSWORD = "a benchmark passphrase nobody uses";
export const SECRET = "benchmark-only-secret-0123456789abcdef";
export const ACCEPT_ENCODING = "br, gzip";

export interface Person {
  context: string;
  email: string;
  overview: string;
  cookie: string;
}

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * The server's CPU time (all its threads) per answer, in ms: on a machine shared with other work, throughput
   * measures the neighbours as much as the site; this measures the site.
   */
  cpuMsPerRequest?: number;
}

/** A process's CPU time so far (user and system, every thread), in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export interface RunningServer {
  name: string;
  origin: string;
  child: ChildProcess;
  rssMb(): number;
  stop(): Promise<void>;
}

/** The programmes' slugs and contexts, from the tree's own programme files (a baseline may have other ones). */
export function people(
  programmes: { slug: string; context: string }[],
  perProgramme: number,
  label = "bench",
): Person[] {
  return programmes.flatMap((programme) =>
    Array.from({ length: perProgramme }, (_, i) => ({
      context: programme.context,
      email: `${label}.${i}@${programme.slug.toLowerCase()}.example`,
      overview: `/${programme.slug}/overview`,
      cookie: "",
    })),
  );
}

/**
 * Starts `root`'s production server on `port`, on a fresh embedded database (or a fresh PostgreSQL database made
 * on `postgresUrl`'s server), with `users` made first by the tree's own code. Stopped (and its data removed) by
 * `stop()` or when the benchmark exits.
 */
export async function startServer(options: {
  name: string;
  root: string;
  port: number;
  users: { context: string; email: string }[];
  postgresUrl?: string;
  nodeOptions?: string;
}): Promise<RunningServer> {
  const origin = `http://localhost:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => void) | undefined;
  if (options.postgresUrl) {
    const name = `bench_${options.port}_${process.pid}`;
    const admin = new URL(options.postgresUrl);
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => {
      spawnSync(
        process.execPath,
        [
          "-e",
          `const pg=require("pg");const c=new pg.Client(${JSON.stringify(admin.toString())});c.connect().then(()=>c.query("drop database if exists ${name} with (force)")).finally(()=>c.end())`,
        ],
        { cwd: options.root, stdio: "ignore" },
      );
    };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    DEMO_USERS: "false",
    NODE_ENV: "production",
    TRUST_PROXY: "true",
    SITE_URL: origin,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (options.nodeOptions !== undefined) env.NODE_OPTIONS = options.nodeOptions;
  const setup = spawnSync(
    process.execPath,
    [join(options.root, "bench", "setup-users.ts"), origin, JSON.stringify(options.users), BENCH_PASSWORD, SECRET],
    { cwd: options.root, env, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (setup.status !== 0) throw new Error(`${options.name}: making the benchmark's users failed`);
  const serve = serveSettings(options.root);
  const child = spawn(process.execPath, [...serve.flags, "server/main.ts"], {
    cwd: options.root,
    env: { ...serve.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopped = false;
  const cleanUp = () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    dropDatabase?.();
  };
  process.on("exit", cleanUp);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 300) throw new Error(`${options.name}: the server did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name: options.name,
    origin,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      cleanUp();
    },
  };
}

/**
 * The Node flags and environment settings a tree runs its server with (its `npm run serve`, such as
 * `MALLOC_ARENA_MAX=2 node --max-semi-space-size=16 server/main.ts`), so that each build is measured as it is run.
 */
export function serveSettings(root: string): { flags: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const command = /^((?:\w+=\S*\s+)*)node\s+(.*?)\s*server\/main\.ts/.exec(scripts?.serve ?? "");
  const words = (text: string | undefined) => text?.split(/\s+/).filter(Boolean) ?? [];
  return {
    flags: words(command?.[2]),
    env: Object.fromEntries(words(command?.[1]).map((pair) => pair.split("=", 2) as [string, string])),
  };
}

/** Signs each person in through their context's API, as the sign-in page does; sets their cookie. */
export async function signInAll(origin: string, list: Person[]): Promise<void> {
  for (const [i, person] of list.entries()) {
    const signedIn = await fetch(`${origin}/api/auth/${person.context}/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "X-Forwarded-For": `198.51.${100 + (i >> 8)}.${i & 255}`,
      },
      body: JSON.stringify({ email: person.email, password: BENCH_PASSWORD }),
    });
    person.cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");
    if (!signedIn.ok || !person.cookie) throw new Error(`sign-in of ${person.email} failed: ${signedIn.status}`);
  }
}

/** One load phase (autocannon, 32 connections, accepting br and gzip); `pid`: the server's, for its CPU time. */
export async function load(options: autocannon.Options, pid?: number): Promise<Load> {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    connections: 32,
    duration: 10,
    ...options,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...options.headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(pid && result.requests.total
      ? { cpuMsPerRequest: Number(((cpuMs(pid) - cpuBefore) / result.requests.total).toFixed(2)) }
      : {}),
  };
}

/** Each request the next person's own programme overview. */
export function signedInRequests(list: Person[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: "GET",
      setupRequest: (request) => {
        const person = list[next++ % list.length]!;
        return { ...request, path: person.overview, headers: { ...request.headers, cookie: person.cookie } };
      },
    },
  ];
}

/**
 * A hashed asset of the build every page loads: the largest script the home page's HTML names (React DOM and the
 * router's, about 60 KB compressed), the kind of answer a CDN would give most often.
 */
export function hashedAsset(root: string): string {
  const client = join(root, "build", "client");
  const named = [...readFileSync(join(client, "index.html"), "utf8").matchAll(/\/assets\/[^"']+\.js/g)].map(
    (m) => m[0],
  );
  const sized = [...new Set(named)].map((f) => ({ f, size: readFileSync(join(client, f)).length }));
  sized.sort((a, b) => b.size - a.size);
  if (!sized[0]) throw new Error("the home page names no hashed script");
  return sized[0].f;
}

/**
 * The environment a build runs in: the benchmark's own, without `DATABASE_URL`, which names the server the
 * benchmark measures on, not one the build's prerender may use (with it, the prerender asks for `AUTH_SECRET`).
 */
export function buildEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _measuredOn, ...env } = process.env;
  return env;
}

/**
 * A temporary worktree of `commit` under /tmp, its node_modules hard-linked from this tree's (`cp -al`), built
 * with the same settings. Returns its root and a function that removes it.
 */
export function baselineTree(root: string, commit: string, log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), "bench-baseline-"));
  const tree = join(dir, "tree");
  const added = spawnSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: root, stdio: "inherit" });
  if (added.status !== 0) throw new Error(`git worktree add ${commit} failed`);
  const remove = () => {
    spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", remove);
  log(`baseline ${commit}: linking node_modules`);
  const linked = spawnSync("cp", ["-al", join(root, "node_modules"), join(tree, "node_modules")], { stdio: "inherit" });
  if (linked.status !== 0) throw new Error("cp -al node_modules failed");
  // The images and fonts generated into public/ and not committed, if any: the build expects them.
  for (const generated of ["public/images/generated"]) {
    const from = join(root, generated);
    if (existsSync(from) && !existsSync(join(tree, generated)))
      cpSync(from, join(tree, generated), { recursive: true });
  }
  // The set-up script of this tree: an older commit may not have it.
  cpSync(join(root, "bench", "setup-users.ts"), join(tree, "bench", "setup-users.ts"));
  log(`baseline ${commit}: building`);
  const built = spawnSync("npm", ["run", "build"], {
    cwd: tree,
    stdio: ["ignore", "ignore", "inherit"],
    env: buildEnv(),
  });
  if (built.status !== 0) throw new Error(`the build of ${commit} failed`);
  return { root: tree, remove };
}

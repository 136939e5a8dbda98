/**
 * `node bench/soak.ts [--minutes N]` (three minutes unless told): a soak test.
 * The production server, on a fresh embedded database, takes a bounded mixed
 * load on loopback for the whole time; the run passes only if
 *
 * - every answer is the expected one: no 5xx, no network error, no other
 *   unexpected status, every sign-in gives a session, every form a reference,
 *   nothing unexpected on the server's stderr, and a clean exit on SIGTERM
 *   at the end; and
 * - the server's resident memory (VmRSS) grows by less than
 *   RSS_GROWTH_BOUND_MB from the end of the warm-up to the end of the run.
 *
 * The load, with at most `concurrency` reads plus one sign-in, one form and
 * one oversized post in flight:
 * - prerendered public pages (every route in the navigation) and their .data,
 *   build assets, PDFs and a 404;
 * - programme pages, their .data and policy-wording PDFs, and public pages
 *   rendered for a signed-in visitor, one session per programme (signed in
 *   once, through the sign-in form, as a browser without JavaScript would);
 * - a sign-in a second through the form (every fourth with a wrong password,
 *   every good one signed out again), each from an address of its own, so the
 *   five-a-minute limit is not what is tested;
 * - a form a second, the five kinds in turn, posted as a page and as a .data
 *   request, each from an address of its own (five per kind and address in
 *   ten minutes), each confirmed with its reference;
 * - an oversized post a second (server/body-limits.ts): a form post of 2 MB
 *   as a page, a .data post of 20 MB sent without a length, a 200 KB JSON
 *   sign-in to the auth API, in turn, each answered 413 (the page saying so)
 *   without the server holding the body.
 *
 * tests/e2e/soak.spec.ts runs `runSoak` for 45 seconds in `npm test`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { registerHooks } from "node:module";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { createInterface } from "node:readline";

import { createAuths } from "#app/auth/auth.server.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { formKinds } from "#app/forms/kinds.ts";
import { serveSettings } from "./side-by-side.ts";

// The content and navigation modules import one another without extensions
// (Vite resolves them); plain Node needs `.ts` added. Only a failed relative
// import is retried, so where a loader resolves them already this does nothing.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith(".") || extname(specifier)) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});
const { publicPageRoutes } = await import("#app/navigation/navigation.ts");
const { programmes } = await import("#app/programmes/index.ts");
const { formPage } = await import("../tests/e2e/support/form-pages.ts");

/**
 * How much the server's resident memory may grow from the end of the warm-up
 * to the end of the run. Measured on 2 busy CPUs: once V8 has sized its heap,
 * memory stays level (10 minutes, 56 000 requests: the live heap 63 to 77 MB
 * after every full collection, resident memory +25 MB from the first minute
 * to the last); but a run whose warm-up ends before that sizing does (it
 * takes 20 to 70 s) still sees the rest of it, up to 89 MB in runs of 45 to
 * 90 s. 150 MB leaves room above that. A leak of 20 KB a request crosses it
 * in a 3-minute run (329 MB when one was put in on purpose); the 45-second
 * test catches only a leak several times that size.
 */
export const RSS_GROWTH_BOUND_MB = 150;

const ROOT = join(import.meta.dirname, "..");
const SECRET = "soak-test-only-secret-0123456789abcdef";
const PASSWORD = "a soak passphrase nobody uses";
/**
 * How often each steady trickle sends: a sign-in, a form, an oversized body. scrypt is costly by design: a sign-in
 * a second is a steady trickle, not a flood.
 */
const INTERVAL_MS = { signIn: 1000, form: 1000, oversized: 1000 };
const WRONG_PASSWORD_EVERY = 4;
/** A request still unanswered after this long counts as an error rather than stalling the run. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Memory is measured from no earlier than this. Under this load the server's
 * resident memory climbs by about 230 MB while V8 raises its heap limit in
 * steps (the live heap stays near 70 MB throughout); that takes 20 to 70 s
 * on 2 CPUs, depending on how busy they are.
 */
const WARM_UP_MIN_MS = 30_000;
/** Baseline and final memory are medians over this long, so one garbage collection does not decide them. */
const RSS_WINDOW_MS = 5000;
const REFERENCE_IN_PAGE = /Your reference is <strong[^>]*>([A-Z]{3}-[A-Z0-9]{6})</;
const REFERENCE_IN_DATA = /"reference","([A-Z]{3}-[A-Z0-9]{6})"/;
/** The one line the server writes to stderr on purpose during the load: better-auth's note of a wrong password. */
const EXPECTED_STDERR = /\[Better Auth\]:.*Invalid password/;

export interface SoakOptions {
  /** How long the load runs. */
  durationMs: number;
  /** The server's port; 3450 unless told. */
  port?: number;
  /** Memory growth is measured from the end of this; a quarter of the run, and at least 30 s, unless told. */
  warmUpMs?: number;
  /**
   * Whether resident memory is judged (true unless told). The end-to-end suite's short run is about answers only:
   * memory is a benchmark's figure (`npm run soak`), never a test's assertion.
   */
  judgeMemory?: boolean;
  /** Read requests in flight at once (a sign-in, a form and an oversized post may be in flight beside them); 10 unless told. */
  concurrency?: number;
  /** Progress lines; none unless given. */
  log?: (line: string) => void;
}

export interface KindFigures {
  requests: number;
  errors: number;
  perSecond: number;
  p99Ms: number;
}

export interface SoakResult {
  passed: boolean;
  durationS: number;
  concurrency: number;
  requests: number;
  perSecond: number;
  byKind: Record<string, KindFigures>;
  errors: number;
  /** The first few errors, as "when: kind METHOD path: what happened". */
  errorExamples: string[];
  memory: {
    /** VmRSS about once a second, seconds from the start of the load. */
    samples: { atS: number; rssMb: number }[];
    warmUpS: number;
    baselineMb: number;
    peakMb: number;
    finalMb: number;
    growthMb: number;
    boundMb: number;
  };
}

interface Target {
  kind: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: URLSearchParams | Uint8Array<ArrayBuffer> | (() => ReadableStream<Uint8Array>);
  status: number;
  /** Says what is wrong with an answer of the right status, if anything. */
  check?: (response: Response, body: Buffer) => string | undefined;
}

/** Resolves with the exit code once the process has gone (at once if it already has). */
function exit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** React Router's single-fetch URL for a route's data: /about/our-history.data, and /_.data for the home page. */
function dataPath(path: string): string {
  return `${path === "/" ? "/_" : path}.data`;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

function isHtml(_: Response, body: Buffer): string | undefined {
  return body.subarray(0, 15).toString() === "<!DOCTYPE html>" ? undefined : "not an HTML page";
}

function isPdf(_: Response, body: Buffer): string | undefined {
  return body.subarray(0, 5).toString() === "%PDF-" ? undefined : "not a PDF";
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
}

/** A distinct client address for the n-th request of a series (the server trusts X-Forwarded-For). */
function address(prefix: string, n: number): string {
  return `${prefix}.${(n >> 8) & 255}.${n & 255}`;
}

/** Runs the soak against a production server it starts and stops itself. */
export async function runSoak({
  durationMs,
  port = 3450,
  warmUpMs = Math.max(durationMs / 4, WARM_UP_MIN_MS),
  concurrency = 10,
  judgeMemory = true,
  log = () => {},
}: SoakOptions): Promise<SoakResult> {
  if (judgeMemory && durationMs < warmUpMs + RSS_WINDOW_MS)
    throw new Error(`A run of ${durationMs / 1000} s is too short to measure after a warm-up of ${warmUpMs / 1000} s`);
  const origin = `http://localhost:${port}`;
  const stats = new Map<string, { requests: number; errors: number; ms: number[] }>();
  const errorExamples: string[] = [];
  let errors = 0;
  /** When the load began: errors say how far into it they came. */
  let loadStarted: number | undefined;
  const fail = (what: string) => {
    errors++;
    const at =
      loadStarted === undefined ? "before the load" : `${((performance.now() - loadStarted) / 1000).toFixed(1)} s`;
    if (errorExamples.length < 10) errorExamples.push(`${at}: ${what}`);
  };

  const dataDir = mkdtempSync(join(tmpdir(), "soak-data-"));
  const accounts = programmes.map((programme) => ({ programme, email: `soak.${programme.context}@example.com` }));
  let server: ChildProcess | undefined;
  let stopping = false;
  try {
    // One account per programme, on a fresh embedded database.
    log("setting up the database");
    const database = await openDatabase({ dataDir, holder: "the soak set-up" });
    const store = new Accounts({
      auths: createAuths({ database, secret: SECRET, siteUrl: origin }),
      database,
      siteUrl: origin,
    });
    for (const { programme, email } of accounts) await store.add(programme.context, { email, password: PASSWORD });
    await database.close();

    log("starting the server");
    // Run as `npm run serve` runs it (its flags and environment settings), so that its memory is the served one's.
    const serve = serveSettings(ROOT);
    const child = spawn(process.execPath, [...serve.flags, "server/main.ts"], {
      cwd: ROOT,
      env: {
        ...serve.env,
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
        DEMO_USERS: "false",
        TRUST_PROXY: "true",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server = child;
    const exited = exit(child);
    void exited.then((code) => {
      if (!stopping) fail(`the server exited during the soak (code ${code})`);
    });
    createInterface({ input: child.stderr }).on("line", (line) => {
      if (!EXPECTED_STDERR.test(line)) fail(`server stderr: ${line}`);
    });
    // Two minutes at most: opening the database alone can take twenty seconds on a busy machine.
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (i > 1200 || child.exitCode !== null) throw new Error("the server did not start");
      await sleep(100);
    }

    /** Sends one request and records it: its kind, its time, and whether the answer was the expected one. */
    async function request(target: Target): Promise<Response | undefined> {
      const figures = stats.get(target.kind) ?? { requests: 0, errors: 0, ms: [] };
      stats.set(target.kind, figures);
      figures.requests++;
      const method = target.method ?? "GET";
      const started = performance.now();
      let problem: string | undefined;
      let response: Response | undefined;
      try {
        const sent = typeof target.body === "function" ? target.body() : target.body;
        response = await fetch(`${origin}${target.path}`, {
          method,
          headers: target.headers,
          body: sent as BodyInit | undefined,
          // A stream has no length: sent chunked.
          ...(typeof target.body === "function" ? { duplex: "half" } : {}),
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        } as RequestInit);
        const body = Buffer.from(await response.arrayBuffer());
        problem =
          response.status !== target.status
            ? `status ${response.status}, expected ${target.status}${response.headers.has("location") ? ` (to ${response.headers.get("location")})` : ""}`
            : target.check?.(response, body);
      } catch (error) {
        problem = `network error: ${(error as Error).message}`;
      }
      figures.ms.push(performance.now() - started);
      if (problem) {
        figures.errors++;
        fail(`${target.kind} ${method} ${target.path}: ${problem}`);
        return undefined;
      }
      return response;
    }

    const signInTarget = (account: (typeof accounts)[number], n: number, wrong: boolean): Target => ({
      kind: wrong ? "sign-in, wrong password" : "sign-in",
      path: `/${account.programme.slug}/sign-in`,
      method: "POST",
      headers: { Origin: origin, "X-Forwarded-For": address("10.1", n) },
      body: new URLSearchParams({
        step: "password",
        redirectTo: "",
        email: account.email,
        password: wrong ? `${PASSWORD} (not)` : PASSWORD,
      }),
      // A mistake is answered with the page again (200); a sign-in with a session and the programme's overview.
      status: wrong ? 200 : 302,
      check: (response, body) => {
        if (wrong) return body.includes("do not match an account") ? undefined : "no mismatch message";
        if (response.headers.get("location") !== `/${account.programme.slug}/overview`)
          return `redirected to ${response.headers.get("location")}`;
        return sessionCookie(response).includes(".session_token=") ? undefined : "no session cookie";
      },
    });

    // Each programme's user signs in once; their sessions serve the signed-in reads.
    let signIns = 0;
    const sessions: { programme: (typeof programmes)[number]; cookie: string }[] = [];
    for (const account of accounts) {
      const response = await request(signInTarget(account, signIns++, false));
      if (!response) throw new Error(`${account.email} could not sign in: ${errorExamples.at(-1)}`);
      sessions.push({ programme: account.programme, cookie: sessionCookie(response) });
    }

    const pages = publicPageRoutes();
    // "/" signs every context out (docs/architecture.md, “Sign-in contexts”), which would end the sessions the reads share.
    const pagesSignedIn = pages.filter((p) => p !== "/");
    // The build's scripts, styles, fonts and images that the first few pages name (links, srcset, the manifest).
    const assets = new Set<string>();
    for (const path of pages.slice(0, 10)) {
      const html = await (await fetch(`${origin}${path}`)).text();
      for (const [url] of html.matchAll(/\/(?:assets|images)\/[^"'\s,#?)\\]+/g)) assets.add(url);
    }
    const documents = readdirSync(join(ROOT, "build", "client", "documents"))
      .filter((f) => f.endsWith(".pdf"))
      .map((f) => `/documents/${f}`);

    let missing = 0;
    // Read kinds and their weights: roughly how often each comes up.
    const reads: { weight: number; next: () => Target }[] = [
      { weight: 25, next: () => ({ kind: "public page", path: pick(pages), status: 200, check: isHtml }) },
      { weight: 15, next: () => ({ kind: "public page .data", path: dataPath(pick(pages)), status: 200 }) },
      { weight: 15, next: () => ({ kind: "asset", path: pick([...assets]), status: 200 }) },
      { weight: 5, next: () => ({ kind: "document PDF", path: pick(documents), status: 200, check: isPdf }) },
      { weight: 4, next: () => ({ kind: "404", path: `/no-such-page/${missing++}`, status: 404, check: isHtml }) },
      {
        weight: 15,
        next: () => {
          const { programme, cookie } = pick(sessions);
          const page = pick([...programme.pages.map((p) => p.path).filter((p) => p !== "sign-in"), "account"]);
          return {
            kind: "programme page",
            path: `/${programme.slug}/${page}`,
            headers: { cookie },
            status: 200,
            check: isHtml,
          };
        },
      },
      {
        weight: 10,
        next: () => {
          const { programme, cookie } = pick(sessions);
          const page = pick(programme.pages.map((p) => p.path).filter((p) => p !== "sign-in"));
          return {
            kind: "programme .data",
            path: dataPath(`/${programme.slug}/${page}`),
            headers: { cookie },
            status: 200,
          };
        },
      },
      {
        weight: 2,
        next: () => {
          const { programme, cookie } = pick(sessions.filter((s) => s.programme.details.wording));
          return {
            kind: "programme wording PDF",
            path: `/${programme.slug}/policy-wording.pdf`,
            headers: { cookie },
            status: 200,
            check: isPdf,
          };
        },
      },
      {
        weight: 9,
        next: () => ({
          kind: "public page, signed in",
          path: pick(pagesSignedIn),
          headers: { cookie: pick(sessions).cookie },
          status: 200,
          check: isHtml,
        }),
      },
    ];
    const totalWeight = reads.reduce((sum, r) => sum + r.weight, 0);
    const nextRead = () => {
      let roll = Math.random() * totalWeight;
      return reads.find((r) => (roll -= r.weight) < 0)!.next();
    };

    log(`load for ${Math.round(durationMs / 1000)} s, ${concurrency} reads in flight`);
    const started = performance.now();
    loadStarted = started;
    const end = started + durationMs;
    const samples: { atS: number; rssMb: number }[] = [];
    const sample = () => {
      try {
        samples.push({ atS: (performance.now() - started) / 1000, rssMb: rssMb(child.pid!) });
      } catch {
        // The server has gone, so there is nothing to sample; its going is counted as an error of its own.
      }
    };
    sample();
    const sampler = setInterval(sample, 1000);

    async function reader() {
      while (performance.now() < end) await request(nextRead());
    }

    /** Runs `once` every `intervalMs` (or back to back, should one take longer) until the end. */
    async function every(intervalMs: number, once: (n: number) => Promise<unknown>) {
      for (let n = 0; performance.now() < end; n++) {
        const at = performance.now();
        await once(n);
        await sleep(Math.max(0, Math.min(end - performance.now(), intervalMs - (performance.now() - at))));
      }
    }

    const signInLoop = every(INTERVAL_MS.signIn, async (n) => {
      const account = accounts[n % accounts.length]!;
      const wrong = n % WRONG_PASSWORD_EVERY === WRONG_PASSWORD_EVERY - 1;
      const response = await request(signInTarget(account, signIns++, wrong));
      if (wrong || !response) return;
      await request({
        kind: "sign-out",
        path: "/auth/signout",
        method: "POST",
        headers: { Origin: origin, cookie: sessionCookie(response) },
        body: new URLSearchParams({ context: account.programme.context }),
        status: 302,
      });
    });

    const formLoop = every(INTERVAL_MS.form, async (n) => {
      const kind = formKinds[n % formKinds.length]!;
      // Each kind alternates between a page post (no JavaScript) and a .data post (the page's script).
      const asData = Math.floor(n / formKinds.length) % 2 === 1;
      await request({
        kind: asData ? "form, .data" : "form",
        path: asData ? dataPath(formPage[kind]) : formPage[kind],
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": address("198.18", n) },
        body: new URLSearchParams({ ...validForms[kind], website: "" }),
        status: 200,
        check: (_, body) =>
          (asData ? REFERENCE_IN_DATA : REFERENCE_IN_PAGE).test(body.toString()) ? undefined : "no reference",
      });
    });

    // Oversized posts (one buffer, reused: the load generator's memory is not what is measured).
    const twoMegabytes = new TextEncoder().encode(`note=${"x".repeat(2 * 1024 * 1024)}`);
    const piece = new TextEncoder().encode("a=1&".repeat(16 * 1024));
    /** 20 MB in 64 KB pieces, as a browser's script or a robot streams a body of unknown length. */
    const twentyMegabytes = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 20 * 1024 * 1024) controller.close();
          else {
            sent += piece.length;
            controller.enqueue(piece);
          }
        },
      });
    };
    const apiJson = new TextEncoder().encode(JSON.stringify({ email: "x".repeat(200 * 1024), password: "x" }));
    const oversizedLoop = every(INTERVAL_MS.oversized, async (n) => {
      const kind = formKinds[n % formKinds.length]!;
      const from = { Origin: origin, "X-Forwarded-For": address("198.19", n) };
      const targets: Target[] = [
        {
          kind: "oversized form",
          path: formPage[kind],
          method: "POST",
          headers: { ...from, Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
          body: twoMegabytes,
          status: 413,
          check: (_, body) => (/<h1[^>]*>What you sent is too large/.test(body.toString()) ? undefined : "no page"),
        },
        {
          kind: "oversized .data",
          path: dataPath(formPage[kind]),
          method: "POST",
          headers: { ...from, "Content-Type": "application/x-www-form-urlencoded" },
          body: twentyMegabytes,
          status: 413,
        },
        {
          kind: "oversized API",
          path: `/api/auth/${pick(accounts).programme.context}/sign-in/email`,
          method: "POST",
          headers: { ...from, "Content-Type": "application/json" },
          body: apiJson,
          status: 413,
        },
      ];
      await request(targets[n % targets.length]!);
    });

    await Promise.all([...Array.from({ length: concurrency }, reader), signInLoop, formLoop, oversizedLoop]);
    const elapsedS = (performance.now() - started) / 1000;
    sample();
    clearInterval(sampler);

    const warmUpS = warmUpMs / 1000;
    const windowS = RSS_WINDOW_MS / 1000;
    const baselineMb = median(samples.filter((s) => s.atS <= warmUpS && s.atS > warmUpS - windowS).map((s) => s.rssMb));
    const finalMb = median(samples.filter((s) => s.atS > elapsedS - windowS).map((s) => s.rssMb));
    const peakMb = Math.max(...samples.map((s) => s.rssMb));
    const growthMb = Number((finalMb - baselineMb).toFixed(1));

    // A clean stop after the load: requests finished, the database closed, exit 0.
    log("stopping the server");
    stopping = true;
    child.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(15_000).then(() => "timeout")]);
    if (code !== 0) fail(`the server did not stop cleanly on SIGTERM (${code})`);

    const byKind = Object.fromEntries(
      [...stats].map(([kind, s]) => [
        kind,
        {
          requests: s.requests,
          errors: s.errors,
          perSecond: Number((s.requests / elapsedS).toFixed(1)),
          p99Ms: Math.round(percentile(s.ms, 0.99)),
        },
      ]),
    );
    const requests = [...stats.values()].reduce((sum, s) => sum + s.requests, 0);
    return {
      passed: errors === 0 && (!judgeMemory || growthMb < RSS_GROWTH_BOUND_MB),
      durationS: Number(elapsedS.toFixed(1)),
      concurrency,
      requests,
      perSecond: Math.round(requests / elapsedS),
      byKind,
      errors,
      errorExamples,
      memory: {
        samples: samples.map((s) => ({ atS: Number(s.atS.toFixed(1)), rssMb: Math.round(s.rssMb) })),
        warmUpS: Number(warmUpS.toFixed(1)),
        baselineMb: Math.round(baselineMb),
        peakMb: Math.round(peakMb),
        finalMb: Math.round(finalMb),
        growthMb,
        boundMb: RSS_GROWTH_BOUND_MB,
      },
    };
  } finally {
    stopping = true;
    if (server) {
      server.kill("SIGKILL");
      await exit(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The result as a few lines for a person. */
export function summarise(result: SoakResult): string {
  const { memory } = result;
  const rows = Object.entries(result.byKind).map(
    ([kind, k]) =>
      `  ${kind.padEnd(24)}${String(k.requests).padStart(9)}${k.perSecond.toFixed(1).padStart(9)}${String(k.p99Ms).padStart(9)}${String(k.errors).padStart(8)}`,
  );
  return [
    `Soak: ${result.durationS} s, ${result.concurrency} reads in flight plus a sign-in, a form and an oversized post: ${result.requests} requests, ${result.perSecond}/s`,
    `  ${"kind".padEnd(24)}${"requests".padStart(9)}${"per s".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}`,
    ...rows,
    `Memory (VmRSS): ${memory.baselineMb} MB at the end of the warm-up (${memory.warmUpS} s), peak ${memory.peakMb} MB, ` +
      `final ${memory.finalMb} MB: growth ${memory.growthMb} MB (bound ${memory.boundMb} MB)`,
    `  every 10 s: ${memory.samples
      .filter((_, i) => i % 10 === 0)
      .map((s) => s.rssMb)
      .join(" ")} MB`,
    `Errors: ${result.errors}${result.errorExamples.map((e) => `\n  ${e}`).join("")}`,
    result.passed ? "PASSED" : "FAILED",
  ].join("\n");
}

if (import.meta.filename === process.argv[1]) {
  const at = process.argv.indexOf("--minutes");
  const minutes = at === -1 ? 3 : Number(process.argv[at + 1]);
  if (!(minutes > 0)) {
    console.error("Usage: node bench/soak.ts [--minutes N]");
    process.exit(2);
  }
  const result = await runSoak({ durationMs: minutes * 60_000, log: (line) => console.log(`[soak] ${line}`) });
  console.log(summarise(result));
  process.exit(result.passed ? 0 : 1);
}

/**
 * `npm run bench`: measures the production build and writes bench/report.md
 * and bench/report.json (docs/architecture.md, “Quality bars”). It reports; it asserts nothing.
 *
 * - Lighthouse (mobile, default simulated throttling, the tests' Chromium) on
 *   five pages, each beside the same page with every script removed (what
 *   HTML and CSS alone reach), compressed as the site compresses it, as a ratio.
 * - Gzipped first-load JavaScript of every public route against the budget (scripts/first-load-js.ts).
 * - Throughput and p99 latency (autocannon, 32 connections, accepting br and
 *   gzip) for a prerendered page, signed-in programme pages (36 sessions, four
 *   in each of the nine programmes, each request the next session's own
 *   overview, so the one-second session reuse answers as it would for many
 *   people, not for one cookie) and a sign-in,
 *   beside nginx (or, without it, a plain Node server) answering the same
 *   bytes, as a ratio; the prerendered page's goal is 0.5.
 * - The server's resident memory after the load.
 *
 * `npm run bench -- --baseline <commit>` measures that commit's build beside this one instead (bench/compare.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type RequestOptions, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";

import { createAuths } from "#app/auth/auth.server.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { stampMatches } from "../scripts/build-stamp.ts";
import { BENCH_SECRET, startBenchServer } from "./server.ts";
import { ACCEPT_ENCODING, buildEnv, load } from "./side-by-side.ts";
import { firstLoadScripts, gzippedSize, JS_BUDGET_BYTES } from "../scripts/first-load-js.ts";

const ROOT = join(import.meta.dirname, "..");
const CLIENT = join(ROOT, "build", "client");
const PORT = 3400;
const BARE_PORT = 3401;
const STATIC_PORT = 3402;
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const EMAIL = "bench.quotes@example.com";
const PASSWORD = "a benchmark passphrase nobody uses";
/** The signed-in load's people: four in each of the nine programmes, each signed in once. */
const SESSIONS_PER_PROGRAMME = 4;
const SESSIONS = programmes.flatMap((programme) =>
  Array.from({ length: SESSIONS_PER_PROGRAMME }, (_, i) => ({
    context: programme.context,
    email: `bench.${i}@${programme.slug.toLowerCase()}.example`,
    overview: `/${programme.slug}/overview`,
    cookie: "",
  })),
);

/** `npm run bench -- --only=throughput` (or lighthouse) measures one part and prints it, writing no report. */
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
if (ONLY && ONLY !== "throughput" && ONLY !== "lighthouse") throw new Error("--only takes throughput or lighthouse");

function log(line: string) {
  console.log(`[bench] ${line}`);
}

// 1. A build, and a server on a fresh embedded database with the benchmark's programme users.
if (!stampMatches() || process.argv.includes("--build")) {
  log("building");
  const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: buildEnv() });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// `--baseline <commit>`: that commit's build beside this one, in one run (bench/compare.ts), instead of the rest.
const baselineAt = process.argv.indexOf("--baseline");
const BASELINE =
  baselineAt >= 0 ? process.argv[baselineAt + 1] : process.argv.find((a) => a.startsWith("--baseline="))?.slice(11);
if (baselineAt >= 0 && !BASELINE) throw new Error("--baseline takes a commit");
if (BASELINE) {
  const { compare } = await import("./compare.ts");
  await compare(BASELINE);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
{
  const database = await openDatabase({ dataDir, holder: "the benchmark set-up" });
  const accounts = new Accounts({
    auths: createAuths({ database, secret: BENCH_SECRET, siteUrl: ORIGIN }),
    database,
    siteUrl: ORIGIN,
  });
  await accounts.add("quotes", { email: EMAIL, password: PASSWORD });
  for (const session of SESSIONS) await accounts.add(session.context, { email: session.email, password: PASSWORD });
  await database.close();
}
const server = await startBenchServer({ port: PORT, dataDir, env: { TRUST_PROXY: "true" } });

/** Signs a user in through their context's API, as the sign-in page does; the session cookie. */
async function signIn(context: string, email: string, address: string): Promise<string> {
  const signedIn = await fetch(`${ORIGIN}/api/auth/${context}/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "X-Forwarded-For": address },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
  if (!signedIn.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${signedIn.status}`);
  return cookie;
}
const cookie = await signIn("quotes", EMAIL, "198.51.100.1");
for (const [i, session] of SESSIONS.entries())
  session.cookie = await signIn(session.context, session.email, `198.51.101.${i}`);
log(`${SESSIONS.length} sessions signed in across ${programmes.length} programmes`);

// 2. The same pages with every script removed: a proxy that strips scripts and module preloads from HTML, and
// sends the rest compressed as the site does (brotli, else gzip), so that only the scripts differ.
const bare: Server = createServer(async (req, res) => {
  const upstream = await fetch(`${ORIGIN}${req.url}`, { headers: { cookie: req.headers.cookie ?? "" } });
  const type = upstream.headers.get("content-type") ?? "application/octet-stream";
  let body = Buffer.from(await upstream.arrayBuffer());
  if (type.startsWith("text/html")) {
    body = Buffer.from(
      body
        .toString("utf8")
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, ""),
    );
  }
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  if (encoding === "br") body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === "gzip") body = gzipSync(body);
  res.writeHead(upstream.status, {
    "Content-Type": type,
    "Cache-Control": upstream.headers.get("cache-control") ?? "",
    ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
  });
  res.end(body);
});
await new Promise<void>((r) => bare.listen(BARE_PORT, r));

// 3. Lighthouse.
const LIGHTHOUSE_PAGES = [
  { name: "Home", path: "/" },
  { name: "Leadership", path: "/about/our-leadership" },
  { name: "Product: motor fleet", path: "/insurance-products/commercial-solutions/motor-fleet" },
  { name: "Offices", path: "/contact/regional-offices" },
  { name: "Programme quote (signed in)", path: "/icebolethugroup/quote", signedIn: true },
];
interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}
/**
 * Lighthouse's scores move from run to run (its throttling is simulated from
 * timings observed on this machine), so each page is measured RUNS times,
 * with and without scripts in turn, and the median run of each is reported,
 * as Lighthouse's own guidance does.
 */
type LighthouseResult = ReturnType<typeof computeMedianRun>;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
async function runLighthouse(url: string, headers: Record<string, string>): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", extraHeaders: headers });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}
function figures(lhr: LighthouseResult): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbtMs: Math.round(value("total-blocking-time")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
  };
}
/** Lighthouse's median run of those that measured the page (a run can fail, as any browser load can). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  for (const run of runs)
    if (run.runtimeError) log(`  a run failed: ${run.runtimeError.code} ${run.runtimeError.message}`);
  const valid = filterToValidRuns(runs);
  if (!valid.length) throw new Error(`no Lighthouse run measured ${runs[0]?.requestedUrl}`);
  return computeMedianRun(valid);
}
const lighthouseResults = [];
for (const page of ONLY === "throughput" ? [] : LIGHTHOUSE_PAGES) {
  const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
  log(`Lighthouse ${page.path} (${RUNS} runs each)`);
  const fullRuns: LighthouseResult[] = [];
  const bareRuns: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    fullRuns.push(await runLighthouse(`${ORIGIN}${page.path}`, headers));
    bareRuns.push(await runLighthouse(`http://localhost:${BARE_PORT}${page.path}`, headers));
  }
  const full = figures(medianRun(fullRuns));
  const noScripts = figures(medianRun(bareRuns));
  lighthouseResults.push({
    ...page,
    full,
    noScripts,
    ratio: Number((full.performance / noScripts.performance).toFixed(3)),
  });
}

// 4. First-load JavaScript of every public route (every prerendered page, articles included), read from the build.
const publicRoutes = globSync("**/index.html", { cwd: CLIENT }).map((f) => `/${f.replace(/\/?index\.html$/, "")}`);
const javascript = publicRoutes.toSorted().map((route) => {
  const html = readFileSync(join(CLIENT, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
  const bytes = gzippedSize(CLIENT, firstLoadScripts(CLIENT, html));
  return { route, gzippedBytes: bytes, withinBudget: bytes <= JS_BUDGET_BYTES };
});

// 5. Throughput: each target on the site, then the same bytes (as sent, with their content-coding) from a
// static server: nginx when installed (one worker, as the site is one process), else a plain Node server.
/** A response as sent on the wire: fetch would decode its body. */
function rawResponse(options: RequestOptions, body?: string) {
  return new Promise<{ status: number; type: string; encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${ORIGIN}${options.path ?? "/"}`, options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"] ?? "application/octet-stream",
          encoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}
const staticBodies: Record<string, { type: string; encoding?: string; body: Buffer }> = {
  "/page": await rawResponse({ path: "/", headers: { "accept-encoding": ACCEPT_ENCODING } }),
  "/programme": await rawResponse({
    path: "/icebolethugroup/overview",
    headers: { cookie, "accept-encoding": ACCEPT_ENCODING },
  }),
  "/sign-in": await rawResponse(
    {
      path: "/api/auth/quotes/sign-in/email",
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "x-forwarded-for": "198.51.100.2",
        "accept-encoding": ACCEPT_ENCODING,
      },
    },
    JSON.stringify({ email: EMAIL, password: PASSWORD }),
  ),
};
const nginxInstalled = spawnSync("nginx", ["-v"]).status === 0;
const staticDir = mkdtempSync(join(tmpdir(), "bench-static-"));
let staticServer: { name: string; stop: () => void };
if (nginxInstalled) {
  const locations = Object.entries(staticBodies).map(([path, entry]) => {
    const file = join(staticDir, `${path.slice(1)}.body`);
    writeFileSync(file, entry.body);
    const encoding = entry.encoding
      ? `add_header Content-Encoding ${entry.encoding}; add_header Vary Accept-Encoding;`
      : "";
    return `location = ${path} { alias ${file}; types { } default_type "${entry.type}"; ${encoding} }`;
  });
  writeFileSync(
    join(staticDir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${staticDir}/nginx.pid; error_log ${staticDir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; keepalive_timeout 60s;
  client_body_temp_path ${staticDir}; proxy_temp_path ${staticDir}; fastcgi_temp_path ${staticDir};
  uwsgi_temp_path ${staticDir}; scgi_temp_path ${staticDir};
  server { listen 127.0.0.1:${STATIC_PORT}; ${locations.join("\n    ")} }
}
`,
  );
  const nginx = spawn(
    "nginx",
    ["-p", staticDir, "-e", join(staticDir, "error.log"), "-c", join(staticDir, "nginx.conf")],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  staticServer = { name: "nginx", stop: () => nginx.kill("SIGTERM") };
} else {
  const plain: Server = createServer((req, res) => {
    const entry = staticBodies[req.url ?? ""];
    if (!entry) return void res.writeHead(404).end();
    res.writeHead(200, {
      "Content-Type": entry.type,
      "Content-Length": entry.body.length,
      ...(entry.encoding ? { "Content-Encoding": entry.encoding, Vary: "Accept-Encoding" } : {}),
    });
    res.end(entry.body);
  });
  await new Promise<void>((r) => plain.listen(STATIC_PORT, "127.0.0.1", r));
  staticServer = { name: "a plain Node server", stop: () => plain.close() };
}
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${STATIC_PORT}/page`)).ok) break;
  } catch {
    if (i > 50) throw new Error("the static server did not start");
  }
  await new Promise((r) => setTimeout(r, 100));
}

let addressCounter = 0;
const signInRequest: autocannon.Request = {
  method: "POST",
  path: "/api/auth/quotes/sign-in/email",
  headers: { "content-type": "application/json", origin: ORIGIN },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  // Each sign-in from an address of its own, so the 5-a-minute limit (TRUST_PROXY) measures the work, not the refusal.
  setupRequest: (request) => ({
    ...request,
    headers: {
      ...request.headers,
      "x-forwarded-for": `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`,
    },
  }),
};
/** Each request of the signed-in load is the next session's own programme overview. */
let nextSession = 0;
const signedInRequest: autocannon.Request = {
  method: "GET",
  setupRequest: (request) => {
    const session = SESSIONS[nextSession++ % SESSIONS.length]!;
    return { ...request, path: session.overview, headers: { ...request.headers, cookie: session.cookie } };
  },
};
/** The share of the static server's throughput the site should reach, where the issue sets one. */
const PRERENDERED_GOAL = 0.5;
const throughput = [];
for (const target of ONLY === "lighthouse"
  ? []
  : [
      { name: "Prerendered page (/)", site: { url: `${ORIGIN}/` }, staticPath: "/page", goal: PRERENDERED_GOAL },
      {
        name: `Signed-in programme pages (${SESSIONS.length} sessions, ${programmes.length} programmes)`,
        site: { url: ORIGIN, requests: [signedInRequest] },
        staticPath: "/programme",
      },
      { name: "Sign-in (scrypt)", site: { url: ORIGIN, requests: [signInRequest] }, staticPath: "/sign-in" },
    ]) {
  log(`load: ${target.name}`);
  const site = await load(target.site);
  const staticLoad = await load({ url: `http://127.0.0.1:${STATIC_PORT}${target.staticPath}` });
  throughput.push({
    name: target.name,
    site,
    staticServer: staticLoad,
    ratio: Number((site.requestsPerSecond / staticLoad.requestsPerSecond).toFixed(3)),
    goal: target.goal,
  });
}
staticServer.stop();
rmSync(staticDir, { recursive: true, force: true });

// 6. Memory of the server process after the load.
const rssMb = Math.round(server.rssMb());

bare.close();

/** Each goal of docs/architecture.md's quality bars and issue 21, beside what was measured. */
const prerendered = throughput.find((t) => t.name.startsWith("Prerendered"));
const signedInPage = throughput.find((t) => t.name.startsWith("Signed-in"));
const goals = [
  ...lighthouseResults.map((r) => ({
    goal: `Lighthouse ${r.name}: performance ≥ 0.98 of script-free, CLS 0, TBT < 50 ms`,
    measured: `${r.ratio}, CLS ${r.full.cls}, TBT ${r.full.tbtMs} ms`,
    met: r.ratio >= 0.98 && r.full.cls === 0 && r.full.tbtMs < 50,
  })),
  {
    goal: `First-load JavaScript ≤ ${JS_BUDGET_BYTES / 1024} KB on every public page`,
    measured: `heaviest ${(Math.max(...javascript.map((r) => r.gzippedBytes)) / 1024).toFixed(1)} KB`,
    met: javascript.every((r) => r.withinBudget),
  },
  // Absent when only Lighthouse was run (--only=lighthouse).
  ...(prerendered
    ? [
        {
          goal: `Prerendered page ≥ ${PRERENDERED_GOAL} of ${staticServer.name}'s throughput on the same bytes`,
          measured: String(prerendered.ratio),
          met: prerendered.ratio >= PRERENDERED_GOAL,
        },
      ]
    : []),
  ...(signedInPage
    ? [
        {
          goal: "Signed-in page ≥ 0.02 of a static server's throughput, p99 < 100 ms",
          measured: `${signedInPage.ratio}, p99 ${signedInPage.site.p99Ms} ms`,
          met: signedInPage.ratio >= 0.02 && signedInPage.site.p99Ms < 100,
        },
      ]
    : []),
  { goal: "Server memory ≤ 300 MB after the load", measured: `${rssMb} MB`, met: rssMb <= 300 },
];

const report = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  cpus: (await import("node:os")).cpus().length,
  lighthouse: lighthouseResults,
  javascript: { budgetBytes: JS_BUDGET_BYTES, routes: javascript },
  throughput: { staticServer: staticServer.name, acceptEncoding: ACCEPT_ENCODING, targets: throughput },
  serverRssMbAfterLoad: rssMb,
  goals,
};
if (ONLY) {
  // One part alone (a quicker look while working): printed, the committed report left as it is.
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}
writeFileSync(join(ROOT, "bench", "report.json"), `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const heaviest = javascript.toSorted((a, b) => b.gzippedBytes - a.gzippedBytes);
const md = [
  "# Benchmark report",
  "",
  `Measured ${report.measuredAt} with \`npm run bench\` (Node ${report.node}, ${report.cpus} CPUs, Chromium at ${CHROMIUM}).`,
  "",
  "## Goals",
  "",
  "| goal | measured | met |",
  "| --- | --- | --- |",
  ...goals.map((g) => `| ${g.goal} | ${g.measured} | ${g.met ? "yes" : "**no**"} |`),
  "",
  "## Lighthouse (mobile, default throttling)",
  "",
  "Each page beside the same page with every script removed; ratio = performance score ÷ script-free score.",
  "",
  "| page | perf | script-free perf | ratio | a11y | best practices | SEO | TBT ms | LCP ms | CLS |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ...lighthouseResults.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.full.performance} | ${r.noScripts.performance} | ${r.ratio} | ${r.full.accessibility} | ${r.full.bestPractices} | ${r.full.seo} | ${r.full.tbtMs} | ${r.full.lcpMs} | ${r.full.cls} |`,
  ),
  "",
  `## First-load JavaScript (gzipped, budget ${JS_BUDGET_BYTES / 1024} KB)`,
  "",
  `${javascript.filter((r) => r.withinBudget).length} of ${javascript.length} public routes within budget. Heaviest five (scripts the HTML loads and their static imports; widgets that load near the viewport come on top, see tests/e2e/budget.spec.ts):`,
  "",
  "| route | KB |",
  "| --- | --: |",
  ...heaviest.slice(0, 5).map((r) => `| \`${r.route}\` | ${kb(r.gzippedBytes)} |`),
  "",
  "## Throughput (autocannon, 32 connections, 10 s each)",
  "",
  `With \`accept-encoding: ${ACCEPT_ENCODING}\`; the static server is ${staticServer.name}, answering the bytes the site sent (in their content-coding) from a file or memory (for the signed-in pages, one programme's overview). The signed-in load spreads its requests over ${SESSIONS.length} sessions, ${SESSIONS_PER_PROGRAMME} in each programme, each asking for its own programme's overview. Ratio = site ÷ static server.`,
  "",
  "| target | site req/s | site p99 ms | static server req/s | static p99 ms | ratio | goal | site non-2xx |",
  "| --- | --: | --: | --: | --: | --: | --: | --: |",
  ...throughput.map(
    (t) =>
      `| ${t.name} | ${t.site.requestsPerSecond} | ${t.site.p99Ms} | ${t.staticServer.requestsPerSecond} | ${t.staticServer.p99Ms} | ${t.ratio} | ${t.goal === undefined ? "" : `≥ ${t.goal}`} | ${t.site.non2xx} |`,
  ),
  "",
  `Server resident memory after the load: ${rssMb} MB.`,
  "",
].join("\n");
writeFileSync(join(ROOT, "bench", "report.md"), md);
// Formatted as the rest of the repository is, so that a fresh report passes `prettier --check`.
spawnSync(process.execPath, [join(ROOT, "node_modules", "prettier", "bin", "prettier.cjs"), "--write", "bench"], {
  cwd: ROOT,
  stdio: "ignore",
});
log("wrote bench/report.md and bench/report.json");
process.exit(0);

/**
 * `npm run bench:first-paint`: how long a phone waits between the first paint and a working page, with the page's
 * script held back past its first paint (decision 0021) and without, into bench/first-paint.md and .json. It
 * reports; it asserts nothing. About 15 minutes on 2 busy CPUs: it builds twice (the variant, then the site as shipped,
 * so the build it leaves is the real one).
 *
 * - The phone: Chromium at 375 × 812 px with touch, its CPU slowed four times (CDP `Emulation.setCPUThrottlingRate`),
 *   on loopback ("4x CPU") and on Lighthouse's slow 4G applied by DevTools ("4x CPU, slow 4G"); a fresh browser
 *   context (no cache, no cookies but a programme page's session) for every load; RUNS loads of each page in each
 *   profile, reported as the median and the range.
 * - Each load records, in the page's own clock: first contentful paint; when the first module was asked for; when the
 *   page works (React has hydrated: the first pageview is pushed from an effect, as tests/e2e/support/fixtures.ts
 *   waits for it); and when the burger menu's script-driven behaviour is live (its `aria-expanded`, written only once
 *   hydrated, decision 0022).
 * - A tap on the burger right after the first paint, in loads of its own: whether the menu opened at once (it is a
 *   `<details>` element), how long after the tap the script took it over, and whether it was still open then.
 * - Pages: Home and a product page (prerendered) and a signed-in programme page (rendered per request), on a fresh
 *   embedded database with one programme user, signed in through `/api/auth/quotes/sign-in/email`.
 *
 * The variant without the deferral is a build made with VITE_BENCH_SCRIPTS_AT_ONCE=1 (app/entry.server.tsx), whose
 * value Vite writes into the build: the site as shipped carries no switch.
 *
 * Options: `--runs=N` (default 5), `--port=N` (default 3430), `--no-build` (measure the current build only, as it
 * is, labelled by the stamp's variant).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium, type Browser, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";

import { Accounts } from "#app/accounts/accounts.server.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { BENCH_SECRET, ROOT, startBenchServer, type BenchServer } from "./server.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg("runs") ?? 5);
const PORT = Number(arg("port") ?? 3430);
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CPU_SLOWDOWN = 4;
const EMAIL = "bench.first-paint@icebolethugroup.example";
const PASSWORD = "a benchmark passphrase nobody uses";

const PAGES = [
  { name: "Home", path: "/" },
  { name: "Product: motor fleet", path: "/insurance-products/commercial-solutions/motor-fleet" },
  { name: "Programme overview (signed in)", path: "/icebolethugroup/overview", signedIn: true },
];

const slow4G = throttling.mobileSlow4G;
const PROFILES = [
  { name: "4x CPU", network: null },
  {
    name: "4x CPU, slow 4G",
    // DevTools throttling as Lighthouse applies it for its mobile profile (request latency, not round trip).
    network: {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    },
  },
];

const VARIANTS: { name: string; label: string; env: Record<string, string> }[] = [
  { name: "at once", label: "scripts at once (no deferral)", env: { VITE_BENCH_SCRIPTS_AT_ONCE: "1" } },
  { name: "deferred", label: "scripts after first paint (decision 0021)", env: {} },
];

function log(line: string) {
  console.log(`[first-paint] ${line}`);
}

/** What a load records in the page, in milliseconds of the page's clock (null: it did not happen). */
interface Load {
  fcp: number | null;
  firstModule: number | null;
  hydrated: number | null;
  burgerLive: number | null;
}
interface TapLoad {
  /** When the tap came, after the first paint. */
  tapAfterFcp: number;
  openedAtOnce: boolean;
  /** From the tap until the script had taken the menu over. */
  tapToLive: number | null;
  keptOpen: boolean;
}

/**
 * Runs in every page before its own scripts: notes the first paint, the first pageview (the page has hydrated) and
 * when the burger's `aria-expanded` appears. The data layer is created here so that the page's `dataLayer ?? []`
 * keeps it and its pushes are seen as they happen, not polled.
 */
function recorder() {
  const marks: Record<string, number | null> = { fcp: null, hydrated: null, burgerLive: null, tapAt: null };
  const painted = Promise.withResolvers<void>();
  const hydrated = Promise.withResolvers<void>();
  const burgerLive = Promise.withResolvers<void>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint" && marks.fcp === null) {
        marks.fcp = entry.startTime;
        painted.resolve();
      }
    }
  }).observe({ type: "paint", buffered: true });
  const layer: unknown[] = [];
  const push = layer.push;
  layer.push = function (...items: unknown[]) {
    if (marks.hydrated === null && items.some((item) => (item as { event?: string })?.event === "pageview")) {
      marks.hydrated = performance.now();
      hydrated.resolve();
    }
    return push.apply(this, items);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  new MutationObserver(() => {
    if (marks.burgerLive !== null) return;
    if (document.querySelector('summary[aria-controls="site-menu"][aria-expanded]')) {
      marks.burgerLive = performance.now();
      burgerLive.resolve();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-expanded"], childList: true });
  document.addEventListener(
    "pointerdown",
    () => {
      if (marks.tapAt === null) marks.tapAt = performance.now();
    },
    { capture: true },
  );
  const firstPaint = { marks, painted: painted.promise, hydrated: hydrated.promise, burgerLive: burgerLive.promise };
  Object.assign(window, { firstPaintBench: firstPaint });
}

type Marks = Record<"fcp" | "hydrated" | "burgerLive" | "tapAt", number | null>;
declare global {
  interface Window {
    firstPaintBench?: { marks: Marks; painted: Promise<void>; hydrated: Promise<void>; burgerLive: Promise<void> };
  }
}

async function openPage(
  browser: Browser,
  profile: (typeof PROFILES)[number],
  cookie: { name: string; value: string } | undefined,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) await context.addCookies([{ ...cookie, url: ORIGIN }]);
  await context.addInitScript(recorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  if (profile.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", profile.network);
  }
  return { context, page };
}

const marksOf = (page: Page) => page.evaluate(() => window.firstPaintBench!.marks);

/**
 * Waits for one of the recorder's moments. The page waits on its own promise rather than being polled, which would
 * take the slowed CPU's time; the function is retried only until the new document's recorder is there.
 */
async function until(page: Page, moment: "painted" | "hydrated" | "burgerLive", timeout = 60_000) {
  await page.waitForFunction((m) => window.firstPaintBench?.[m].then(() => true), moment, { timeout });
}

/** Until the page works, and a moment more for the burger's effect (a page may lack the burger). */
async function untilWorking(page: Page) {
  await until(page, "hydrated");
  await until(page, "burgerLive", 2_000).catch(() => {});
}

async function measureLoad(browser: Browser, profile: (typeof PROFILES)[number], path: string, cookie?: Cookie) {
  const { context, page } = await openPage(browser, profile, cookie);
  try {
    await page.goto(`${ORIGIN}${path}`, { waitUntil: "commit", timeout: 60_000 });
    await untilWorking(page);
    const marks = await marksOf(page);
    const firstModule = await page.evaluate(() => {
      const modules = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return modules.length ? Math.min(...modules.map((entry) => entry.startTime)) : null;
    });
    return { fcp: marks.fcp, firstModule, hydrated: marks.hydrated, burgerLive: marks.burgerLive } satisfies Load;
  } finally {
    await context.close();
  }
}

async function measureTap(browser: Browser, profile: (typeof PROFILES)[number], path: string, cookie?: Cookie) {
  const { context, page } = await openPage(browser, profile, cookie);
  try {
    await page.goto(`${ORIGIN}${path}`, { waitUntil: "commit", timeout: 60_000 });
    await until(page, "painted");
    const burger = 'summary[aria-controls="site-menu"]';
    await page.tap(burger, { timeout: 30_000 });
    const openedAtOnce = await page.evaluate(
      (selector) => (document.querySelector(selector)?.parentElement as HTMLDetailsElement | null)?.open ?? false,
      burger,
    );
    await untilWorking(page);
    const marks = await marksOf(page);
    const keptOpen = (await page.locator(burger).getAttribute("aria-expanded")) === "true";
    return {
      tapAfterFcp: marks.tapAt! - marks.fcp!,
      openedAtOnce,
      tapToLive: marks.burgerLive === null ? null : Math.max(0, marks.burgerLive - marks.tapAt!),
      keptOpen,
    } satisfies TapLoad;
  } finally {
    await context.close();
  }
}

type Cookie = { name: string; value: string };

/** A fresh embedded database with the one programme user the signed-in page needs. */
async function prepareDatabase(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-first-paint-"));
  const database = await openDatabase({ dataDir, holder: "the first-paint benchmark set-up" });
  const accounts = new Accounts({
    auths: createAuths({ database, secret: BENCH_SECRET, siteUrl: ORIGIN }),
    database,
    siteUrl: ORIGIN,
  });
  await accounts.add("quotes", { email: EMAIL, password: PASSWORD });
  await database.close();
  return dataDir;
}

/** Signs the programme user in through the context's API, as the sign-in page does; the session cookie. */
async function signIn(): Promise<Cookie> {
  const answer = await fetch(`${ORIGIN}/api/auth/quotes/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const first = answer.headers.getSetCookie()[0]?.split(";", 1)[0];
  if (!answer.ok || !first) throw new Error(`the programme user's sign-in failed: ${answer.status}`);
  const [name, ...value] = first.split("=");
  return { name: name!, value: value.join("=") };
}

function build(env: Record<string, string>) {
  log(`building${env.VITE_BENCH_SCRIPTS_AT_ONCE ? " the variant without the deferral" : " the site as shipped"}`);
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), ...env };
  // The tag manager would load a script from another site, which this machine cannot reach.
  delete buildEnv.GTM_ID;
  if (!env.VITE_BENCH_SCRIPTS_AT_ONCE) delete buildEnv.VITE_BENCH_SCRIPTS_AT_ONCE;
  const built = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    env: buildEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("the build failed");
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Median and range of the loads where both marks happened, rounded to the millisecond. */
function summary(values: (number | null)[]) {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!present.length) return null;
  return {
    median: Math.round(median(present)),
    min: Math.round(Math.min(...present)),
    max: Math.round(Math.max(...present)),
    n: present.length,
  };
}

interface Result {
  variant: string;
  profile: string;
  page: string;
  path: string;
  fcp: ReturnType<typeof summary>;
  firstModule: ReturnType<typeof summary>;
  hydrated: ReturnType<typeof summary>;
  gap: ReturnType<typeof summary>;
  burgerLive: ReturnType<typeof summary>;
  tap: {
    tapAfterFcp: ReturnType<typeof summary>;
    openedAtOnce: number;
    tapToLive: ReturnType<typeof summary>;
    keptOpen: number;
    runs: number;
  };
}

async function measureVariant(variant: (typeof VARIANTS)[number], server: BenchServer): Promise<Result[]> {
  const cookie = await signIn();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results: Result[] = [];
  try {
    for (const profile of PROFILES) {
      for (const page of PAGES) {
        log(`${variant.name}, ${profile.name}: ${page.path} (${RUNS} loads, ${RUNS} taps)`);
        const loads: Load[] = [];
        const taps: TapLoad[] = [];
        // Loads and taps take turns, so a change in the machine's load falls on both alike.
        for (let i = 0; i < RUNS; i++) {
          const withCookie = page.signedIn ? cookie : undefined;
          loads.push(await measureLoad(browser, profile, page.path, withCookie));
          taps.push(await measureTap(browser, profile, page.path, withCookie));
        }
        results.push({
          variant: variant.name,
          profile: profile.name,
          page: page.name,
          path: page.path,
          fcp: summary(loads.map((l) => l.fcp)),
          firstModule: summary(loads.map((l) => l.firstModule)),
          hydrated: summary(loads.map((l) => l.hydrated)),
          gap: summary(loads.map((l) => (l.hydrated === null || l.fcp === null ? null : l.hydrated - l.fcp))),
          burgerLive: summary(loads.map((l) => l.burgerLive)),
          tap: {
            tapAfterFcp: summary(taps.map((t) => t.tapAfterFcp)),
            openedAtOnce: taps.filter((t) => t.openedAtOnce).length,
            tapToLive: summary(taps.map((t) => t.tapToLive)),
            keptOpen: taps.filter((t) => t.keptOpen).length,
            runs: taps.length,
          },
        });
      }
    }
  } finally {
    await browser.close();
  }
  log(`server memory ${server.rssMb().toFixed(0)} MB`);
  return results;
}

const format = (s: ReturnType<typeof summary>) => (s ? `${s.median} (${s.min}–${s.max})` : "–");

function report(results: Result[], startedAt: Date): string {
  const lines = [
    "# First paint to a working page",
    "",
    `\`npm run bench:first-paint\` (bench/first-paint.ts), ${startedAt.toISOString().slice(0, 10)}: Chromium at 375 × 812 px,`,
    `CPU slowed ${CPU_SLOWDOWN}x, a fresh context per load, ${RUNS} loads and ${RUNS} taps per page, variant and profile.`,
    "Milliseconds from the navigation's start: median (lowest–highest). Working: React has hydrated (first pageview).",
    "Gap: from first contentful paint to working. Burger live: the menu's script-driven behaviour (`aria-expanded`).",
    "Tap: a tap on the burger as soon as the first paint is seen; opened at once (the `<details>` element), then",
    "from the tap until the script has the menu, and whether it was still open then.",
    "",
  ];
  for (const profile of PROFILES) {
    lines.push(`## ${profile.name}`, "");
    lines.push(
      "| page | variant | first paint | first module asked | working | gap | burger live | tap after paint | opened at once | tap to script | kept open |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const page of PAGES) {
      for (const variant of VARIANTS) {
        const r = results.find((x) => x.profile === profile.name && x.page === page.name && x.variant === variant.name);
        if (!r) continue;
        lines.push(
          `| ${page.name} | ${variant.label} | ${format(r.fcp)} | ${format(r.firstModule)} | ${format(r.hydrated)} | ${format(r.gap)} | ${format(r.burgerLive)} | ${format(r.tap.tapAfterFcp)} | ${r.tap.openedAtOnce}/${r.tap.runs} | ${format(r.tap.tapToLive)} | ${r.tap.keptOpen}/${r.tap.runs} |`,
        );
      }
    }
    lines.push("");
  }
  return lines.join("\n");
}

const startedAt = new Date();
const noBuild = process.argv.includes("--no-build");
const stamp = JSON.parse(readFileSync(join(ROOT, "build", "config-stamp.json"), "utf8")) as {
  VITE_BENCH_SCRIPTS_AT_ONCE?: string;
};
const variants = noBuild ? [VARIANTS[stamp.VITE_BENCH_SCRIPTS_AT_ONCE === "1" ? 0 : 1]!] : VARIANTS;
const results: Result[] = [];
for (const variant of variants) {
  if (!noBuild) build(variant.env);
  const server = await startBenchServer({ port: PORT, dataDir: await prepareDatabase() });
  try {
    results.push(...(await measureVariant(variant, server)));
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((resolve) => server.process.once("exit", resolve));
  }
}
const markdown = report(results, startedAt);
console.log(markdown);
if (!noBuild) {
  writeFileSync(join(ROOT, "bench", "first-paint.md"), markdown);
  writeFileSync(
    join(ROOT, "bench", "first-paint.json"),
    `${JSON.stringify({ at: startedAt.toISOString(), runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, results }, null, 2)}\n`,
  );
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { publicPageRoutes } from "../../app/navigation/navigation";
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/** DESIGN.md section 10: at most 130 KB of gzipped JavaScript on a public page's first load. */
const BUDGET_BYTES = 130 * 1024;
const CLIENT = join(process.cwd(), "build", "client");

function htmlFile(route: string): string {
  return join(CLIENT, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
}

/** The JS a page loads before it is interactive: its scripts, preloads and their static imports. */
function firstLoadScripts(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(CLIENT, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

/**
 * Scripts the page itself asked for while loading and hydrating (lazily loaded
 * widgets included), but not what link prefetching fetched for other pages.
 */
async function requestedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType !== "link" && /\/assets\/.+\.js$/.test(e.name))
      .map((e) => new URL(e.name).pathname),
  );
}

test("every public page's first load stays within the JavaScript budget", async ({ page }) => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop", "reads the build; once is enough");
  test.setTimeout(180_000);
  for (const route of publicPageRoutes()) {
    await page.goto(route, { waitUntil: "networkidle" });
    const scripts = firstLoadScripts(readFileSync(htmlFile(route), "utf8"));
    for (const file of await requestedScripts(page)) scripts.add(file);
    expect(scripts.size, route).toBeGreaterThan(0);
    const gzipped = [...scripts].reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(CLIENT, f)), { level: 9 }).length,
      0,
    );
    testInfo.annotations.push({ type: "js", description: `${route}: ${(gzipped / 1024).toFixed(1)} KB` });
    expect(gzipped, `${route} loads ${(gzipped / 1024).toFixed(1)} KB of gzipped JS`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});

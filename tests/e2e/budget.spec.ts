import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { articlePath, articles } from "#app/content/articles/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { firstLoadScripts, gzippedSize, JS_BUDGET_BYTES } from "../../scripts/first-load-js.ts";
import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures.ts";

const CLIENT = join(process.cwd(), "build", "client");

function htmlFile(route: string): string {
  return join(CLIENT, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
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
  // Media listings and articles come from the database (not prerendered): their HTML as the server sends it.
  for (const route of [...publicPageRoutes(), articlePath(articles[0]!)]) {
    await page.goto(route, { waitUntil: "networkidle" });
    const file = htmlFile(route);
    const html = existsSync(file) ? readFileSync(file, "utf8") : await (await page.request.get(route)).text();
    const scripts = firstLoadScripts(CLIENT, html);
    for (const script of await requestedScripts(page)) scripts.add(script);
    expect(scripts.size, route).toBeGreaterThan(0);
    const gzipped = gzippedSize(CLIENT, scripts);
    testInfo.annotations.push({ type: "js", description: `${route}: ${(gzipped / 1024).toFixed(1)} KB` });
    expect(gzipped, `${route} loads ${(gzipped / 1024).toFixed(1)} KB of gzipped JS`).toBeLessThanOrEqual(
      JS_BUDGET_BYTES,
    );
  }
});

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
 * widgets included), but not what link prefetching fetched for other pages:
 * neither the prefetch links themselves nor the route modules React Router
 * imports to prefetch a link's page (a module of a route this page does not
 * render, or a chunk only such modules import, per the router's manifest).
 */
async function requestedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Entry = { module: string; imports?: string[] };
    const w = window as unknown as {
      __reactRouterManifest: { entry: Entry; routes: Record<string, Entry> };
      __reactRouterDataRouter: { state: { matches: { route: { id: string } }[] } };
    };
    const { entry, routes } = w.__reactRouterManifest;
    const files = (e: Entry) => [e.module, ...(e.imports ?? [])];
    const matched = new Set(w.__reactRouterDataRouter.state.matches.map((m) => m.route.id));
    const own = new Set([...files(entry), ...[...matched].flatMap((id) => files(routes[id]!))]);
    const elsewhere = new Set(
      Object.entries(routes)
        .filter(([id]) => !matched.has(id))
        .flatMap(([, route]) => files(route))
        .filter((file) => !own.has(file)),
    );
    return performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType !== "link" && /\/assets\/.+\.js$/.test(e.name))
      .map((e) => new URL(e.name).pathname)
      .filter((path) => !elsewhere.has(path));
  });
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
    expect
      .soft(gzipped, `${route} loads ${(gzipped / 1024).toFixed(1)} KB of gzipped JS`)
      .toBeLessThanOrEqual(JS_BUDGET_BYTES);
  }
});

/**
 * Lists the heaviest public pages' static first load, and one page's chunks
 * with their gzipped sizes: `node scripts/first-load-report.ts [/route]` after
 * a build, prerendered pages only. (tests/e2e/budget.spec.ts measures every public page in a browser, with the
 * widgets a page loads near the viewport.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { firstLoadScripts, gzippedSize } from "./first-load-js.ts";

const CLIENT = join(process.cwd(), "build", "client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Pages that show the group's people are rendered per request (app/prerender.ts): they have no file to read here.
const pages = publicPageRoutes()
  .flatMap((route) => {
    const html = join(CLIENT, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
    if (!existsSync(html)) return [];
    const scripts = [...firstLoadScripts(CLIENT, readFileSync(html, "utf8"))];
    return [{ route, scripts, gzipped: gzippedSize(CLIENT, scripts) }];
  })
  .toSorted((a, b) => b.gzipped - a.gzipped);

for (const { route, gzipped } of pages.slice(0, 5)) console.log(`${kb(gzipped).padStart(9)}  ${route}`);
const detail = pages.find((p) => p.route === (process.argv[2] ?? "/"));
if (detail) {
  console.log(`\n${detail.route}:`);
  const chunks = detail.scripts.map((file) => ({ file, gzipped: gzippedSize(CLIENT, [file]) }));
  for (const c of chunks.toSorted((a, b) => b.gzipped - a.gzipped))
    console.log(`${kb(c.gzipped).padStart(9)}  ${c.file}`);
}

/**
 * Holds a page's JavaScript back until its first paint (decision 0021). React Router's `<Scripts>` writes a
 * `modulepreload` link for every module of the page, which React places in the head ahead of the stylesheets,
 * and a module script that imports the route modules at once: on a slow connection the browser fetches some
 * 125 KB of JavaScript beside the stylesheet and font the first paint waits for. The page is complete without
 * its script (server-rendered, every link and form works), so the script can wait.
 *
 * This rewrites the page as rendered: the `modulepreload` links go, and React Router's module script first waits
 * for the page's fonts and the next frame, then adds the same `modulepreload` links (so the modules still come
 * in parallel, not one import after another) and imports the route modules itself. What it then runs is React
 * Router's own code, unchanged. A page without that script (an error page rendered without scripts, a
 * resource) is returned as it was.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTER_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

/** What runs first in the rewritten script: the page's fonts are in and one frame has been painted. */
const AFTER_FIRST_PAINT = [
  "await document.fonts?.ready;",
  "await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
];

/** The page up to `</head>`: React puts the `modulepreload` links there, and only there are they looked for. */
function head(page: string): string {
  return page.slice(0, Math.max(0, page.indexOf("</head>")));
}

export function deferScriptsPastFirstPaint(html: string): string {
  // The script is in the head or at the end of the body (React places async scripts either way); it is found by
  // its first line rather than by reading the whole page with a pattern (a page is 40 KB and more).
  const firstImport = html.indexOf("import * as route");
  if (firstImport < 0) return html;
  const start = html.lastIndexOf("<script", firstImport);
  const end = html.indexOf("</script>", firstImport);
  const script = start < 0 || end < 0 ? null : ROUTER_SCRIPT.exec(html.slice(start, end + "</script>".length));
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];

  const preloads = [...head(html).matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  const rest = body.replace(ROUTE_IMPORT, "");
  const names = imports.map((m) => m[1]!);
  const modules = imports.map((m) => `import(${JSON.stringify(m[2])})`);
  const deferred = [
    ...AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    `const [${names.join(", ")}] = await Promise.all([${modules.join(", ")}]);`,
    rest,
  ].join("\n");

  const rewritten = html.slice(0, start) + open + deferred + close + html.slice(start + whole.length);
  const headOf = head(rewritten);
  return headOf.replace(MODULE_PRELOAD, "") + rewritten.slice(headOf.length);
}

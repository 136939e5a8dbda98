import { describe, expect, it } from "vitest";

import { deferScriptsPastFirstPaint } from "#app/lib/http/defer-scripts.ts";

// The shape React Router's <Scripts> writes; tests/e2e/server.spec.ts checks the built pages are rewritten.
const page = [
  `<html><head><link rel="stylesheet" href="/assets/root.css"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>`,
  `<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>`,
  `<script nonce="abc">window.__reactRouterContext = {};</script>`,
  `<script type="module" async="" nonce="abc">;`,
  `import * as route0 from "/assets/root.js";`,
  `import * as route1 from "/assets/page.js";`,
  `  window.__reactRouterManifest = {"version":"1"};`,
  `  window.__reactRouterRouteModules = {"root":route0,"page":route1};`,
  ``,
  `import("/assets/entry.client.js");</script>`,
  `</head><body><a href="/x">x</a></body></html>`,
].join("\n");

describe("deferScriptsPastFirstPaint", () => {
  const out = deferScriptsPastFirstPaint(page);
  const script = /<script type="module" async="" nonce="abc">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it("takes the modulepreload links out of the page and adds them from the script, after the first paint", () => {
    expect(out).not.toContain(`rel="modulepreload"`);
    expect(script).toContain(`["/assets/entry.client.js","/assets/root.js"]`);
    const waits = script.indexOf("await document.fonts?.ready");
    expect(waits).toBeGreaterThanOrEqual(0);
    expect(script.indexOf("modulepreload")).toBeGreaterThan(waits);
  });

  it("imports the route modules after that wait, then runs React Router's own lines in their order", () => {
    expect(script).not.toMatch(/import \* as/);
    expect(script).toContain(
      `const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/page.js")]);`,
    );
    const order = [
      "await document.fonts?.ready",
      "await Promise.all",
      "window.__reactRouterManifest",
      "window.__reactRouterRouteModules",
      `import("/assets/entry.client.js")`,
    ].map((line) => script.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
  });

  it("leaves the rest of the page, its other scripts and the script's nonce as they were", () => {
    expect(out).toContain(`<script nonce="abc">window.__reactRouterContext = {};</script>`);
    expect(out).toContain(`<link rel="stylesheet" href="/assets/root.css"/>`);
    expect(out).toContain(`<a href="/x">x</a>`);
  });

  it("returns a page without React Router's module script unchanged", () => {
    const plain = `<html><head><script type="module">import("/a.js");</script></head><body></body></html>`;
    expect(deferScriptsPastFirstPaint(plain)).toBe(plain);
    expect(deferScriptsPastFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });

  it("rewrites the script where React put it: in the head, or at the end of the body as on prerendered pages", () => {
    const atEnd = page
      .replace(/<script type="module"[\s\S]*?<\/script>\n/, "")
      .replace("</body>", `${/<script type="module"[\s\S]*?<\/script>/.exec(page)![0]}</body>`);
    const rewritten = deferScriptsPastFirstPaint(atEnd);
    expect(rewritten).not.toContain(`rel="modulepreload"`);
    expect(rewritten).toMatch(/<body>[\s\S]*await document\.fonts\?\.ready[\s\S]*<\/script><\/body>/);
    expect(rewritten).not.toMatch(/import \* as/);
  });
});

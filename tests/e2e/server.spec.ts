import { expect, test } from "./support/fixtures.ts";

// The production server's own behaviour: one browser width is enough.
test.skip(() => test.info().project.name !== "desktop", "server behaviour does not depend on width");

test("hashed assets are compressed and cached for a year; others revalidate", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // A file under 1 KB is sent as it is (scripts/compress-build.ts; the page's entry script is 0.3 KB since decision
  // 0065): the test takes the page's first larger script.
  let asset = "";
  for (const [path] of html.matchAll(/\/assets\/[^"]+\.js/g)) {
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    if ((await plain.body()).length >= 1024) {
      asset = path;
      break;
    }
  }
  expect(asset, "a script of 1 KB or more on the home page").not.toBe("");
  const br = await request.get(asset, { headers: { "accept-encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const gzip = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");

  const data = await request.get("/about/our-history.data");
  expect(data.headers()["cache-control"]).toContain("must-revalidate");
  const etag = data.headers()["etag"]!;
  const again = await request.get("/about/our-history.data", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);

  // A prerendered page is a static file too (decision 0015): precompressed, revalidated with its ETag.
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const unchanged = await request.get("/", {
    headers: { "accept-encoding": "br, gzip", "if-none-match": page.headers()["etag"]! },
  });
  expect(unchanged.status()).toBe(304);
});

test("a page's script waits for its first paint, prerendered or rendered per request, and still hydrates", async ({
  page,
  request,
}) => {
  // Decision 0021: no module preloads in the page; React Router's script adds them once the fonts are in.
  for (const path of ["/", "/search?q=motor"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(/import \* as route\d/);
    expect(html, path).toContain("await document.fonts?.ready");
  }
  await page.goto("/");
  // Hydrated: React Router's router exists, and the preloads were added after the first paint.
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(5);
});

test("unknown paths answer 404 with a helpful page", async ({ page, consoleErrors }) => {
  const response = await page.goto("/insurance-products/space-tourism");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("We could not find that page");
  await expect(page.getByRole("main").getByRole("link", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  consoleErrors.length = 0; // the browser logs the 404 itself
});

test("correct spellings redirect permanently to the canonical URLs", async ({ request }) => {
  const cases = {
    "/insurance-products/commercial-solutions/specialist-liability":
      "/insurance-products/commercial-solutions/specialist-liablity",
    "/motor-risk-management/parts-procurement": "/motor-risk-managment/parts-procurement",
  };
  for (const [from, to] of Object.entries(cases)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
});

test("health check and HEAD requests", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
  const head = await request.head("/about/our-leadership");
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe("");
});

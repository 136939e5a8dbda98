import { expect, test } from "./fixtures";

// The production server's own behaviour: one browser width is enough.
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "server behaviour does not depend on width");
});

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "strict-transport-security",
];

test("every kind of response carries the security headers", async ({ request }) => {
  const asset = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)![0];
  for (const path of [
    "/",
    "/about/our-history.data",
    asset,
    "/documents/paia-manual.pdf",
    "/no-such-page",
    "/healthz",
    "/motor-risk-management/parts-procurement",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    for (const header of SECURITY_HEADERS) expect(response.headers()[header], `${header} on ${path}`).toBeTruthy();
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  }
});

test("each HTML response has its own nonce, and every inline script carries it", async ({ request }) => {
  const nonces = [];
  for (const path of ["/", "/", "/auth/signin"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    nonces.push(nonce);
    const html = await response.text();
    // Structured data (JSON-LD) is never executed, so it needs no nonce.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("__CSP_NONCE__");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("a nonce sent by a client is ignored", async ({ request }) => {
  const response = await request.get("/auth/signin", { headers: { "x-kopano-csp-nonce": "attacker" } });
  expect(response.headers()["content-security-policy"]).not.toContain("attacker");
  expect(await response.text()).not.toContain('nonce="attacker"');
});

test("hashed assets are compressed and cached for a year; others revalidate", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
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

  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");
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

test("errors never show a stack trace or an internal path", async ({ request }) => {
  for (const path of [
    "/documents/unknown.pdf",
    "/documents/%E0%A4%A",
    "/%E0%A4%A",
    "/about/../../etc/passwd",
    "/.vite/manifest.json",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    const body = await response.text();
    expect(body, path).not.toMatch(/\n\s+at |\/work\/|node_modules|build\/server/);
  }
  const post = await request.post("/", { form: { anything: "x" } });
  expect(post.status()).toBeGreaterThanOrEqual(400);
  expect(await post.text()).not.toMatch(/\n\s+at |node_modules/);
});

test("health check and HEAD requests", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
  const head = await request.head("/about/our-leadership");
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe("");
});

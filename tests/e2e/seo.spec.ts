import { articlePath, articles } from "#app/content/articles/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { expect, test } from "./support/fixtures.ts";

// What search engines and link previews read. The server answers the same at every width.
test.skip(() => test.info().project.name !== "desktop", "independent of width");

const ORIGIN = "http://localhost:3000"; // SITE_URL unset at build: canonical URLs name the default origin

test("each page names its canonical URL, Open Graph data and structured data", async ({ page }) => {
  await page.goto("/insurance-products/commercial-solutions/motor-fleet");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/insurance-products\/commercial-solutions\/motor-fleet$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /motor fleet/i);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\/.+\/images\/.+\.webp$/,
  );
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const types = graph["@graph"].map((node: { "@type": string }) => node["@type"]);
  expect(types).toEqual(["InsuranceAgency", "BreadcrumbList"]);
  const crumbs = graph["@graph"][1].itemListElement.map((item: { name: string }) => item.name);
  expect(crumbs[0]).toBe("Home");
  expect(crumbs.at(-1)).toMatch(/motor fleet/i);
});

test("an article carries NewsArticle data and an article Open Graph type", async ({ page }) => {
  const article = articles[0]!;
  await page.goto(articlePath(article));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const news = graph["@graph"].find((node: { "@type": string }) => node["@type"] === "NewsArticle");
  expect(news.headline).toBe(article.title);
  expect(news.datePublished).toBe(article.date);
});

test("the sitemap lists every public page and article and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Editors may have published more (tests/e2e/publishing.spec.ts): the rest is a media listing or article of theirs.
  const expected = [...publicPageRoutes(), ...articles.map(articlePath)];
  expect(locs).toEqual(expect.arrayContaining(expected));
  expect(
    locs.filter((l) => !expected.includes(l)).filter((l) => !/^\/media\/(news|events)\/\d{4}(\/[a-z0-9-]+)?$/.test(l)),
  ).toEqual([]);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.some((l) => /^\/(auth|rs-regal|Pepkor|NMI|city-of-joburg)/.test(l))).toBe(false);
});

test("robots.txt keeps crawlers out of programme and sign-in pages and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const path of ["/auth/", "/rs-regal/", "/icebolethugroup/", "/PepkorTransport/", "/city-of-joburg/"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

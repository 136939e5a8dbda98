import type { Locator, Page } from "@playwright/test";

import { programmes } from "#app/programmes/index.ts";
import { dataLayer, expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures.ts";

/**
 * Site search (issue 20; docs/decisions/0014-site-search.md): /search rendered on the server, the header's
 * search form at every width, results as the visitor types, and what never appears.
 */

const FLEET = "Motor fleet insurance";
const PAIA = /^PAIA Manual \(Section 51/;
const SASRIA = /^SASRIA cover explained/;

const byWidth = (name: string) => test.info().project.name === name;

function results(page: Page): Locator {
  return page.getByRole("main").getByRole("listitem");
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${max} presses`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page finds pages, PDFs and typos, pages results, escapes the query and refuses nonsense clearly", async ({
    page,
    consoleErrors,
  }) => {
    test.skip(!byWidth("desktop"), "the server's answers do not depend on the width; once is enough");
    test.setTimeout(90_000);

    // The header's own form, submitted with Enter: a plain GET to /search.
    await page.goto("/about/our-history");
    const header = page.getByRole("banner");
    await header.getByRole("searchbox", { name: "Search the site" }).first().fill("fleet");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=fleet$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText(/\d+ results for “fleet”/);
    const fleet = results(page).filter({ has: page.getByRole("link", { name: FLEET }) });
    await expect(fleet.getByRole("link", { name: FLEET })).toHaveAttribute(
      "href",
      "/insurance-products/commercial-solutions/motor-fleet",
    );
    await expect(fleet).toContainText("Products");
    await expect(fleet.locator("mark").first()).toHaveText(/fleet/i);

    // A PDF by its name, first.
    await page.goto("/search?q=PAIA+manual");
    const first = results(page).first();
    await expect(first.getByRole("link", { name: PAIA })).toHaveAttribute("href", "/documents/paia-manual.pdf");
    await expect(first).toContainText("PDF");

    // Typos.
    await page.goto("/search?q=flet");
    await expect(page.getByRole("link", { name: FLEET })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Also searched for fleet (you typed “flet”)");
    await page.goto("/search?q=sasira");
    await expect(page.getByRole("link", { name: SASRIA })).toBeVisible();

    // Paged: ten a page, the next page from the pager.
    await page.goto("/search?q=claim");
    await expect(results(page)).toHaveCount(10);
    const firstTitle = await results(page).first().getByRole("heading").textContent();
    const pager = page.getByRole("navigation", { name: "Pages of search results" });
    await expect(pager).toContainText(/Page 1 of \d/);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=claim&page=2$/);
    await expect(pager).toContainText(/Page 2 of \d/);
    await expect(results(page).first().getByRole("heading")).not.toHaveText(firstTitle!);

    // A confidential programme never appears: its client's name, words of its confidential cover.
    for (const query of ["Pepkor"]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("main").getByRole("status")).toContainText(`No results for “${query}”`);
    }
    for (const programme of programmes) {
      await page.goto(`/search?q=${encodeURIComponent(`${programme.name} policy wording`)}`);
      await expect(page.getByRole("main").getByRole("status")).toBeVisible();
      await expect(page.locator(`main a[href^="/${programme.slug}/" i]`)).toHaveCount(0);
    }

    // A script typed as the query is shown as text, never run or parsed.
    const script = `<script>document.title="pwned"</script><img src=x onerror=alert(1)>`;
    await page.goto(`/search?q=${encodeURIComponent(script)}`);
    await expect(page.getByRole("searchbox", { name: "Search the site" }).last()).toHaveValue(script);
    await expect(page.getByRole("main").getByRole("status")).toContainText(script);
    await expect(page.locator("main img")).toHaveCount(0);
    expect(await page.title()).toContain("Search: <script>");

    // Thousands of characters: a clear page, with a 400, never a 500.
    const long = await page.goto(`/search?q=${"fleet ".repeat(800)}`);
    expect(long?.status()).toBe(400);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Searches can be at most 200 characters");
    // Control characters are dropped; a query of nothing else is an empty search.
    const control = await page.goto("/search?q=%01%1B%7F");
    expect(control?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Type a few words");
    await page.goto("/search?q=fle%01et%07%1B");
    await expect(page.getByRole("searchbox", { name: "Search the site" }).last()).toHaveValue("fle et");
    // A NUL byte is refused at the server's front door (decision 0049): the site's 400 page.
    expect((await page.goto("/search?q=fle%00et"))?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not read what was sent");
    // A page number that is not one is not found.
    expect((await page.goto("/search?q=claim&page=abc"))?.status()).toBe(404);
    // The browser logs the 400 and the 404 above, as it should.
    consoleErrors.length = 0;

    // Search results are for the visitor, not for search engines.
    await page.goto("/search?q=fleet");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("an address that searches too often is told to wait, on the search page and in the header's list", async ({
  request,
}) => {
  test.skip(!byWidth("desktop"), "the server's answers do not depend on the width; once is enough");
  // This test's own address (the fixtures give each test one): 60 suggestions a minute, then 429 with its reason.
  for (let i = 0; i < 60; i++) expect((await request.get("/search/suggest?q=fleet")).status()).toBe(200);
  const refused = await request.get("/search/suggest?q=fleet");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ kind: "limited", text: "fleet", results: [] });
  // Refused again by the server itself, from memory (server/search-pages.ts): the same answer.
  const again = await request.get("/search/suggest?q=%20fleet%20");
  expect(again.status()).toBe(429);
  expect(Number(again.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await again.json()).toEqual({ kind: "limited", text: "fleet", total: 0, results: [] });
  // The search page has an allowance of its own: 30 a minute.
  for (let i = 0; i < 30; i++) expect((await request.get("/search?q=claim")).status()).toBe(200);
  const page = await request.get("/search?q=claim");
  expect(page.status()).toBe(429);
  const refusal = await page.text();
  expect(refusal).toContain("You have searched many times in the last minute");
  // The page kept for this query was not sent, and nothing typed is lost: the field holds the query.
  expect(refusal).toMatch(/<input[^>]*name="q"[^>]*value="claim"/);
});

test("the header's search works by keyboard, with results as the visitor types", async ({ page }) => {
  test.setTimeout(90_000);
  const liveChunk: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/LiveSearch-[^/]+\.js$/.test(request.url())) liveChunk.push(request.url());
  });
  await page.goto("/about/our-history");
  await waitForHydration(page);
  expect(liveChunk, "the as-you-type code loads only when the search field is focused").toEqual([]);

  const wide = byWidth("desktop");
  if (!wide) {
    // Below 1025 px the field is in the burger menu.
    const burger = page.getByRole("button", { name: "Menu" });
    await tabTo(page, burger);
    await page.keyboard.press("Enter");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
  }
  const form = page.getByRole("search").filter({ visible: true });
  await expect(form).toHaveCount(1);
  const field = form.getByRole("searchbox", { name: "Search the site" });
  await tabTo(page, field);
  await expect.poll(() => liveChunk.length).toBe(1);

  // Typing shows results and announces their number; a typo still finds the page.
  await page.keyboard.type("flet", { delay: 40 });
  const list = form.getByRole("list", { name: "Search results" });
  await expect(list.getByRole("link", { name: new RegExp(FLEET) })).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(/\d+ results?; \d shown below\./);
  await expectNoAxeViolations(page);

  // The arrows move into the list and back; Escape closes it and returns to the field.
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toBeFocused();

  // A confidential programme never appears as the visitor types either.
  await field.fill("Pepkor");
  await expect(form.getByRole("status")).toHaveText("No results for Pepkor.");
  await expect(form.getByRole("paragraph")).toHaveText("No results for Pepkor.");

  // A PDF found by name, followed from the list by keyboard.
  await field.fill("");
  await page.keyboard.type("sasira", { delay: 40 });
  const sasria = list.getByRole("link", { name: SASRIA });
  await expect(sasria).toBeVisible();
  await page.keyboard.press("ArrowDown");
  while (!(await sasria.evaluate((el) => el === document.activeElement))) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/media\/news\/2024\/sasria-cover-explained$/);

  // Enter in the field opens the full results, in the app.
  if (!wide) await page.getByRole("button", { name: "Menu" }).click();
  await field.fill("PAIA manual");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=PAIA\+manual$/);
  await expect(results(page).first().getByRole("link", { name: PAIA })).toBeVisible();
  await expectNoAxeViolations(page);

  // What was searched for is never sent to analytics: page views carry the path alone.
  const events = JSON.stringify(await dataLayer(page));
  expect(events).toContain('"page":"/search"');
  expect(events).not.toMatch(/flet|sasira|PAIA/i);
});

import type { APIRequestContext, Page } from "@playwright/test";

import { getPage } from "#app/content/pages.ts";
import type { Block } from "#app/content/types.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { atEachWidth, expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

/** The headings a page's blocks put on screen (tab panels after the first are hidden, so only top-level ones). */
function blockHeadings(blocks: Block[]): string[] {
  return blocks.flatMap((b) => ("heading" in b && b.heading ? [b.heading] : []));
}

/**
 * Every picture in the page's main content exists in each size it offers, has
 * its size set (no layout shift) and, far below the fold, loads lazily.
 */
async function expectPicturesSound(page: Page, request: APIRequestContext) {
  const images = await page.locator("main img").evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute("src") ?? "",
      srcset: [img.srcset, ...[...(img.parentElement?.querySelectorAll("source") ?? [])].map((s) => s.srcset)].join(
        ",",
      ),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  );
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
    if (image.top > 2000) expect(image.loading, `${image.src} is far below the fold`).toBe("lazy");
    const urls = [image.src, ...image.srcset.split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")].filter(Boolean);
    for (const url of new Set(urls)) expect((await request.head(url)).status(), url).toBe(200);
  }
}

/**
 * Pages per test. One browser walks a group of pages in turn, so the site's scripts, styles and fonts come from its
 * cache after the first, as a visitor's would, and the suite starts a browser context per group rather than per page
 * (docs/decisions/0063-e2e-suite-time.md); each page is a step of its own in the report, and each width a step in it.
 */
const PAGES_PER_TEST = 7;

// One project loads each page once and sweeps it at every width, resizing the window (atEachWidth).
test.skip(() => test.info().project.name !== "desktop", "the desktop project sweeps every width");

// Every public page, at each width: it answers, shows its own title, introduction and sections, has one h1, and axe
// finds nothing; its pictures are checked once, at desktop width (the files do not depend on it).
const routes = publicPageRoutes();
for (let first = 0; first < routes.length; first += PAGES_PER_TEST) {
  const group = routes.slice(first, first + PAGES_PER_TEST);
  test(`public pages ${group[0]} to ${group.at(-1)}`, async ({ page, request }) => {
    test.setTimeout(30_000 * group.length);
    for (const route of group) {
      await test.step(route, async () => {
        const content = getPage(route)!;
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(/Kopano Risk Group/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.description);
        await atEachWidth(page, async (width) => {
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("h1")).toHaveText(content.title);
          await expect(page.getByText(content.intro)).toBeVisible();
          for (const heading of blockHeadings(content.blocks)) {
            await expect(page.getByRole("heading", { name: heading, exact: true }).first(), heading).toBeVisible();
          }
          await expect(page.getByRole("main")).toBeVisible();
          await expectNoAxeViolations(page);
          if (width === "desktop") await expectPicturesSound(page, request);
        });
      });
    }
  });
}

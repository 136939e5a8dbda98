import { getPage } from "../../app/content/pages";
import type { Block } from "../../app/content/types";
import { publicPageRoutes } from "../../app/navigation/navigation";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The headings a page's blocks put on screen (tab panels after the first are hidden, so only top-level ones). */
function blockHeadings(blocks: Block[]): string[] {
  return blocks.flatMap((b) => ("heading" in b && b.heading ? [b.heading] : []));
}

// Every public page, at each width (the projects): it answers, shows its own
// title, introduction and sections, has one h1, and axe finds nothing.
for (const route of publicPageRoutes()) {
  test(`public page ${route}`, async ({ page }) => {
    const content = getPage(route)!;
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(content.title);
    await expect(page.getByText(content.intro)).toBeVisible();
    for (const heading of blockHeadings(content.blocks)) {
      await expect(page.getByRole("heading", { name: heading, exact: true }).first(), heading).toBeVisible();
    }
    await expect(page).toHaveTitle(/Kopano Risk Group/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.description);
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("every picture on every public page exists, has its size set and loads lazily below the fold", async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== "desktop", "the files do not depend on width; once is enough");
  test.setTimeout(120_000);
  const checked = new Set<string>();
  for (const route of publicPageRoutes()) {
    await page.goto(route);
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
      expect(image.width, `${route} ${image.src}`).toMatch(/^\d+$/);
      expect(image.height, `${route} ${image.src}`).toMatch(/^\d+$/);
      if (image.top > 2000) expect(image.loading, `${route} ${image.src} is far below the fold`).toBe("lazy");
      const urls = [image.src, ...image.srcset.split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")].filter(Boolean);
      for (const url of urls) {
        if (checked.has(url)) continue;
        checked.add(url);
        const response = await request.head(url);
        expect(response.status(), `${route}: ${url}`).toBe(200);
      }
    }
  }
  expect(checked.size).toBeGreaterThan(50);
});

import { articlePath, articlesIn } from "#app/content/articles/index.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";

const listings = [
  { path: "/media/news/2025", collection: "news-2025" },
  { path: "/media/news/2024", collection: "news-2024" },
  { path: "/media/events/2025", collection: "events-2025" },
] as const;

for (const { path, collection } of listings) {
  test(`${path} lists its articles newest first, each leading to its own page`, async ({ page }) => {
    const items = articlesIn(collection);
    expect(items.length).toBeGreaterThanOrEqual(4);
    await page.goto(path);
    await waitForHydration(page);
    const titles = page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(items.map((a) => a.title));
    const first = items[0]!;
    await page.getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath(first)}$`));
    await expect(page.locator("h1")).toHaveText(first.title);
    await expect(page.locator("article time")).toHaveText(formatDate(first.date));
    await expect(page.locator("article p").filter({ hasText: first.body[0]!.slice(0, 60) })).toBeVisible();
  });
}

test("an unknown article is a 404 with the way back", async ({ page, consoleErrors }) => {
  const response = await page.goto("/media/news/2025/no-such-story");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("We could not find that page");
  consoleErrors.length = 0; // the browser reports the 404 load itself
});

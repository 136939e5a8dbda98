import { publicPageRoutes } from "../../app/navigation/navigation";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Every public page, at each width (the projects): it answers, has one h1 and
// a real title, and axe finds nothing.
for (const route of publicPageRoutes()) {
  test(`public page ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/Kopano Risk Group/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

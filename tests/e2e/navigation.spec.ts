import { dataLayer, expect, test, waitForHydration } from "./support/fixtures.ts";

test.describe("desktop header (1025 px and wider)", () => {
  test.skip(() => test.info().project.name !== "desktop", "desktop layout only");

  test("shows primary sections and the current section's tabs, no burger", async ({ page }) => {
    await page.goto("/about/our-history");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const primary = page.getByRole("navigation", { name: "Main" });
    await expect(primary.getByRole("link", { name: "Group" })).toHaveAttribute("aria-current", "true");
    const tabs = page.getByRole("navigation", { name: "Group pages" });
    await expect(tabs.getByRole("link", { name: "Our history" })).toHaveAttribute("aria-current", "page");
  });

  test("clicking a primary section navigates to its route and opens its first tab", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Risk Management" }).click();
    await expect(page).toHaveURL(/\/risk-management$/);
    const tabs = page.getByRole("navigation", { name: "Risk Management pages" });
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("h1")).toBeVisible();
    expect((await dataLayer(page)).at(-1)).toEqual({ event: "pageview", page: "/risk-management" });
  });

  test("a flyout opens with columns of links, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/insurance-products/commercial-solutions/commercial");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "More in Commercial solutions" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const flyout = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(flyout).toBeVisible();
    await expect(flyout.getByText("Motor and property")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(flyout).toBeHidden();
    await expect(toggle).toBeFocused();

    // By keyboard alone: open, tab into the flyout, follow a link.
    await page.keyboard.press("Enter");
    await expect(flyout).toBeVisible();
    await flyout.getByRole("link", { name: "Agriculture" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/commercial-solutions\/agriculture$/);
    await expect(flyout).toBeHidden();
  });

  test("a flyout closes when the visitor clicks elsewhere", async ({ page }) => {
    await page.goto("/broker-tools/broker-risk-management-portal");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "More in Broker risk portal" });
    await toggle.click();
    const flyout = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const external = flyout.getByRole("link", { name: /Sign in to the broker portal/ });
    await expect(external).toHaveAttribute("target", "_blank");
    // A click well away from the header, below the flyout.
    await page.mouse.click(10, 700);
    await expect(flyout).toBeHidden();
  });
});

test.describe("burger menu (below 1025 px)", () => {
  test.skip(() => test.info().project.name === "desktop", "narrow layouts only");

  test("replaces the desktop navigation and opens sections as accordions", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Group pages" })).toBeHidden();
    const burger = page.getByRole("button", { name: "Menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#site-menu");
    await expect(menu.getByRole("button", { name: "Media" })).toBeHidden();

    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    const media = menu.getByRole("button", { name: "Media" });
    await expect(media).toBeVisible();
    await media.click();
    await expect(media).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "News 2024" }).click();
    await expect(page).toHaveURL(/\/media\/news\/2024$/);
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("h1")).toBeInViewport();
  });

  test("opens nested flyout links and closes with Escape, returning focus to the burger", async ({ page }) => {
    await page.goto("/insurance-products/personal-solutions/leisure");
    await waitForHydration(page);
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const menu = page.locator("#site-menu");
    // The current section starts open, with the current tab marked.
    await expect(menu.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Personal solutions" })).toHaveAttribute("aria-current", "true");
    await menu.getByRole("button", { name: "More in Personal solutions" }).click();
    await expect(menu.getByRole("link", { name: "Opulence: high-net-worth cover" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
  });
});

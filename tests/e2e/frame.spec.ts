import { dataLayer, expect, test, waitForHydration } from "./support/fixtures.ts";

test.describe("footer", () => {
  test("carries the provider's licence, underwriter, documents, social links and Contact us", async ({ page }) => {
    await page.goto("/sustainability");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("authorised financial services provider (FSP 48213)");
    await expect(footer).toContainText("All products are underwritten by Imvula Insurance Company Limited");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");

    for (const name of ["POPIA policy", "PAIA manual", "Complaints management policy", "Conflict of interest policy"]) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("download");
      const response = await page.request.get((await link.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }

    const social = footer.getByRole("list", { name: "Follow us" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // Each network's mark is its own picture, drawn as a mask over the link's colour (SocialIcon.module.css).
    const marks = await social.evaluateAll((links) =>
      links.map((link) => getComputedStyle(link.querySelector("[aria-hidden]")!).maskImage),
    );
    expect(marks.every((mark) => mark.startsWith('url("data:image/svg+xml'))).toBe(true);
    expect(new Set(marks).size).toBe(5);

    await waitForHydration(page);
    await footer.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact\/regional-offices$/);
  });

  test("a downloaded document is a real PDF", async ({ page }) => {
    await page.goto("/");
    const download = page.waitForEvent("download");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /PAIA manual/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("paia-manual.pdf");
  });

  test("is absent on the broker landing page", async ({ page }) => {
    await page.goto("/contact/Grow-Your-Brokerage");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("floating Contact Us", () => {
  test("shows on ordinary pages and is hidden where the path mentions contact", async ({ page }) => {
    await page.goto("/claims-handling/claim-forms");
    const floating = page.getByTestId("floating-contact");
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute("href", "/contact/regional-offices");
    await waitForHydration(page);
    await floating.click();
    await expect(page).toHaveURL(/\/contact\/regional-offices$/);
    await expect(page.getByTestId("floating-contact")).toHaveCount(0);
    await page.goto("/contact/Grow-Your-Brokerage");
    await expect(page.getByTestId("floating-contact")).toHaveCount(0);
  });
});

test.describe("page changes", () => {
  test("push a pageview for the landing page and each client-side navigation, and scroll to the top", async ({
    page,
  }) => {
    await page.goto("/credit-rating");
    await waitForHydration(page);
    expect(await dataLayer(page)).toEqual([{ event: "pageview", page: "/credit-rating" }]);

    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Claim forms" }).click();
    await expect(page).toHaveURL(/\/claims-handling\/claim-forms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await dataLayer(page)).toEqual([
      { event: "pageview", page: "/credit-rating" },
      { event: "pageview", page: "/claims-handling/claim-forms" },
    ]);

    // Back restores the earlier position rather than jumping to the top.
    await page.goBack();
    await expect(page).toHaveURL(/\/credit-rating$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("show a progress indicator from the moment a route change starts", async ({ page }) => {
    // Hold the next page's data back (its prefetch too, which would otherwise answer the
    // navigation from the cache) so the loading state can be seen.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route("**/contact/regional-offices.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    const progress = page.getByTestId("navigation-progress");
    await expect(progress).toHaveAttribute("data-state", "idle");
    await page.getByTestId("floating-contact").click();
    await expect(progress).toHaveAttribute("data-state", "loading");
    release();
    await expect(page).toHaveURL(/\/contact\/regional-offices$/);
    await expect(progress).toHaveAttribute("data-state", "idle");
  });

  test("prefetch links that come within 200 px of the viewport, and not before", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "layout-independent; once is enough");
    await page.goto("/");
    await waitForHydration(page);
    const prefetched = (path: string) => page.locator(`link[rel="prefetch"][href^="${path}.data"]`);
    // A header link is in view: its data is prefetched.
    await expect(prefetched("/about/our-leadership")).toHaveCount(1);
    // A footer-only link is far below: not yet.
    await expect(prefetched("/claims-handling/claim-forms")).toHaveCount(0);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(prefetched("/claims-handling/claim-forms")).toHaveCount(1);
  });
});

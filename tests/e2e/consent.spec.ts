import { expect, test, waitForHydration } from "./support/fixtures.ts";

/** The e2e build runs with GTM_ID=GTM-E2ETEST (package.json test:e2e). */
const TAG_MANAGER = "https://www.googletagmanager.com/";

const byWidth = (name: string) => test.info().project.name === name;

test.describe("the cookie choice", () => {
  test.use({ consent: "unset" });

  test("nothing goes to the tag manager before consent; reject and accept are kept, and Cookie settings reopens the choice", async ({
    page,
  }) => {
    const tagRequests: string[] = [];
    // The machine has no internet: the tag manager's script is answered here, and every request to it is recorded.
    await page.route(`${TAG_MANAGER}**`, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.tagManagerRan = true;" });
    });

    await page.goto("/claims-handling/claim-forms");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    await expect(banner).toBeVisible();
    // Consent Mode's defaults are the first thing in the data layer: everything denied.
    const first = await page.evaluate(() => JSON.stringify((window.dataLayer ?? [])[0]));
    expect(JSON.parse(first)).toEqual({
      0: "consent",
      1: "default",
      2: { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    });

    // Reject: the banner goes, and stays gone on the next page; still nothing for the tag manager.
    await banner.getByRole("button", { name: "Reject analytics" }).click();
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie policy" }).click();
    await expect(page).toHaveURL("/cookie-policy");
    await page.reload();
    await waitForHydration(page);
    await expect(banner).toBeHidden();
    expect(tagRequests).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("kopano-consent")))!)).toMatchObject({
      version: 1,
      analytics: false,
    });

    // Cookie settings in the footer reopens it as a choice, with focus on it.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading")).toBeFocused();
    const analytics = banner.getByRole("checkbox", { name: /Analytics/ });
    await expect(analytics).not.toBeChecked();
    await expect(banner.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
    await analytics.check();
    await banner.getByRole("button", { name: "Save my choice" }).click();
    await expect(banner).toBeHidden();

    // Granted: Consent Mode is updated and the tag manager loads, with our container.
    await expect.poll(() => tagRequests).toEqual([`${TAG_MANAGER}gtm.js?id=GTM-E2ETEST`]);
    await expect.poll(() => page.evaluate(() => (window as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
    const updates = await page.evaluate(() =>
      JSON.parse(JSON.stringify(window.dataLayer)).filter((e: Record<string, unknown>) => e[1] === "update"),
    );
    expect(updates.at(-1)).toEqual({ 0: "consent", 1: "update", 2: { analytics_storage: "granted" } });

    // And on the next visit it loads from the start, without asking.
    await page.goto("/");
    await waitForHydration(page);
    await expect(banner).toBeHidden();
    await expect.poll(() => tagRequests.length).toBe(2);
  });

  test("a first visit, banner and all, shifts nothing on the page", async ({ page }) => {
    for (const path of ["/", "/about/our-leadership"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Each shift with what moved (tag, id and classes of its sources), so that a failure says what to mend.
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
            const described = (node: Node | null | undefined) =>
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList].map((c) => `.${c}`).join("")}`
                : String(node?.nodeName ?? "?");
            new PerformanceObserver((list) => {
              resolve(
                list
                  .getEntries()
                  .map((entry) => entry as Shift)
                  .map(
                    (e) =>
                      `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((x) => described(x.node)).join(", ")}`,
                  ),
              );
            }).observe({ type: "layout-shift", buffered: true });
            // With no shift there is no entry to report: a frame later, that is the answer.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
          }),
      );
      expect(shifts, path).toEqual([]);
    }
  });

  test("accepting at once, from the keyboard, with the banner never hiding what has focus", async ({ page }) => {
    test.skip(!byWidth("phone"), "the narrowest screen is where the banner covers most");
    const tagRequests: string[] = [];
    await page.route(`${TAG_MANAGER}**`, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto("/contact/call-me-back");
    await waitForHydration(page);
    // Tab to the first form field: the banner is above the page, in its flow (decision 0052), never over the field.
    const field = page.locator("#call_back-name");
    await field.focus();
    const banner = page.getByTestId("consent-banner");
    const [fieldBox, bannerBox] = [await field.boundingBox(), await banner.boundingBox()];
    expect(fieldBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
    await expect(field).toBeInViewport();
    expect(tagRequests).toEqual([]);
    await banner.getByRole("button", { name: "Accept analytics" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect.poll(() => tagRequests.length).toBe(1);
  });
});

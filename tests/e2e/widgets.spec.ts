import { leadership } from "#app/content/people.ts";
import { expect, expectNoAxeViolations, test, waitForHydration, widgetReady } from "./support/fixtures.ts";

const CLAIMS = "/claims-handling/claims-turnaround-times";
const layoutFor = (project: string) => (project === "desktop" ? "desktop" : project === "tablet" ? "tablet" : "mobile");

test.describe("leadership showcase", () => {
  test("the selector switches groups, and hover highlights the matching caption until the pointer leaves", async ({
    page,
  }) => {
    await page.goto("/about/our-leadership");
    await waitForHydration(page);
    await widgetReady(page, page.getByTestId("leadership-selector"));
    const layout = page.getByTestId(`leadership-${layoutFor(test.info().project.name)}`);
    await expect(layout).toBeVisible();
    for (const [group, people] of Object.entries(leadership)) {
      await page.getByTestId("leadership-selector").getByRole("button", { name: group, exact: true }).click();
      await expect(layout.getByTestId("leader")).toHaveCount(people.length);
      await expect(layout.getByRole("heading", { name: people[0]!.name })).toBeVisible();
    }
    if (test.info().project.name === "desktop") {
      const rows = layout.getByTestId("leadership-desktop-list");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByTestId("leader")).toHaveCount(8);
      await expect(rows.nth(1).getByTestId("leader").first()).toContainText("Content and Communications Manager");
    }

    await page.getByTestId("leadership-selector").getByRole("button", { name: "Chief Executive Committee" }).click();
    const first = layout.getByTestId("leader").first();
    const caption = first.getByTestId("leader-caption");
    await first.getByTestId("leader-portrait").hover();
    await expect(caption).toHaveAttribute("data-active", "true");
    await page.mouse.move(0, 0);
    await expect(caption).not.toHaveAttribute("data-active", "true");
    // Spec 9: the caption returns to #353535.
    await expect(caption.getByRole("heading")).toHaveCSS("color", "rgb(53, 53, 53)");
    await expectNoAxeViolations(page);
  });
});

test.describe("home page intro video", () => {
  test("opens in a modal that locks scrolling, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByTestId("hero-video-button");
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // Tabbing around never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const video = dialog.locator("video");
    await expect(video).not.toHaveAttribute("autoplay");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });
});

test.describe("claims page widgets", () => {
  test("gauges state their values as text and their needles point at value / range × 180°", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(CLAIMS);
    await waitForHydration(page);
    const gauges = page.getByTestId("gauge");
    await expect(gauges).toHaveCount(5);
    await expect(
      page.getByRole("img", { name: /^Motor Damage Claims: .+ days, on a scale of 0 to \d+ days$/ }),
    ).toBeVisible();
    for (const label of ["Motor Theft Claims", "Property Claims", "WINDSCREEN CLAIMS", "ALL RISK FAST-TRACK Claims"]) {
      await expect(page.getByRole("img", { name: new RegExp(`^${label}: `) })).toBeVisible();
    }
    const needle = gauges.first().getByTestId("gauge-needle");
    const angle = Number(await needle.getAttribute("data-angle"));
    expect(angle).toBeGreaterThan(0);
    expect(angle).toBeLessThanOrEqual(180);
    // Under reduced motion the needle is simply at its angle, with no motion state, drawn inside its dial.
    await expect(needle).not.toHaveAttribute("data-motion");
    for (const gauge of await gauges.all()) {
      const dial = (await gauge.locator(`svg[viewBox="0 0 200 118"]`).boundingBox())!;
      const drawn = (await gauge.getByTestId("gauge-needle").boundingBox())!;
      expect(drawn.x).toBeGreaterThanOrEqual(dial.x);
      expect(drawn.y).toBeGreaterThanOrEqual(dial.y);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(dial.x + dial.width);
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(dial.y + dial.height);
    }
  });

  test("a tab set opens the tab the link names and moves with the arrow keys", async ({ page }) => {
    await page.goto(`${CLAIMS}?tab=burglary`);
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Documents we need" });
    // Widgets below the fold hydrate as they near the viewport, as the visitor scrolls down.
    await widgetReady(page, tabs);
    await expect(tabs.getByRole("tab", { name: "Burglary" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Burglary" })).toBeVisible();
    await tabs.getByRole("tab", { name: "Burglary" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Geyser and water damage" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Geyser and water damage" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=geyser-water/);
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Motor accident" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Crop and livestock" })).toHaveAttribute("aria-selected", "true");
  });

  test("the YouTube teaser asks YouTube for nothing until play is pressed", async ({ page }) => {
    const youtube: string[] = [];
    page.on("request", (r) => {
      if (/youtube|ytimg|googlevideo/.test(r.url())) youtube.push(r.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
    );
    await page.goto(CLAIMS);
    await waitForHydration(page);
    const play = page.getByTestId("youtube-play");
    await widgetReady(page, play);
    expect(youtube).toEqual([]);
    await play.click();
    const frame = page.getByTestId("youtube-iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    // The frame asks for its page once it is in the document, a moment after its address is set.
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });
});

test.describe("uploaded video teaser", () => {
  test("keeps its controls hidden until played, loops, never autoplays and offers no download", async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "behaviour does not depend on width");
    await page.goto("/risk-management/risk-surveying/in-syte");
    await waitForHydration(page);
    const player = page.getByTestId("teaser").getByTestId("video-player");
    await widgetReady(page, player);
    const video = player.locator("video");
    await expect(video).not.toHaveAttribute("controls");
    await expect(video).toHaveAttribute("loop");
    await expect(video).not.toHaveAttribute("autoplay");
    await expect(video).toHaveAttribute("controlslist", /nodownload/);
    await expect(video).toHaveAttribute("disablepictureinpicture");
    await player.getByTestId("video-play").click();
    await expect(video).toHaveAttribute("controls");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });
});

import { writeFileSync } from "node:fs";

import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, test } from "./support/fixtures.ts";

/**
 * The page before its script, or without it, looks as it does once the script has run (issue 37, decision 0052):
 * each page below is drawn whole with JavaScript off and again hydrated, with every lazy widget scrolled to and
 * loaded, at 375 and 1280 px, and the two pictures must match within a few pixels. These are the pages with the
 * widgets whose styles used to come with their script (forms, gauges, tab sets, teasers, the people and the
 * offices) and the pages visitors start from; the stylesheet test (stylesheets.spec.ts) checks every page's
 * classes cheaply, and pictures of every page at two widths, twice, would take minutes for little more.
 */
const PAGES = [
  "/",
  "/claims-handling/claims-turnaround-times",
  "/claims-handling/report-a-claim",
  "/clients/jse-listed-multinationals",
  "/contact/regional-offices",
  "/about/our-leadership",
  "/client-sign-in",
];
const WIDTHS = [375, 1280];

/** A pixel counts as different when a channel differs by more than this (anti-aliasing differs by less). */
const CHANNEL_TOLERANCE = 48;
/** At most this share of the pixels may differ (a caret, a focus ring, a font's subpixel placement). */
const SHARE_TOLERANCE = 0.002;

/**
 * Scrolls to the end and back, as a reader would: lazy widgets load and hydrate, lazy pictures and frames arrive.
 * Each stop is held 50 ms. Tried instead (decision 0063): stops a screen apart, each held until the browser had
 * drawn two frames there, in one script in the page. On the offices page that script once never ended (the test's
 * 90 s ran out) and once the two pictures differed by 0.48 % at 1280 px, not understood yet (the map frames drawn
 * in one picture and not yet in the other, perhaps): the fixed wait stays until that is.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height / 2;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every picture drawn has arrived (one in a layout for another width, never drawn, is never fetched).
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function drawn(browser: Browser, path: string, width: number, script: boolean): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: script,
    reducedMotion: "reduce",
  });
  // The visitor has answered the cookie question (so neither picture has the banner): in the page's storage with
  // the script, in the cookie the banner's plain form leaves without it.
  await context.addCookies([{ name: "kopano-consent", value: "denied", url: test.info().project.use.baseURL! }]);
  await context.addInitScript(() => {
    if (window === window.top)
      localStorage.setItem("kopano-consent", JSON.stringify({ version: 1, analytics: false, at: "2026-01-01" }));
  });
  const page = await context.newPage();
  await page.goto(path);
  if (script) {
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "pageview"),
    );
  }
  await scrollThrough(page);
  if (script) {
    // A form's code waits for the visitor's first key or press (app/components/blocks/registry.tsx): a key that does
    // nothing on the page. Then every widget the page has is hydrated: what its script draws, drawn.
    await page.keyboard.press("Shift");
    await expect.poll(() => page.locator("[data-lazy-block]:not([data-ready])").count(), { timeout: 15_000 }).toBe(0);
    await scrollThrough(page);
  }
  const picture = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  await context.close();
  return picture;
}

/** Whether a pixel (its first byte at `i`, RGBA) differs by more than the tolerance in any colour channel. */
function far(one: Buffer, two: Buffer, i: number): boolean {
  return (
    Math.abs(one[i]! - two[i]!) > CHANNEL_TOLERANCE ||
    Math.abs(one[i + 1]! - two[i + 1]!) > CHANNEL_TOLERANCE ||
    Math.abs(one[i + 2]! - two[i + 2]!) > CHANNEL_TOLERANCE
  );
}

/**
 * The share of pixels that differ, or the two sizes when they differ; and, when more differ than the tolerance
 * allows, a picture of where (red). Pictures of the same bytes differ nowhere.
 */
async function compare(a: Buffer, b: Buffer): Promise<{ sizes: string } | { share: number; png?: Buffer }> {
  if (a.equals(b)) return { share: 0 };
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = one!.info;
  if (width !== two!.info.width || height !== two!.info.height) {
    return { sizes: `${width}×${height} against ${two!.info.width}×${two!.info.height}` };
  }
  const [first, second] = [one!.data, two!.data];
  let differing = 0;
  for (let i = 0; i < first.length; i += 4) if (far(first, second, i)) differing++;
  const share = differing / (width * height);
  if (share <= SHARE_TOLERANCE) return { share };
  const diff = Buffer.alloc(first.length, 255);
  for (let i = 0; i < first.length; i += 4) {
    if (far(first, second, i)) {
      diff[i + 1] = 0;
      diff[i + 2] = 0;
    }
  }
  const png = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { share, png };
}

test.describe("a page without its script looks as it does with it", () => {
  test.skip(() => test.info().project.name !== "desktop", "one project draws both widths");

  for (const path of PAGES) {
    test(path, async ({ browser }) => {
      test.setTimeout(90_000);
      const failures: string[] = [];
      for (const width of WIDTHS) {
        const [without, hydrated] = [await drawn(browser, path, width, false), await drawn(browser, path, width, true)];
        const result = await compare(without, hydrated);
        const name = `${width}px`;
        if ("sizes" in result || result.share > SHARE_TOLERANCE) {
          writeFileSync(test.info().outputPath(`${name}-without-script.png`), without);
          writeFileSync(test.info().outputPath(`${name}-hydrated.png`), hydrated);
          if ("png" in result && result.png)
            writeFileSync(test.info().outputPath(`${name}-difference.png`), result.png);
          failures.push(
            "sizes" in result
              ? `${name}: the page is ${result.sizes} px without its script and with it`
              : `${name}: ${(result.share * 100).toFixed(2)} % of the pixels differ`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

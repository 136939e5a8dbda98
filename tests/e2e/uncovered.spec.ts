import type { Page } from "@playwright/test";

import { HONEYPOT_FIELD } from "#app/forms/definitions.ts";
import { programmes } from "#app/programmes/index.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
import { atEachWidth, expect, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { WIDTHS, type WidthName } from "./support/widths.ts";

/**
 * Nothing lies over the page (issue 37, decision 0052): the cookie banner is at the top of the page, in its flow,
 * and the Contact us button floats only in the margin beside the page's column, ending the page in its flow where
 * there is none. And the doors a newcomer looks for are there: staff sign-in, each programme's about page, the way
 * back from a programme, and a word when visiting the home page signed them out.
 */

const byWidth = (name: string) => test.info().project.name === name;

/**
 * The links, buttons and fields in view that the banner or the floating button lies over: each is probed at its
 * centre and near its corners, and whatever the browser finds on top there must not be either of them.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covering = "#consent-banner, [data-testid='floating-contact']";
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")) {
      if (control.closest(covering)) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 4 || box.height < 4 || getComputedStyle(control).visibility === "hidden") continue;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      for (const [x, y] of points) {
        if (document.elementFromPoint(x!, y!)?.closest(covering)) {
          covered.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? control.id).trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return covered;
  });
}

/**
 * Scrolls the page from top to bottom, half a screen at a time, and gathers what is covered at each stop, at 375
 * and at 1280 px: the page is loaded once and the window resized (atEachWidth).
 */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  await atEachWidth(
    page,
    async (width) => {
      // The banner is there to be looked under at this width too.
      await expect(page.getByTestId("consent-banner")).toBeVisible();
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      const step = page.viewportSize()!.height / 2;
      for (let y = 0; ; y = Math.min(end, y + step)) {
        // Each stop is looked at once the browser has drawn it and begun the next frame.
        await page.evaluate(async (top) => {
          window.scrollTo(0, top);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, y);
        for (const control of await coveredControls(page)) {
          found.add(`${control} at ${Math.round(y)} px, ${WIDTHS[width].width} px wide`);
        }
        if (y >= end) break;
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    BOTH_WIDTHS,
  );
  return [...found];
}

/** The banner covers most at 375 px; the floating button floats beside the page's column at 1280. */
const BOTH_WIDTHS: WidthName[] = ["phone", "desktop"];

/** A claim reported by a plain form post, and its tracker's private address. */
async function reportedClaimTracker(page: Page): Promise<string> {
  const answer = await page.request.post("/claims-handling/report-a-claim", {
    multipart: { ...validForms.claim_notification, [HONEYPOT_FIELD]: "" },
  });
  expect(answer.status()).toBe(200);
  const tracker = /\/claims\/track\/[A-Za-z0-9_-]{43}/.exec(await answer.text())?.[0];
  expect(tracker, "the tracker's address in the answer").toBeTruthy();
  return tracker!;
}

test.describe("nothing lies over the page", () => {
  test.skip(() => byWidth("tablet"), "375 and 1280 px: the phone and desktop projects");
  // The banner shows: nobody has answered the cookie question yet.
  test.use({ consent: "unset" });

  test.describe("at both widths", () => {
    test.skip(() => !byWidth("desktop"), "the desktop project loads each page once and resizes it to 375 px");

    test("no link, button or field is covered by the cookie banner or the Contact us button, at any scroll", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const tracker = await reportedClaimTracker(page);
      const pages = ["/", "/claims-handling/claims-turnaround-times", tracker, "/client-sign-in"];
      const covered: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByTestId("consent-banner")).toBeVisible();
        await expect(page.getByTestId("floating-contact")).toBeAttached();
        for (const control of await coveredWhileScrolling(page)) covered.push(`${path}: ${control}`);
      }
      // A programme's overview, signed in (a context of its own, with the banner still unanswered).
      const context = await browser.newContext({ viewport: page.viewportSize()! });
      const member = await context.newPage();
      await member.goto("/Pepkor/overview");
      await signInHere(member, e2eEmail("discount-retail"), E2E_PASSWORD);
      await expect(member).toHaveURL("/Pepkor/overview");
      await waitForHydration(member);
      await expect(member.getByTestId("consent-banner")).toBeVisible();
      for (const control of await coveredWhileScrolling(member)) covered.push(`/Pepkor/overview: ${control}`);
      await context.close();
      expect(covered).toEqual([]);
    });
  });

  test("the cookie banner is at the top of the page, in its flow, and small", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByTestId("consent-banner");
    const header = page.getByRole("banner");
    const [bannerBox, headerBox] = [await banner.boundingBox(), await header.boundingBox()];
    // First in the page, pushing the header down rather than lying over it.
    expect(bannerBox!.y).toBe(0);
    expect(headerBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    // At most a quarter of a 375 × 800 screen.
    if (byWidth("phone")) expect(bannerBox!.height).toBeLessThanOrEqual(200);

    if (byWidth("phone")) {
      // The open menu is never under it.
      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.locator("#site-menu");
      await expect(menu.getByRole("button", { name: "Media" })).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);
    }
  });

  test("the Contact us button comes once in the tab order, at the end", async ({ page }) => {
    await page.goto("/claims-handling/claims-turnaround-times");
    await waitForHydration(page);
    const contact = page.getByTestId("floating-contact");
    // Nothing that takes focus comes after it.
    const after = await contact.evaluate((link) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary"),
      ].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]"));
      return focusable.slice(focusable.indexOf(link as HTMLElement) + 1).map((el) => el.outerHTML.slice(0, 80));
    });
    expect(after).toEqual([]);
    await expect(page.getByTestId("floating-contact")).toHaveCount(1);
  });
});

test.describe("the cookie question without the page's script", () => {
  test.use({ javaScriptEnabled: false, consent: "unset" });

  test("the banner's plain form keeps the choice in a cookie and comes back to the page, which then asks no more", async ({
    page,
    context,
  }) => {
    test.skip(!byWidth("phone"), "the server's answer does not depend on width");
    await page.goto("/claims-handling/claim-forms");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    // Choose needs the script; Accept and Reject post the form.
    await expect(banner.getByRole("button", { name: "Choose" })).toBeHidden();
    await banner.getByRole("button", { name: "Reject analytics" }).click();
    await expect(page).toHaveURL("/claims-handling/claim-forms");
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "kopano-consent")?.value).toBe("denied");
    await page.goto("/");
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  });
});

test.describe("doors", () => {
  test.skip(() => !byWidth("desktop"), "the links are the same at every width; the header's menu is checked elsewhere");

  test("a newcomer from the home page finds the staff sign-in and each programme's about page, typing no address", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await waitForHydration(page);
    // The footer, on every page, has the staff sign-in.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Staff sign-in" })).toHaveAttribute(
      "href",
      "/staff/sign-in",
    );
    // So has the client sign-in page the header leads to, with each programme's about page.
    await page.getByRole("banner").getByRole("link", { name: "Client sign-in" }).click();
    await expect(page).toHaveURL("/client-sign-in");
    for (const programme of programmes) {
      await page
        .getByRole("main")
        .getByRole("link", { name: `About the ${programme.name} programme` })
        .click();
      await expect(page).toHaveURL(`/${programme.slug}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About the ${programme.name} programme`);
      await page.goBack();
      await expect(page).toHaveURL("/client-sign-in");
    }
    await page.getByRole("main").getByRole("link", { name: "Staff sign-in" }).click();
    await expect(page).toHaveURL("/staff/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The Clients pages lead to the programmes' about pages too.
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
    await expect(page).toHaveURL(/\/clients\//);
    const list = page.getByRole("region", { name: "Our client programmes" });
    for (const programme of programmes) {
      await expect(list.getByRole("link", { name: `About the ${programme.name} programme` })).toHaveAttribute(
        "href",
        `/${programme.slug}/about`,
      );
    }
  });

  test("inside a programme the logo leads to its overview; the group's home says once that it signed them out", async ({
    page,
  }) => {
    await page.goto("/NMI/sign-in");
    await signInHere(page, e2eEmail("mining"), E2E_PASSWORD);
    await expect(page).toHaveURL("/NMI/overview");
    await page.goto("/NMI/about");
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /overview/ })
      .click();
    await expect(page).toHaveURL("/NMI/overview");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // The group's home is one click further: the footer's logo. The visit signs them out, and says so.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /home page/ })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("status").filter({ hasText: "signed out" })).toHaveText(
      "You have been signed out of NMI.",
    );
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    // Once: the next visit has nothing to sign out, and nothing to say.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("You have been signed out")).toHaveCount(0);
    // A visit by its address says it too (the page is rendered for the visitor who had a session).
    await page.goto("/NMI/sign-in");
    await signInHere(page, e2eEmail("mining"), E2E_PASSWORD);
    await expect(page).toHaveURL("/NMI/overview");
    await page.goto("/");
    await expect(page.getByText("You have been signed out of NMI.")).toBeVisible();
  });
});

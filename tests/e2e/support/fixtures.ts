import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { test as base, expect, type Cookie, type Locator, type Page } from "@playwright/test";

import { safeRedirectPath } from "#app/auth/access.ts";
import { contextHome } from "#app/auth/contexts.ts";

import { E2E_PASSWORD, e2eTwoFactorKey } from "./accounts.ts";
import { unusedTotp } from "./totp.ts";
import { WIDTHS, type WidthName } from "./widths.ts";

/**
 * Every test fails on a console error or uncaught exception in the page,
 * which includes any Content-Security-Policy violation. A test that expects
 * an error (a 404 load, say) empties `consoleErrors` itself.
 */
export const test = base.extend<{ consoleErrors: string[]; consent: "granted" | "denied" | "unset" }>({
  /**
   * The visitor's cookie choice, stored before each page loads: most tests are
   * of a visitor who has already declined analytics (so the banner is not in
   * the way); the consent tests choose "unset" and make the choice themselves.
   */
  consent: ["denied", { option: true }],
  context: async ({ context, consent }, provide) => {
    if (consent !== "unset") {
      await context.addInitScript((analytics) => {
        // Init scripts run in every frame; a map or video frame from elsewhere has no storage for us.
        if (window !== window.top) return;
        if (!localStorage.getItem("kopano-consent")) {
          localStorage.setItem(
            "kopano-consent",
            JSON.stringify({ version: 1, analytics, at: new Date().toISOString() }),
          );
        }
      }, consent === "granted");
    }
    await provide(context);
  },
  // Each test comes from an address of its own (the e2e server trusts X-Forwarded-For),
  // so sign-in rate limits count one test's attempts, as they would one visitor's.
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const n = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
    await provide({ "x-forwarded-for": `10.${n[0]}.${n[1]}.${n[2]}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core's script, minified (the package's `source`, which AxeBuilder would put in, is the unminified build: 1.5
 * MB against 0.65).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe.run is asked, exactly as @axe-core/playwright's AxeBuilder asked it before (`.withTags([...])
 * .options({ resultTypes })`, in which `options` replaced the whole options object, tags and all): axe's default
 * rules, reporting only violations in full. Those take in every rule tagged WCAG 2.0, 2.1 and 2.2 A and AA or best
 * practice except the deprecated ones and `target-size` (WCAG 2.2's 2.5.8, off by default in axe-core 4.14): asking
 * for the tags would run it too. Left as it was here; docs/decisions/0063-e2e-suite-time.md says so.
 */
const AXE_OPTIONS = { resultTypes: ["violations"] };

type AxeWindow = { axe?: typeof import("axe-core") };

/**
 * Puts axe-core into the page's document and its frames of the same site, once per document: AxeBuilder evaluated
 * the 1.5 MB script in the page and again in every frame at each `analyze()`, and a page swept at three widths is
 * swept three times. Frames of other sites (a map, a video) are left out: axe's messages reach only frames of the
 * page's own origin (`allowedOrigins`, as AxeBuilder configured it), so axe in them was never asked anything.
 */
async function injectAxe(page: Page) {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames().filter((f) => URL.parse(f.url())?.origin === origin)) {
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function").catch(() => true); // a frame gone since the list was taken
    if (present) continue;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as AxeWindow).axe!.configure({
        allowedOrigins: ["<same_origin>"],
        branding: { application: "playwright" },
      }),
    );
  }
}

/** WCAG 2.2 A and AA, as docs/architecture.md, “Quality bars” asks. */
export async function expectNoAxeViolations(page: Page) {
  // Content fading in as it scrolls into view is checked once it has arrived, not half-way. It is revealed once
  // it is a tenth of the window into view (app/lib/browser/scroll-animations.ts): what starts in the last tenth waits.
  await page.waitForFunction(() => {
    const pendingInView = [...document.querySelectorAll(".anim-pending")].some((el) => {
      const box = el.getBoundingClientRect();
      return box.top < window.innerHeight * 0.9 && box.bottom > 0;
    });
    return !pendingInView && document.getAnimations().every((a) => a.playState !== "running");
  });
  // axe.run() in the page itself, as AxeBuilder's legacy mode ran it: its default mode runs each frame apart and
  // merges the results in a fresh blank page, three times slower for pages like ours. Only the violations' summary
  // comes back: the whole result (every rule, with a passing node each) cost more to hand over than to find.
  await injectAxe(page);
  const summary = await page.evaluate(
    async (options) => {
      const results = await (window as AxeWindow).axe!.run(document, options);
      return results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    },
    AXE_OPTIONS as import("axe-core").RunOptions,
  );
  expect(summary, `axe violations at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * Runs `check` on the page as it is, at each width in turn (all three unless `only` names some), widest first: the
 * viewport is resized, and the check runs once what the site changes on a resize has followed, each width a step
 * of its own whose failure names it. The page is left at the width it was loaded at, so the next load is too. One
 * page load swept at every width replaces a load per project (docs/decisions/0063-e2e-suite-time.md): the narrower
 * widths see the page as a visitor who turned their tablet or narrowed the window would, with the widgets that
 * were in view at the first width already hydrated.
 */
export async function atEachWidth(
  page: Page,
  check: (width: WidthName) => Promise<void>,
  only: WidthName[] = Object.keys(WIDTHS) as WidthName[],
) {
  const loadedAt = page.viewportSize()!;
  try {
    for (const name of only) {
      const size = WIDTHS[name];
      await test.step(`at ${size.width} px (${name})`, async () => {
        await resizeTo(page, size);
        try {
          await check(name);
        } catch (error) {
          if (error instanceof Error) error.message = `At ${size.width} px (${name}): ${error.message}`;
          throw error;
        }
      });
    }
  } finally {
    if (!page.isClosed()) await resizeTo(page, loadedAt);
  }
}

/**
 * Resizes the viewport and resolves once the page has followed: the window has the new width, and what the site
 * measures with a ResizeObserver agrees with the layout. Those are a table's box, which marks whether the table
 * overflows it (`data-overflowing`, which keeps its first column in view and makes the box a tab stop:
 * app/components/Table.tsx), and the header, which publishes its height for scrolling clear of it
 * (app/components/header/Header.tsx); CSS media queries follow the resize at once. A box React has not hydrated
 * yet (a lazy widget out of view) keeps what the server drew, whatever the width.
 */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return;
  await page.setViewportSize(size);
  const followed = page.waitForFunction(
    (width) => {
      // A box not drawn (in a closed tab panel, say) is not observed until it is: it keeps what it had.
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: nothing outside reaches it
      const observed = (el: Element) =>
        el.getClientRects().length > 0 && Object.keys(el).some((key) => key.startsWith("__reactProps"));
      const tables = [...document.querySelectorAll<HTMLElement>("section:has(> table)")].filter(observed);
      const header = document.querySelector("header");
      const published = document.documentElement.style.getPropertyValue("--sticky-header-height");
      return (
        window.innerWidth === width &&
        tables.every((box) => box.scrollWidth > box.clientWidth + 1 === box.hasAttribute("data-overflowing")) &&
        (!published || !header || published === `${header.offsetHeight}px`)
      );
    },
    size.width,
    { timeout: 10_000 },
  );
  await followed.catch(() => {
    throw new Error(
      `The page did not follow the resize to ${size.width} px within 10 s: a table's data-overflowing or the header's published height disagrees with the layout`,
    );
  });
}

/** The data layer's events as the page sees them (without Consent Mode's gtag() calls, which carry no event). */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((entry) => typeof entry.event === "string"),
  );
}

/**
 * Scrolls a lazily hydrated widget (app/components/blocks/registry.tsx) into
 * view, as a visitor would, and resolves once it has hydrated and handles input.
 */
export async function widgetReady(page: Page, inside: Locator) {
  await inside.first().scrollIntoViewIfNeeded();
  await expect(page.locator("[data-lazy-block]", { has: inside.first() })).toHaveAttribute("data-ready", "");
}

/** Resolves once React has hydrated the page, so clicks are handled by the router. */
export async function waitForHydration(page: Page) {
  // The first pageview is pushed from an effect, so it means React has hydrated.
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "pageview"),
  );
}

/**
 * Resolves once React has hydrated this element itself. A lazily loaded part of the page (the header's Account and
 * Logout, say) is hydrated only when its code arrives, after the page's first pageview: until then its server-drawn
 * form works as a plain form, and a test of what the script does must wait for it. React keeps an element's props on
 * it under a `__reactProps` key once it owns it.
 */
export async function waitForElementHydration(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * The sessions of the accounts with two-factor sign-in that this worker has signed in, by e-mail: the staff
 * context's cookies. Each code of an account is taken once (totp.ts), so a run that walked the form at every
 * sign-in of an administrator, an editor or an underwriter waited up to 30 s for the next code whenever a few tests
 * signed the same account in within half a minute; the form and the code are walked once per account and worker
 * here, and then in staff-sign-in.spec.ts and auth.spec.ts, which sign in as a newcomer would.
 */
const storedSessions = new Map<string, Cookie[]>();

/** The staff context's cookies (auth-staff.session_token and its companions), not the other contexts' sessions. */
const STAFF_COOKIE = /^(?:__Secure-)?auth-staff\./;

/**
 * Signs in through a sign-in page as a person would: e-mail, password, the
 * button, and for an account with two-factor sign-in (the staff whose roles
 * need it) the code from its key, as their authenticator app shows it. Starts
 * wherever the page is (a sign-in page, usually reached by a guard's redirect).
 * An account with two-factor sign-in that this worker has signed in before gets
 * that session back instead, and goes where the sign-in would have sent it.
 */
export async function signInHere(page: Page, email: string, password: string) {
  const key = password === E2E_PASSWORD ? e2eTwoFactorKey(email) : undefined;
  if (key && (await resumeSession(page, email))) return;
  await page.getByLabel("E-mail address").fill(email);
  // A context with single sign-on asks for the address first (sso.spec.ts sets one up for a while).
  const passwordInstead = page.getByRole("button", { name: "Sign in with a password instead" });
  if (await passwordInstead.isVisible()) await passwordInstead.click();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (!key) return;
  await page.getByLabel("Authentication code").fill(
    // Each code works once: when another test has just used this account's, the next comes within 30 seconds.
    await unusedTotp(key, (ms) => test.info().setTimeout(test.info().timeout + ms)),
  );
  // The session cookie comes with the answer to the code's post (a data request, or the form's redirect).
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await answered;
  const cookies = (await page.context().cookies()).filter((cookie) => STAFF_COOKIE.test(cookie.name));
  if (cookies.some((cookie) => cookie.name.endsWith(".session_token"))) storedSessions.set(email, cookies);
}

/**
 * Puts the worker's stored session of `email` into the page's browser and opens where the sign-in page would have
 * sent it (its `redirectTo`, else the desk). False, with the page back on a sign-in page, when there is none or it
 * has ended (a test signed it out): then the form is walked.
 */
async function resumeSession(page: Page, email: string): Promise<boolean> {
  const cookies = storedSessions.get(email);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const here = new URL(page.url());
  // Against the page's own address: a browser opened without a baseURL has none to resolve a path with.
  await page.goto(new URL(safeRedirectPath(here.searchParams.get("redirectTo")) ?? contextHome("staff"), here).href);
  if (!new URL(page.url()).pathname.endsWith("/sign-in")) return true;
  storedSessions.delete(email);
  return false;
}

import type { Locator, Page } from "@playwright/test";

import { leadership, leadershipGroups } from "#app/content/people.ts";
import { E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
import { expect, test, waitForHydration, widgetReady } from "./support/fixtures.ts";

/**
 * Keyboard-only walks (docs/architecture.md, “Quality bars”: WCAG 2.2 AA; the header, flyouts, burger,
 * modal, tabs and leadership showcase work by keyboard). After `page.goto`
 * every step is a key press; at every stop focus must be seen: WCAG 2.4.7
 * (a visible indicator) and 2.4.11 (not hidden under the sticky header, the
 * cookie banner or the floating Contact us button).
 */

const byWidth = (name: string) => test.info().project.name === name;

/**
 * Why the focused element cannot be seen, as a list of problems (empty when it can), and
 * whether it is `target` (when given). Runs in the page, so it is self-contained.
 */
function inspectFocus(target?: Element): { problems: string[]; isTarget: boolean } {
  const el = document.activeElement;
  const isTarget = el === target;
  if (!(el instanceof HTMLElement) || el === document.body) {
    return { problems: [`focus is on ${el?.nodeName ?? "nothing"}, not on a control`], isTarget };
  }
  const name = `<${el.tagName.toLowerCase()}> "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  const problems: string[] = [];

  if (!el.matches(":focus-visible")) problems.push(`${name} does not match :focus-visible`);
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, so all it uses is inside it
  const outlined = (node: Element) => {
    const style = getComputedStyle(node);
    return (
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== "rgba(0, 0, 0, 0)"
    );
  };
  // A descendant's outline counts too: the leadership portraits overlap their neighbours, so a
  // focused entry outlines its portrait. Elsewhere on the site only focus draws an outline.
  const ring =
    outlined(el) || getComputedStyle(el).boxShadow !== "none" || [...el.querySelectorAll("*")].some(outlined);
  if (!ring) problems.push(`${name} draws no focus outline or shadow`);
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push(`${name} is invisible`);

  const box = el.getBoundingClientRect();
  const shown = (node: Element | null): node is HTMLElement =>
    node instanceof HTMLElement && node.getClientRects().length > 0 && !node.contains(el);
  const header = [...document.querySelectorAll("header")].find((h) => getComputedStyle(h).position === "sticky");
  const covers = [
    { node: header ?? null, what: "the sticky header" },
    { node: document.getElementById("consent-banner"), what: "the cookie banner" },
    { node: document.querySelector('[data-testid="floating-contact"]'), what: "the floating Contact us button" },
  ].filter((c): c is { node: HTMLElement; what: string } => shown(c.node));

  // An element taller than the room between the header and the banner (an open tab panel, say)
  // cannot fit: its top, where its outline starts, must be clear.
  const taken = covers
    .filter((c) => c.what !== "the floating Contact us button")
    .reduce((sum, c) => sum + c.node.getBoundingClientRect().height, 0);
  const check = box.height > innerHeight - taken ? new DOMRect(box.x, box.y, box.width, 48) : box;
  if (check.top < -0.5 || check.left < -0.5 || check.bottom > innerHeight + 0.5 || check.right > innerWidth + 0.5) {
    problems.push(`${name} is outside the viewport (${JSON.stringify(check.toJSON())})`);
  }

  // What is drawn at the centre belongs to the focused element, an icon inside it or its label.
  // A link that wraps is checked on its first line (the middle of its box may be plain text).
  const rects = el.getClientRects();
  const point = rects.length > 1 ? rects[0]! : check;
  const hit = document.elementFromPoint(point.x + point.width / 2, point.y + point.height / 2);
  const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
  if (!hit || !(el.contains(hit) || labels.some((label) => label.contains(hit)))) {
    problems.push(`${name} is not what is drawn at its centre (${hit?.outerHTML.slice(0, 80) ?? "nothing"})`);
  }
  // Nor is any part of it under something fixed or sticky.
  for (const { node, what } of covers) {
    const over = node.getBoundingClientRect();
    const left = Math.max(check.left, over.left);
    const right = Math.min(check.right, over.right);
    const top = Math.max(check.top, over.top);
    const bottom = Math.min(check.bottom, over.bottom);
    if (right - left < 1 || bottom - top < 1) continue;
    const above = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (above && node.contains(above)) problems.push(`${name} is under ${what}`);
  }
  return { problems, isTarget };
}

/** Focus is on a control, drawn with a visible indicator, in view and not under anything fixed. */
async function expectFocusVisible(page: Page) {
  // Polled: focus may still be scrolling into view, or an accordion opening around it.
  await expect
    .poll(async () => (await page.evaluate(inspectFocus, undefined)).problems, { message: "focus can be seen" })
    .toEqual([]);
}

/** Presses `key` until `target` has focus (within `max` presses), checking focus at every stop on the way. */
async function pressUntilFocused(page: Page, key: "Tab" | "Shift+Tab", target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    let isTarget = false;
    await expect
      .poll(
        async () => {
          const found = await target.evaluate(inspectFocus);
          isTarget = found.isTarget;
          return found.problems;
        },
        { message: "focus can be seen" },
      )
      .toEqual([]);
    if (isTarget) return;
  }
  throw new Error(`${key} did not reach ${target} within ${max} presses`);
}

/** Presses `key` and checks that focus moved to `target` and can be seen. */
async function pressTo(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

test.describe("the desktop header by keyboard", () => {
  test("skip to the content, back up to a section, through a flyout and on to a page", async ({ page }) => {
    test.skip(!byWidth("desktop"), "the sections and flyouts show from 1025 px; narrower screens have the burger");
    await page.goto("/");
    await waitForHydration(page);

    const skip = page.getByRole("link", { name: "Skip to main content" });
    await pressTo(page, "Tab", skip);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    // The next stop is the first control of the page's content, clear of the header.
    await page.keyboard.press("Tab");
    await expectFocusVisible(page);
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);

    // Back up through the header to a primary section, which opens its first tab.
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" });
    await pressUntilFocused(page, "Shift+Tab", products);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/commercial-solutions\/commercial$/);

    const toggle = page.getByRole("button", { name: "More in Commercial solutions" });
    await pressUntilFocused(page, "Tab", toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const flyout = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(flyout).toBeVisible();
    // The flyout's links follow its toggle in the tab order.
    await pressTo(page, "Tab", flyout.getByRole("link", { name: "Commercial insurance" }));
    await pressUntilFocused(page, "Tab", flyout.getByRole("link", { name: "Motor fleet" }), 5);

    await page.keyboard.press("Escape");
    await expect(flyout).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press("Enter");
    await expect(flyout).toBeVisible();
    await pressUntilFocused(page, "Tab", flyout.getByRole("link", { name: "Agriculture" }), 5);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/commercial-solutions\/agriculture$/);
    await expect(flyout).toBeHidden();
  });
});

test.describe("the burger menu by keyboard", () => {
  test("opens, expands a section and a nested list, and Escape closes it with focus back on Menu", async ({ page }) => {
    test.skip(!byWidth("phone"), "the burger replaces the desktop header below 1025 px");
    await page.goto("/insurance-products/personal-solutions/leisure");
    await waitForHydration(page);
    const burger = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");

    const section = menu.getByRole("button", { name: "Risk Management" });
    const more = menu.getByRole("button", { name: "More in Risk surveying" });
    const nested = menu.getByRole("link", { name: "In-Syte remote surveys" });

    // Each accordion opens over 0.3 s: like a person, the walk sees it open before pressing Tab.
    await pressUntilFocused(page, "Tab", burger, 5);
    await page.keyboard.press("Enter");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(section).toBeVisible();
    await pressUntilFocused(page, "Tab", section);
    await page.keyboard.press("Enter");
    await expect(section).toHaveAttribute("aria-expanded", "true");
    await expect(more).toBeVisible();
    await pressUntilFocused(page, "Tab", more, 5);
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(nested).toBeVisible();
    await pressUntilFocused(page, "Tab", nested, 5);

    await page.keyboard.press("Escape");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
    await expectFocusVisible(page);
    // Closed, the menu is out of the tab order, open sections and all: Tab goes on to the page.
    // (It can take focus while it closes, for 0.3 s: the walk waits until it has.)
    await expect(menu.locator("a, button").filter({ visible: true })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expectFocusVisible(page);
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(false);
  });
});

test.describe("the leadership showcase by keyboard", () => {
  test("switches groups with Enter and Space, and highlights each person reached with Tab", async ({ page }) => {
    test.skip(!byWidth("desktop"), "the widest layout is the hardest: its portraits overlap");
    await page.goto("/about/our-leadership");
    await waitForHydration(page);
    const selector = page.getByTestId("leadership-selector");
    await widgetReady(page, selector);
    const layout = page.getByTestId("leadership-desktop");
    const choice = (group: string) => selector.getByRole("button", { name: group, exact: true });
    const [first, second, third] = leadershipGroups;

    await pressUntilFocused(page, "Tab", choice(first!), 60);
    await expect(choice(first!)).toHaveAttribute("aria-pressed", "true");
    await pressTo(page, "Tab", choice(second!));
    await page.keyboard.press("Enter");
    await expect(choice(second!)).toHaveAttribute("aria-pressed", "true");
    await expect(layout.getByTestId("leader")).toHaveCount(leadership[second!].length);
    await pressTo(page, "Tab", choice(third!));
    await page.keyboard.press("Space");
    await expect(choice(third!)).toHaveAttribute("aria-pressed", "true");
    await expect(choice(second!)).toHaveAttribute("aria-pressed", "false");
    await expect(layout.getByTestId("leader")).toHaveCount(leadership[third!].length);

    // On into the people: the one with focus is highlighted, as on hover, and Escape clears it.
    const people = layout.getByTestId("leader");
    await pressUntilFocused(page, "Tab", people.first(), 5);
    await expect(people.first().getByTestId("leader-caption")).toHaveAttribute("data-active", "true");
    await pressTo(page, "Tab", people.nth(1));
    await expect(people.nth(1).getByTestId("leader-caption")).toHaveAttribute("data-active", "true");
    await expect(people.first().getByTestId("leader-caption")).not.toHaveAttribute("data-active", "true");
    await page.keyboard.press("Escape");
    await expect(people.nth(1).getByTestId("leader-caption")).not.toHaveAttribute("data-active", "true");
    await expect(people.nth(1)).toBeFocused();
  });
});

test.describe("a modal dialog by keyboard", () => {
  test("the intro video opens with Enter, keeps Tab and Shift+Tab inside, and Escape returns focus", async ({
    page,
  }) => {
    test.skip(!byWidth("desktop"), "focus handling does not depend on width");
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByTestId("hero-video-button");
    await pressUntilFocused(page, "Tab", opener);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("video-play")).toBeFocused();
    await expectFocusVisible(page);

    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    const stops = await dialog.evaluate(
      (d) =>
        [...d.querySelectorAll("a[href], button, summary, [tabindex='0']")].filter((el) => el.checkVisibility()).length,
    );
    expect(stops).toBeGreaterThan(1);
    for (const key of ["Tab", "Shift+Tab"]) {
      // Once round the dialog: every stop is inside it, and focus comes back to the play button.
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press(key);
        expect(await inside(), `${key} ${i + 1} stays in the dialog`).toBe(true);
        await expectFocusVisible(page);
      }
      await expect(dialog.getByTestId("video-play")).toBeFocused();
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusVisible(page);
  });
});

test.describe("a tab set by keyboard", () => {
  test("arrow keys, Home and End choose tabs, and Tab moves into the open panel", async ({ page }) => {
    test.skip(!byWidth("phone"), "the keys do not depend on width; on a phone the tabs scroll sideways");
    await page.goto("/claims-handling/claims-turnaround-times");
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Documents we need" });
    await widgetReady(page, tablist);
    const tabs = tablist.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);

    await pressUntilFocused(page, "Tab", tabs.first(), 60);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await pressTo(page, "ArrowRight", tabs.nth(1));
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await pressTo(page, "End", tabs.last());
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await pressTo(page, "Home", tabs.first());
    await pressTo(page, "ArrowLeft", tabs.last());
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=/);

    // Only the chosen tab is in the tab order; the next stop is its panel.
    const panel = page.getByRole("tabpanel", { name: (await tabs.last().textContent())! });
    await pressTo(page, "Tab", panel);
    await pressTo(page, "Shift+Tab", tabs.last());
  });
});

test.describe("signing in and asking for a quote by keyboard", () => {
  test("a client signs in from a protected page, changes the schedule and requests the quote", async ({ page }) => {
    test.skip(!byWidth("phone"), "signing in does not depend on width; the phone's schedule scrolls sideways");
    const target = "/icebolethugroup/quote";
    await page.goto(target);
    await expect(page).toHaveURL(`/icebolethugroup/sign-in?redirectTo=${encodeURIComponent(target)}`);
    await waitForHydration(page);

    const email = page.getByLabel("E-mail address");
    await pressUntilFocused(page, "Tab", email, 5);
    await page.keyboard.type(e2eEmail("quotes"));
    await pressTo(page, "Tab", page.getByLabel("Password", { exact: true }));
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote with a 5% excess, minimum R5 000");
    await waitForHydration(page);

    const total = page.locator("dt", { hasText: "Total a year" }).locator("+ dd");
    const before = (await total.textContent())!;
    const quantity = page.locator('input[name^="quantity:"]').first();
    const value = page.locator('input[name^="value:"]').first();
    await pressUntilFocused(page, "Tab", quantity, 60);
    // Tabbing into a field selects what is in it, so typing replaces it.
    await page.keyboard.type("40");
    await expect(quantity).toHaveValue("40");
    await pressTo(page, "Tab", value);
    await page.keyboard.type("1 500 000");
    await expect(value).toHaveValue("1 500 000");
    await expect(total).not.toHaveText(before);

    const request = page.getByRole("button", { name: "Request this quote" });
    await pressUntilFocused(page, "Tab", request, 60);
    await page.keyboard.press("Enter");
    const confirmation = page.getByRole("status").filter({ hasText: "Quote request received" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.locator("strong")).toHaveText(/^Q-ICE-[2-9A-Z]{6}$/);
  });
});

test.describe("with the cookie banner up", () => {
  test.use({ consent: "unset" });

  test("Tab through a long page never puts focus under the banner, and its buttons work by keyboard", async ({
    page,
  }) => {
    test.skip(!byWidth("phone"), "the narrowest screen is where the banner covers most");
    await page.goto("/risk-management");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    await expect(banner).toBeVisible();

    // The banner is first in the page, in its flow (decision 0052): its buttons are the first stops.
    const reject = banner.getByRole("button", { name: "Reject analytics" });
    await pressUntilFocused(page, "Tab", reject, 5);
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("kopano-consent")))!)).toMatchObject({
      analytics: false,
    });

    // Every stop of the page, header to footer, in view and clear of everything, and the Contact us button last.
    await pressUntilFocused(page, "Tab", page.getByRole("contentinfo").getByRole("link").first(), 120);
    await pressUntilFocused(page, "Tab", page.getByTestId("floating-contact"), 40);
  });
});

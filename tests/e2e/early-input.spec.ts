import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { formDefinitions } from "#app/forms/definitions.ts";
import type { FormKind } from "#app/forms/kinds.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { pdfDocument, photoPng } from "#tests/fixtures/claim-files.ts";
import { E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";

/**
 * The page works before and without its script, and nothing a person does meanwhile is lost (issue 25, decision
 * 0022). The page's JavaScript is held back for three seconds, as on a slow phone; every tap on a header menu,
 * everything typed or autofilled and every file chosen in that time is still there once the script has taken
 * over, and what is then sent arrives. Without JavaScript at all, the menus open and a claim with files goes
 * through.
 */

const HOLD_MS = 3_000;
const byWidth = (name: string) => test.info().project.name === name;

/** Holds the page's built modules back, as a slow connection would, then lets them through. */
async function holdScripts(page: Page) {
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
}

/** Whether React has hydrated the page (its first pageview is pushed from an effect). */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "pageview"),
  );
}

/**
 * Waits until the page has hydrated, and lets later modules (the next page's, after a navigation) through at once:
 * only the first load is the slow one this test is about.
 */
async function scriptsArrived(page: Page) {
  await waitForHydration(page);
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/**
 * Waits until a form has hydrated: it is a widget of its own whose code waits for the visitor's next press after
 * the page's script (app/components/blocks/registry.tsx), so the person, having filled it in, presses on its
 * heading.
 */
async function formReady(page: Page, kind: FormKind) {
  await page.locator(`#${kind}`).getByRole("heading", { level: 2 }).click();
  const block = page.locator("[data-lazy-block]", { has: page.locator(`#${kind}`) });
  await expect(block).toHaveAttribute("data-ready", "", { timeout: 15_000 });
}

/** Proves the steps so far ran before the script: otherwise the test would show nothing. */
async function expectNotYetHydrated(page: Page) {
  expect(await hydrated(page), "the page hydrated before the early steps were done").toBe(false);
}

const folder = mkdtempSync(join(tmpdir(), "early-input-e2e-"));
const files = { photo: join(folder, "cracked-windscreen.png"), pdf: join(folder, "saps-report.pdf") };
test.beforeAll(async () => {
  writeFileSync(files.photo, await photoPng());
  writeFileSync(files.pdf, await pdfDocument());
});

async function fillForm(page: Page, kind: FormKind, values: Record<string, string>) {
  for (const field of formDefinitions[kind].fields) {
    const control = page.locator(`#${kind}-${field.name}`);
    const value = values[field.name] ?? "";
    if (field.kind === "checkbox") await control.setChecked(value === "on");
    else if (field.kind === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

async function expectForm(page: Page, kind: FormKind, values: Record<string, string>) {
  for (const field of formDefinitions[kind].fields) {
    const control = page.locator(`#${kind}-${field.name}`);
    const value = values[field.name] ?? "";
    if (field.kind === "checkbox") await expect(control).toBeChecked({ checked: value === "on" });
    else await expect(control).toHaveValue(value);
  }
}

function claimant(tag: string) {
  const id = `${tag}-${test.info().project.name}-${Date.now()}`;
  return { ...validForms.claim_notification, name: `Lerato ${id}`, email: `early.${id}@example.co.za` };
}

/** The claim's private page lists the files the database holds for it. */
async function expectClaimHoldsFiles(page: Page, names: string[]) {
  const done = page.locator("#claim_notification").getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-/);
  await done.getByRole("link", { name: "your claim's private page" }).click();
  const held = page.getByRole("region", { name: "Documents we hold" });
  for (const name of names) await expect(held).toContainText(name);
}

test.describe("before the script runs", () => {
  test.beforeEach(async ({ page }) => holdScripts(page));

  test("the burger menu, a section and a nested list opened early stay open, and the script takes them over", async ({
    page,
  }) => {
    test.skip(!byWidth("phone"), "the burger replaces the desktop header below 1025 px");
    await page.goto("/insurance-products/personal-solutions/leisure", { waitUntil: "commit" });
    const burger = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await burger.click();
    const section = menu.getByRole("button", { name: "Risk Management" });
    await section.click();
    const more = menu.getByRole("button", { name: "More in Risk surveying" });
    await more.click();
    const nested = menu.getByRole("link", { name: "In-Syte remote surveys" });
    await expect(nested).toBeVisible();
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(section).toHaveAttribute("aria-expanded", "true");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(nested).toBeVisible();
    // The script has them: Escape closes the menu and gives focus back to its button.
    await nested.focus();
    await page.keyboard.press("Escape");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
    await expect(nested).toBeHidden();
  });

  test("a flyout opened early stays open, and the script takes it over", async ({ page }) => {
    test.skip(!byWidth("desktop"), "the flyouts show from 1025 px");
    await page.goto("/insurance-products/commercial-solutions/commercial", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "More in Commercial solutions" });
    await toggle.click();
    const flyout = page.locator("#flyout-products-0");
    await expect(flyout.getByRole("link", { name: "Agriculture" })).toBeVisible();
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(flyout).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(flyout).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("an enquiry typed early is kept and arrives", async ({ page }) => {
    const kind = "contact_enquiry";
    const values = { ...validForms[kind], email: `early.${test.info().project.name}.${Date.now()}@example.co.za` };
    await page.goto(formPage[kind], { waitUntil: "commit" });
    await fillForm(page, kind, values);
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await formReady(page, kind);
    await expectForm(page, kind, values);
    await page.locator(`#${kind}`).getByRole("button", { name: formDefinitions[kind].submitLabel }).click();
    await expect(page.locator(`#${kind}`).getByRole("status")).toContainText(/Your reference is/);
  });

  test("an e-mail and autofilled password entered early are kept, and sign the person in", async ({ page }) => {
    await page.goto("/auth/signin", { waitUntil: "commit" });
    await page.getByLabel("Programme").selectOption("events");
    await page.getByLabel("E-mail address").fill(e2eEmail("events"));
    // Filled at once rather than typed, as a password manager does.
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await expect(page.getByLabel("Programme")).toHaveValue("events");
    await expect(page.getByLabel("E-mail address")).toHaveValue(e2eEmail("events"));
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/media/events/2025");
  });

  test("a claim's fields and files chosen early are sent with it", async ({ page }) => {
    test.setTimeout(60_000);
    const values = claimant("early");
    await page.goto("/claims-handling/report-a-claim", { waitUntil: "commit" });
    await fillForm(page, "claim_notification", values);
    await page.locator("#claim_notification-documents").setInputFiles([files.photo, files.pdf]);
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await formReady(page, "claim_notification");
    await expectForm(page, "claim_notification", values);
    const chosen = page.getByRole("list", { name: "Files to send" });
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Report the claim" }).click();
    await expect(page.locator("#claim_notification").getByRole("status")).toContainText(
      "cracked-windscreen.png, saps-report.pdf",
    );
    await expectClaimHoldsFiles(page, ["cracked-windscreen.png", "saps-report.pdf"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the burger menu and its sections open, and their links lead on", async ({ page }) => {
    test.skip(!byWidth("phone"), "the burger replaces the desktop header below 1025 px");
    await page.goto("/");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    const media = menu.getByRole("button", { name: "Media" });
    await media.click();
    await page.screenshot({ path: test.info().outputPath("menu-without-js.png") });
    await menu.getByRole("link", { name: "News 2024" }).click();
    await expect(page).toHaveURL(/\/media\/news\/2024$/);
  });

  test("a flyout opens, one at a time, and its links lead on", async ({ page }) => {
    test.skip(!byWidth("desktop"), "the flyouts show from 1025 px");
    await page.goto("/insurance-products/commercial-solutions/commercial");
    const first = page.locator("#flyout-products-0");
    const second = page.locator("#flyout-products-1");
    await page.getByRole("button", { name: "More in Commercial solutions" }).click();
    await expect(first).toBeVisible();
    await page.getByRole("button", { name: "More in Personal solutions" }).click();
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await second.getByRole("link", { name: "Opulence: high-net-worth cover" }).click();
    await expect(page).toHaveURL(/\/personal-solutions\/opulence/);
  });

  test("the intro video's button leads to the video file", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-video-button")).toHaveAttribute("href", "/video/intro.webm");
  });

  test("a claim with files goes through", async ({ page }) => {
    test.setTimeout(60_000);
    const values = claimant("nojs-early");
    await page.goto("/claims-handling/report-a-claim");
    await fillForm(page, "claim_notification", values);
    await page.locator("#claim_notification-documents").setInputFiles([files.photo, files.pdf]);
    await page.getByRole("button", { name: "Report the claim" }).click();
    await expect(page.locator("#claim_notification").getByRole("status")).toContainText(
      "cracked-windscreen.png, saps-report.pdf",
    );
    await expectClaimHoldsFiles(page, ["cracked-windscreen.png", "saps-report.pdf"]);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Browser, Page } from "@playwright/test";

import { formDefinitions } from "#app/forms/definitions.ts";
import type { FormKind } from "#app/forms/kinds.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { pdfDocument, photoPng } from "#tests/fixtures/claim-files.ts";
import { pdfText } from "#tests/fixtures/pdf-text.ts";
import {
  E2E_ADMIN_EMAIL,
  E2E_EDITOR_EMAIL,
  E2E_PASSWORD,
  E2E_UNDERWRITER_EMAIL,
  e2eEmail,
} from "./support/accounts.ts";
import { expect, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";
import { linkIn, waitForEmail } from "./support/mail.ts";

/**
 * The page works before and without its script, and nothing a person does meanwhile is lost (issue 25, decision
 * 0022). The page's JavaScript is held back, as on a slow phone, until the test has done its early steps; every tap on a header menu,
 * everything typed or autofilled (an enquiry, a sign-in, an invitation's password, a staff member's article, a
 * header search, a programme's quote schedule, a quotation's conditions on the desk) and
 * every file chosen in that time is still there once the script has taken over, and what is then sent arrives.
 * Without JavaScript at all, the menus open and a claim with files goes through (the invitation and the staff forms
 * without JavaScript: accounts.spec.ts and publishing.spec.ts).
 */

const byWidth = (name: string) => test.info().project.name === name;

/** Each page's held scripts, let through by `scriptsArrived`. */
const releases = new WeakMap<Page, () => void>();

/**
 * Holds the page's built modules back, as a slow connection would, until the test has done its early steps and
 * calls `scriptsArrived`: held on that event rather than for a fixed time, so no test waits longer than its steps
 * take, and none can find its scripts arriving half-way through them on a slow machine.
 */
async function holdScripts(page: Page) {
  const released = new Promise<void>((resolve) => releases.set(page, resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await released;
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
  releases.get(page)?.();
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

/**
 * An administrator, in a browser of their own (whose scripts are not held), invites a person to Massmart; the link
 * in the e-mail they are sent.
 */
async function invitationLink(browser: Browser, email: string): Promise<string> {
  const admin = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    // An address of the administrator's own: sign-in limits count per address.
    extraHTTPHeaders: { "x-forwarded-for": `10.252.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` },
  });
  const page = await admin.newPage();
  await page.goto("/staff/users/invite");
  await signInHere(page, E2E_ADMIN_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff/users/invite");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Nomsa Early");
  await page.getByLabel("Sign-in context").selectOption({ label: "Massmart (wholesale)" });
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`Invitation sent to ${email}`);
  await admin.close();
  return linkIn(await waitForEmail(email, /Your .* account/));
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

  test("a search typed early in the header is kept and its results show once the script runs", async ({ page }) => {
    test.skip(
      !byWidth("desktop"),
      "the header's search field is in the bar from 1025 px (the burger's is the same form)",
    );
    await page.goto("/about/our-history", { waitUntil: "commit" });
    const field = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).first();
    await field.fill("fleet");
    await expectNotYetHydrated(page);
    await scriptsArrived(page);
    await expect(field).toHaveValue("fleet");
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
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

test.describe("before the script runs: the invitation and a staff form", () => {
  // Two or three people's pages, each with scrypt at its passwords and its scripts held.
  test.describe.configure({ timeout: 120_000 });

  test("a password chosen on an invitation's page early is kept, saves, and signs the person in again later", async ({
    page,
    browser,
  }) => {
    const email = `early.invited.${test.info().project.name}.${Date.now()}@example.co.za`;
    const password = "an early passphrase for the invitation";
    const link = await invitationLink(browser, email);

    await holdScripts(page);
    await page.goto(link, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Welcome, Nomsa Early" })).toBeVisible();
    // Typed by the person, then filled again by their password manager's suggestion.
    await page.getByLabel("New password", { exact: true }).pressSequentially(password);
    await page.getByLabel("New password again").fill(password);
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue(password);
    await expect(page.getByLabel("New password again")).toHaveValue(password);
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await expect(page).toHaveURL("/Massmart/overview", { timeout: 15_000 });
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    // The password saved is the one typed before the script: signed out (by visiting "/"), it signs in.
    await page.goto("/");
    await page.goto("/Massmart/sign-in");
    await signInHere(page, email, password);
    await expect(page).toHaveURL("/Massmart/overview", { timeout: 15_000 });
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });

  test("an article written early on the staff form, its body in the plain box, is kept by the editor and saved", async ({
    page,
  }) => {
    const stamp = `${test.info().project.name}-${Date.now().toString(36)}`;
    const title = `Early article ${stamp}: winter fire safety at the depot`;
    const summary = "Heaters, extension leads and fire doors: three checks for depots before the first cold front.";
    const body = "Check every heater's cable before winter, and keep fire doors closed.";
    await page.goto("/staff/content/new");
    await signInHere(page, E2E_EDITOR_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL("/staff/content/new");

    await holdScripts(page);
    await page.goto("/staff/content/new", { waitUntil: "commit" });
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Event" });
    await page.getByLabel("Date", { exact: true }).fill("2026-06-18");
    await page.getByLabel("Summary", { exact: true }).fill(summary);
    // Before the script, the body is the plain box of HTML; the rich-text editor takes its place later.
    await page.getByRole("textbox", { name: "Body", exact: true }).fill(`<p>${body}</p>`);
    await page.getByLabel("Hero picture").selectOption({ label: "Hailstorm" });
    await page.getByLabel("Picture description").fill("Dark clouds over a depot's roof");
    await expectNotYetHydrated(page);

    await scriptsArrived(page);
    await expect(page.getByRole("toolbar", { name: "Body: formatting" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Kind", { exact: true })).toHaveValue("events");
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue("2026-06-18");
    await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(summary);
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toHaveText(body);
    await expect(page.getByLabel("Picture description")).toHaveValue("Dark clouds over a depot's roof");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("saved as a draft");

    // What the database holds, read again: the edit page as a fresh load shows it.
    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(summary);
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toHaveText(body);
  });
});

test.describe("before the script runs: quotations", () => {
  // Two people's pages, scrypt at each sign-in and the scripts held.
  test.describe.configure({ timeout: 150_000 });

  test("a schedule typed early in a programme's quote calculator is kept and priced once the script runs", async ({
    page,
  }) => {
    test.skip(!byWidth("desktop"), "the calculator is one component at every width; once is enough");
    await page.goto("/Massmart/quote");
    await signInHere(page, e2eEmail("wholesale"), E2E_PASSWORD);
    await expect(page).toHaveURL("/Massmart/quote");
    // Signed in, the person opens the page afresh on a slow connection.
    await holdScripts(page);
    await page.reload();
    const premium = page.locator("section", { has: page.getByRole("heading", { name: /Premium at/ }) });
    const sumInsured = premium.locator("dt", { hasText: "Sum insured" }).locator("+ dd");
    const before = await sumInsured.textContent();
    const firstValue = page.getByRole("textbox", { name: /average value each/ }).first();
    await firstValue.fill("987654");
    await expectNotYetHydrated(page);
    await scriptsArrived(page);
    // What was typed stays in the field, and the figures beside it are the typed schedule's, not the one the
    // server drew: otherwise the page would show one premium and request another.
    await expect(firstValue).toHaveValue("987654");
    await expect(sumInsured).not.toHaveText(before!);
  });

  test("conditions typed early are the ones a revised quotation sends, after another form on the page was sent too (issue 35)", async ({
    page,
    browser,
  }) => {
    test.skip(!byWidth("desktop"), "the desk's forms once; nothing here depends on the width");
    // Massmart's risk manager asks for a quotation.
    const { baseURL, viewport } = test.info().project.use;
    const clientContext = await browser.newContext({ baseURL, viewport });
    const client = await clientContext.newPage();
    await client.goto("/Massmart/quote");
    await signInHere(client, e2eEmail("wholesale"), E2E_PASSWORD);
    await expect(client).toHaveURL("/Massmart/quote");
    await client.getByRole("button", { name: "Request this quote" }).click();
    const received = client.getByRole("status").filter({ hasText: "Quote request received" });
    const reference = (await received.locator("strong").textContent())!;
    await clientContext.close();

    // An underwriter takes it up and sends a first quotation with its conditions.
    const deskPath = `/staff/quotes/${reference}`;
    await page.goto(deskPath);
    await signInHere(page, E2E_UNDERWRITER_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(deskPath);
    await page.getByRole("button", { name: "Take it up" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`You have taken up ${reference}`);
    await page
      .getByRole("group", { name: "Premium of each tier offered" })
      .getByRole("textbox")
      .first()
      .fill("1 250 000");
    await page.getByLabel("Conditions").fill("Version 1: alarms monitored at every store.");
    await page.getByRole("button", { name: "Send the quotation" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Quotation sent");

    // The desk opened again on a slow connection: new conditions are typed before its script has arrived.
    const typed = "Version 2: alarms monitored at every store.\nSprinklers serviced in Pôrt Élizabeth and Thohoyanḓou.";
    await holdScripts(page);
    await page.goto(deskPath, { waitUntil: "commit" });
    await page.getByLabel("Conditions").fill(typed);
    await expectNotYetHydrated(page);
    await scriptsArrived(page);
    await expect(page.getByLabel("Conditions")).toHaveValue(typed);

    // Another form on the page is sent (an internal note): the page's data comes again, the conditions stay.
    await page.getByLabel("Note", { exact: true }).fill("Client called about the sprinklers.");
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Note added");
    await expect(page.getByLabel("Conditions")).toHaveValue(typed);

    await page.getByRole("button", { name: "Send a revised quotation" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Quotation revised: version 2");
    const quotation = page.getByRole("region", { name: "The quotation, version 2" });
    await expect(quotation).toContainText("Sprinklers serviced in Pôrt Élizabeth and Thohoyanḓou.");
    await expect(quotation).not.toContainText("Version 1:");
    // The PDF sends them, a line each, with no stray character at the line break.
    const pdf = pdfText(await (await page.request.get(`${deskPath}/quotation.pdf`)).body());
    expect(pdf).toContain(
      "Version 2: alarms monitored at every store. Sprinklers serviced in Pôrt Élizabeth and Thohoyanḓou.",
    );
    expect(pdf).not.toMatch(/[\r\u00d0]/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the burger menu and its sections open, and their links lead on", async ({ page }) => {
    test.skip(!byWidth("phone"), "the burger replaces the desktop header below 1025 px");
    // Without the 0.3 s fold: on a busy CI machine the Media section once never opened (the tap was most likely
    // aimed while the panel still grew under it; not reproduced in 65 runs on a loaded machine). What is tested
    // here is that the menus open without the script, not their animation. The step after the tap says which
    // of the two failed, if one does.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    const media = menu.getByRole("button", { name: "Media" });
    await media.click();
    await expect(menu.locator("details[open] > summary", { hasText: "Media" })).toBeVisible();
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

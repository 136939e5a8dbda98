import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { E2E_EDITOR_EMAIL, E2E_PASSWORD } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";

/**
 * Editors at the level of a good CMS (issue 29, items 1 to 3): pictures and links from pickers, by keyboard;
 * nothing typed lost; a change to a live article kept as a draft until it is published; two revisions compared.
 */

const PROPAGATION = { timeout: 5_000, intervals: [250] };

async function visitorText(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  const answer = await context.request.get(path);
  const text = answer.ok() ? await answer.text() : "";
  await context.close();
  return text;
}

/** The status a visitor (a browser context of their own, signed in nowhere) gets for an address. */
async function visitorStatus(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  const status = (await context.request.get(path)).status();
  await context.close();
  return status;
}

/** A new article with a scene as its hero, saved as a draft; the page is its editor, hydrated. */
async function newArticle(page: Page, title: string) {
  await page.goto("/staff/content/new");
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirectTo=/);
  await signInHere(page, E2E_EDITOR_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff/content/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-25");
  await page.getByLabel("Summary", { exact: true }).fill("What to do when hail has damaged a roof: the first day.");
  await expect(page.getByRole("toolbar", { name: "Body: formatting" })).toBeVisible();
  await page.getByRole("textbox", { name: "Body", exact: true }).fill("Photograph the damage before repairs.");
  await page.getByLabel("Hero picture").selectOption({ label: "Hailstorm" });
  await page.getByLabel("Picture description").fill("Hail falling from dark clouds onto suburban roofs");
  await page.getByRole("button", { name: "Save as a draft" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("saved as a draft");
  await waitForHydration(page);
}

test.describe("the article editor", () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "the editor's flows are the same at every width");
  });

  test("pictures and a link from the pickers, by keyboard: an uploaded hero, a body picture, an internal link in the same tab", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Hail damage ${stamp}`;
    await newArticle(page, title);
    const editUrl = page.url();

    // At a phone's width the picker is usable too (checked by axe), and Escape closes it.
    const opener = page.getByRole("button", { name: "Choose the hero picture from the library" });
    await page.setViewportSize({ width: 375, height: 812 });
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Choose the hero picture" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Choose the hero picture" })).toBeHidden();
    await expect(opener).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });

    // The hero: the picker opens from its button, takes an upload, and chooses it; focus comes back.
    await opener.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Choose the hero picture" });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("button", { name: "Hailstorm" })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
    const alt = `Hail stones on a car bonnet ${stamp}`;
    const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#35607a" } })
      .jpeg()
      .toBuffer();
    await picker.getByLabel(/^Picture/).setInputFiles({ name: "hail.jpg", mimeType: "image/jpeg", buffer: photo });
    await picker.getByLabel("Description").fill(alt);
    await picker.getByLabel("Description").press("Enter");
    await expect(picker).toBeHidden({ timeout: 30_000 });
    await expect(opener).toBeFocused();
    await expect(page.getByLabel("Hero picture")).toHaveValue(/^picture:\d+$/);
    await expect(page.getByLabel("Picture description")).toHaveValue(alt);
    const preview = page.getByRole("complementary", { name: "Preview of the fields as they are now" });
    await expect(preview.locator("img[src^='/media/pictures/']")).toBeVisible();

    // A picture in the body, chosen from the library with the keyboard.
    const body = page.getByRole("textbox", { name: "Body", exact: true });
    await body.click();
    await page.keyboard.press("End");
    await page.getByRole("button", { name: "Picture", exact: true }).focus();
    await page.keyboard.press("Enter");
    const bodyPicker = page.getByRole("dialog", { name: "Put a picture in the body" });
    // Found by a word of its description, in the library's pages on the server.
    const find = bodyPicker.getByRole("searchbox", { name: "Find pictures" });
    await find.fill(stamp);
    await find.press("Enter");
    await expect(bodyPicker.getByText(`1 picture matches “${stamp}”.`)).toBeVisible();
    await bodyPicker.getByRole("button", { name: alt }).focus();
    await page.keyboard.press("Enter");
    await expect(bodyPicker).toBeHidden();
    await expect(body.locator(`img[alt="${alt}"]`)).toBeVisible();

    // A link to a page of the site, on words selected with the keyboard. (Focused, not clicked: a click in the
    // middle of the body lands on the picture once it has loaded, and selects it instead.)
    await body.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read our history");
    await page.keyboard.press("Shift+Home");
    await page.getByRole("button", { name: "Link", exact: true }).focus();
    await page.keyboard.press("Enter");
    const linkPicker = page.getByRole("dialog", { name: "Add a link" });
    await linkPicker.getByLabel("A page of this site").selectOption({ label: "Group: Our history" });
    await linkPicker.getByRole("button", { name: "Add the link" }).press("Enter");
    await expect(linkPicker).toBeHidden();
    const link = body.getByRole("link", { name: "Read our history" });
    await expect(link).toHaveAttribute("href", "/about/our-history");
    await expect(link).not.toHaveAttribute("target", /.*/);
    await expect(link).not.toHaveAttribute("rel", /.*/);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Saved");
    // Saved, not published: the uploaded picture is the editor's (the preview shows it), a 404 to a visitor.
    const hero = (await preview.locator("img[src^='/media/pictures/']").first().getAttribute("src"))!;
    expect(await visitorStatus(browser, hero)).toBe(404);
    expect((await page.request.get(hero)).status()).toBe(200);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Published");
    // Published, it is everyone's, and other sites (feed readers) may show it (issue 36).
    await expect.poll(() => visitorStatus(browser, hero), PROPAGATION).toBe(200);
    const stranger = await browser.newContext();
    const shared = (await stranger.request.get(hero)).headers();
    await stranger.close();
    expect(shared["cache-control"]).toBe("public, max-age=600");
    expect(shared["cross-origin-resource-policy"]).toBe("cross-origin");

    // Published: the uploaded hero and the body picture are served; the link stays in the tab and is followed.
    const path = `/media/news/2026/hail-damage-${stamp}`;
    await expect.poll(() => visitorText(browser, path), PROPAGATION).toContain("Read our history");
    const reader = await browser.newPage();
    await reader.goto(path);
    const published = reader.getByRole("main").getByRole("link", { name: "Read our history" });
    await expect(published).toHaveAttribute("href", "/about/our-history");
    expect(await published.getAttribute("target")).toBeNull();
    expect(await published.getAttribute("rel")).toBeNull();
    await expect(reader.getByRole("main").getByRole("img", { name: alt })).toHaveCount(2);
    await reader.close();

    // The library finds it by a word (on the server), lists where it is used, and will not delete it.
    await page.goto(`/staff/content/pictures?q=${stamp}`);
    await expect(page.getByText(`1 picture matches “${stamp}”.`)).toBeVisible();
    await expectNoAxeViolations(page);
    const item = page.getByRole("listitem").filter({ hasText: alt });
    await expect(item.getByRole("link", { name: `Article: ${title}` })).toHaveAttribute(
      "href",
      new URL(editUrl).pathname,
    );
    await expect(item.getByRole("button", { name: /^Delete picture/ })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);

    // Withdrawn, its pictures are the editors' again: a 404 to a visitor within seconds (decision 0051).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(editUrl);
    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Withdrawn");
    await expect.poll(() => visitorStatus(browser, hero), PROPAGATION).toBe(404);
    expect((await page.request.get(hero)).status()).toBe(200);
  });

  test("nothing typed is lost; a live article's change is a draft until published; two revisions compared", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    await newArticle(page, `Storm cover ${stamp}`);
    const path = `/media/news/2026/storm-cover-${stamp}`;
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Published");
    await expect.poll(() => visitorText(browser, path), PROPAGATION).toContain("Photograph the damage");

    // Typed, then left alone: saved automatically to the draft; the preview already shows it; the site does not.
    // Publishing read the article again and drew its form anew: the rich-text editor takes over the body's
    // textarea once its effect runs, so the test types into the editor itself, focused, not into the textarea it
    // replaces (on a loaded machine, a click could land on the textarea just before it was hidden).
    const body = page.locator('[contenteditable="true"][aria-label="Body"]');
    await body.click();
    await expect(body).toBeFocused();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Keep every receipt.");
    const preview = page.getByRole("complementary", { name: "Preview of the fields as they are now" });
    await expect(preview).toContainText("Keep every receipt.");
    // To the second: an automatic save can fall in the minute the page was read.
    const lastSaved = await page.getByTestId("last-saved").locator("time").getAttribute("datetime");
    await expect(page.getByText(/^Saved automatically at \d\d:\d\d\./)).toBeVisible({ timeout: 10_000 });
    // The page follows its automatic save without a reload (issue 36, item 4): the draft marker, "Last saved" and
    // the publishing panel's offer to publish the changes.
    await expect(page.getByText("Changes not yet published")).toBeVisible();
    await expect(page.getByTestId("last-saved").locator("time")).not.toHaveAttribute("datetime", lastSaved!);
    await expect(page.getByText("Publishing puts the last saved draft on the public site.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish the changes now" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toContainText("Keep every receipt.");
    await expect(page.getByText("Changes not yet published")).toBeVisible();
    expect(await visitorText(browser, path)).not.toContain("Keep every receipt.");

    // Leaving with a change not yet saved asks first.
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill(`Storm cover ${stamp}: the first day`);
    await page.getByRole("link", { name: "History" }).click();
    const warning = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Storm cover ${stamp}: the first day`);

    await page.getByRole("button", { name: "Save as a draft" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Saved as a draft");
    expect(await visitorText(browser, path)).not.toContain("Keep every receipt.");
    await page.getByRole("button", { name: "Publish the changes now" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Published");
    await expect.poll(() => visitorText(browser, path), PROPAGATION).toContain("Keep every receipt.");
    await expect(page.getByRole("button", { name: "Publish the changes now" })).toHaveCount(0);

    // A change saved automatically is published from the same page, with no reload and no button's save.
    await body.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Report it within 30 days.");
    await expect(page.getByText(/^Saved automatically at \d\d:\d\d\./)).toBeVisible({ timeout: 10_000 });
    await page.getByRole("button", { name: "Publish the changes now" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Published");
    await expect.poll(() => visitorText(browser, path), PROPAGATION).toContain("Report it within 30 days.");

    // The history: each step, and the body's words between the first and the last revision.
    await page.getByRole("link", { name: "History" }).click();
    const rows = page.getByRole("row");
    for (const step of ["Created", "Published", "Saved automatically", "Draft saved"])
      await expect(rows.filter({ hasText: step }).first()).toBeVisible();
    await page.getByLabel("From revision").selectOption({ index: (await rows.count()) - 2 });
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.locator("ins")).toContainText("Keep every receipt.");
    await expect(page.getByRole("heading", { name: /^Compare revision 1 with \d+$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a new article is kept by its first automatic save, before any button is pressed", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Burst geysers ${stamp}`;
    await page.goto("/staff/content/new");
    await signInHere(page, E2E_EDITOR_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL("/staff/content/new");
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Date", { exact: true }).fill("2026-11-25");
    await page
      .getByLabel("Summary", { exact: true })
      .fill("Turn off the water at the mains, then call the claims line.");
    await expect(page.getByRole("toolbar", { name: "Body: formatting" })).toBeVisible();
    await page.getByRole("textbox", { name: "Body", exact: true }).fill("Switch the geyser off at the board.");
    await page.getByLabel("Hero picture").selectOption({ label: "Hailstorm" });
    await page.getByLabel("Picture description").fill("Hail falling from dark clouds onto suburban roofs");
    await expect(page.getByText(/^Saved automatically at \d\d:\d\d\./)).toBeVisible({ timeout: 10_000 });
    // The address names the stored article: a reload (or the tab reopened) finds the text.
    await expect(page).toHaveURL(/\/staff\/content\/\d+$/);
    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toContainText("Switch the geyser off");
    // Saved by the button from here on, as one article: the list has it once.
    await page.goto(`/staff/content?q=${stamp}`);
    await expect(page.getByRole("link", { name: title })).toHaveCount(1);
  });

  test.describe("without the page's script", () => {
    test.use({ javaScriptEnabled: false });

    test("an uploaded picture is chosen as the hero from the list, and the page says where the others are", async ({
      page,
    }) => {
      const stamp = Date.now().toString(36);
      await page.goto("/staff/content/pictures");
      await signInHere(page, E2E_EDITOR_EMAIL, E2E_PASSWORD);
      await expect(page).toHaveURL("/staff/content/pictures");
      const alt = `Flooded basement parking ${stamp}`;
      const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#3b5b2a" } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "flood.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByLabel("Description", { exact: true }).fill(alt);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("Uploaded", { timeout: 30_000 });

      await page.goto("/staff/content/new");
      // No picker without the script: the list offers the scenes and the newest uploads, and says so.
      await expect(page.getByRole("button", { name: "Choose the hero picture from the library" })).toHaveCount(0);
      await expect(page.getByText("the list holds the newest uploads")).toBeVisible();
      await page.getByLabel("Title", { exact: true }).fill(`Basement floods ${stamp}`);
      await page.getByLabel("Date", { exact: true }).fill("2026-11-25");
      await page.getByLabel("Summary", { exact: true }).fill("What the policy pays when the basement floods.");
      await page.getByRole("textbox", { name: "Body", exact: true }).fill("<p>Move cars out before the storm.</p>");
      await page.getByLabel("Hero picture").selectOption({ label: `Uploaded: ${alt}` });
      await page.getByLabel("Picture description").fill(alt);
      await page.getByRole("button", { name: "Save as a draft" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("saved as a draft");
      await expect(page.getByLabel("Hero picture")).toHaveValue(/^picture:\d+$/);
    });
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { formDefinitions } from "#app/forms/definitions.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { jpegTakenAt, pdfDocument, photoPng, program } from "#tests/fixtures/claim-files.ts";
import { E2E_ADMIN_EMAIL, E2E_CLAIMS_EMAIL, E2E_PASSWORD, E2E_STAFF_EMAIL, e2eEmail } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { pdfOfSize, sizeInMegabytes } from "./support/large-files.ts";
import { linkIn, waitForEmail } from "./support/mail.ts";
import { openAsStaff } from "./support/staff.ts";

/**
 * Claims online (issue 18), as a claimant and the claims team live them: a
 * claim with a photo and a PDF, with and without the page's script; a program
 * renamed .png refused by name with everything typed kept; the tracker by its
 * private link and by reference and e-mail; a wrong e-mail shows nothing; the
 * claims desk downloads the photo byte for byte and moves the claim on with a
 * note the claimant then reads; a file's address refuses everyone but the
 * claims team. E-mail goes through the real outbox to the local SMTP server.
 */

const REPORT = "/claims-handling/report-a-claim";
const KIND = "claim_notification";
const byWidth = (name: string) => test.info().project.name === name;

const folder = mkdtempSync(join(tmpdir(), "claims-e2e-"));
const files = {
  photo: join(folder, "burst-geyser.png"),
  pdf: join(folder, "damaged-stock.pdf"),
  program: join(folder, "photo.png"),
  // A picture under a UTF-8 name, and one named as a web page: each downloads under its own name, as a picture.
  utf8: join(folder, "für_名前.png"),
  disguised: join(folder, "invoice\u202efdp.html"),
  // A phone's photo with its capture time and location in its EXIF.
  dated: join(folder, "ceiling-damage.jpg"),
};
test.beforeAll(async () => {
  writeFileSync(files.photo, await photoPng());
  writeFileSync(files.pdf, await pdfDocument());
  writeFileSync(files.program, program());
  writeFileSync(files.utf8, await photoPng());
  writeFileSync(files.disguised, await photoPng());
  writeFileSync(files.dated, await jpegTakenAt());
});

async function fill(page: Page, values: Record<string, string>) {
  for (const field of formDefinitions[KIND].fields) {
    const control = page.locator(`#${KIND}-${field.name}`);
    if (field.kind === "select") await control.selectOption(values[field.name] ?? "");
    else await control.fill(values[field.name] ?? "");
  }
}

function claimant(tag: string) {
  const id = `${tag}-${test.info().project.name}-${Date.now()}`;
  return { ...validForms[KIND], name: `Thabo ${id}`, email: `claimant.${id}@example.co.za` };
}

test.describe("a claimant without the page's script", () => {
  test.use({ javaScriptEnabled: false });

  test("reports a claim with a photo and a PDF; a program renamed .png is refused by name and nothing typed is lost", async ({
    page,
  }) => {
    test.skip(!byWidth("phone"), "the server's answer does not depend on width");
    test.setTimeout(90_000);
    const values = claimant("nojs");
    await page.goto(REPORT);
    await expect(page.getByRole("complementary", { name: "Claims line and WhatsApp" })).toContainText("0800 22 11 44");
    await fill(page, values);
    await page.locator(`#${KIND}-documents`).setInputFiles([files.photo, files.program]);
    await page.getByRole("button", { name: "Report the claim" }).click();

    const alert = page.locator(`#${KIND}`).getByRole("alert");
    await expect(alert).toContainText("A file was not taken: photo.png");
    await expect(page.locator(`#${KIND}-documents-refused`)).toContainText(
      "photo.png: it is not a JPEG, PNG, WebP or HEIC photo or a PDF document",
    );
    for (const field of formDefinitions[KIND].fields) {
      if (values[field.name as keyof typeof values]) {
        await expect(page.locator(`#${KIND}-${field.name}`)).toHaveValue(values[field.name as keyof typeof values]!);
      }
    }
    // (axe cannot run in a page without script; the script test checks these pages with it.)
    await page.screenshot({ path: test.info().outputPath("refused.png"), fullPage: true });

    await page.locator(`#${KIND}-documents`).setInputFiles([files.photo, files.pdf]);
    await page.getByRole("button", { name: "Report the claim" }).click();
    const done = page.locator(`#${KIND}`).getByRole("status");
    await expect(done).toContainText(/Your reference is CLM-[2-9A-HJ-NP-Z]{6}/);
    await expect(done).toContainText("burst-geyser.png, damaged-stock.pdf");
    const reference = (await done.locator("strong").first().textContent())!;
    await done.getByRole("link", { name: "your claim's private page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
    await expect(page.getByRole("heading", { name: "Your claim is now: Received" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Documents we hold" })).toContainText("damaged-stock.pdf");

    // Documents added later, from the tracker.
    await page.getByLabel("Photos and documents").setInputFiles([files.program]);
    await page.getByRole("button", { name: "Add to my claim" }).click();
    await expect(page.getByRole("alert")).toContainText("photo.png");
    await page.getByLabel("Photos and documents").setInputFiles([files.pdf]);
    await page.getByRole("button", { name: "Add to my claim" }).click();
    await expect(page.locator("output.form-message-done")).toContainText("we received damaged-stock.pdf");
    await expect(page.getByRole("listitem").filter({ hasText: "Documents added" })).toHaveCount(1);
  });
});

test("a claim with files and the script, followed by the claimant and worked by the claims desk", async ({
  page,
  browser,
}) => {
  test.skip(byWidth("tablet"), "phone and desktop cover the layouts");
  test.setTimeout(90_000);
  const values = claimant("js");
  await page.goto(REPORT);
  await waitForHydration(page);
  await page.locator(`#${KIND}-policyNumber`).click();
  await expect(page.locator("[data-lazy-block]", { has: page.locator(`#${KIND}`) })).toHaveAttribute("data-ready", "");
  await fill(page, values);
  const picker = page.locator(`#${KIND}-documents`);
  await picker.setInputFiles([files.photo]);
  await picker.setInputFiles([files.pdf]);
  const chosen = page.getByRole("list", { name: "Files to send" });
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
  await page.getByRole("button", { name: "Report the claim" }).click();
  const done = page.locator(`#${KIND}`).getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-[2-9A-HJ-NP-Z]{6}/);
  await expect(done).toBeFocused();
  expect(posts).toEqual(["/claims/report"]);
  const reference = (await done.locator("strong").first().textContent())!;
  await expectNoAxeViolations(page);

  // The tracking link, e-mailed through the outbox, shows "received".
  const received = await waitForEmail(values.email, new RegExp(`Your claim ${reference} has been received`));
  const tracker = linkIn(received);
  expect(tracker).toMatch(/^\/claims\/track\/[A-Za-z0-9_-]{43}$/);
  await page.goto(tracker);
  await expect(page.getByRole("heading", { name: "Your claim is now: Received" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Claims line and WhatsApp" })).toBeVisible();
  // The tracker's pageview names where it was, never its token. It is pushed once the page's script has run,
  // which waits for the first paint (decision 0021): wait for it rather than read the data layer at once.
  const dataLayer = () => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
  await expect.poll(dataLayer).toContain('"page":"/claims/track/[token]"');
  const pageviews = await dataLayer();
  expect(pageviews).not.toContain(tracker.split("/").pop()!);
  await page.screenshot({ path: test.info().outputPath("tracker.png"), fullPage: true });
  await expectNoAxeViolations(page);

  // Reference and e-mail show it too; a wrong e-mail shows nothing of the claim. Neither page is kept by a cache.
  for (const path of [tracker, "/claims/track"]) {
    expect((await page.request.get(path)).headers()["cache-control"], path).toBe("no-store");
  }
  await page.goto("/claims/track");
  await page.getByLabel("Claim reference").fill(reference);
  await page.getByLabel("E-mail address").fill("someone.else@example.co.za");
  await page.getByRole("button", { name: "Find my claim" }).click();
  await expect(page.getByRole("alert")).toContainText("We could not find a claim with that reference and e-mail");
  await expect(page.getByText("Received")).toHaveCount(0);
  await expect(page.getByText("burst-geyser.png")).toHaveCount(0);
  await page.getByLabel("E-mail address").fill(values.email.toUpperCase());
  await page.getByRole("button", { name: "Find my claim" }).click();
  await expect(page.getByRole("heading", { name: "Your claim is now: Received" })).toBeVisible();

  // The claims desk: the claim in the queue, the photo byte for byte, a move with a note.
  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize()! });
  await staff.goto("/staff/claims");
  await signInHere(staff, E2E_CLAIMS_EMAIL, E2E_PASSWORD);
  await expect(staff.getByRole("heading", { level: 1, name: "Claims desk" })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Received");
  await expect(row).toContainText("24 hours to acknowledge");
  await expectNoAxeViolations(staff);
  await row.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  const downloading = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "burst-geyser.png" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("burst-geyser.png");
  expect(readFileSync((await download.path())!).equals(readFileSync(files.photo))).toBe(true);
  const fileAddress = await staff.getByRole("link", { name: "burst-geyser.png" }).getAttribute("href");
  // Each of the claim's two e-mails on its own line, with its own state: the claimant's and the team's.
  const emails = staff.locator("h2:has-text('E-mails') + ul > li");
  await expect(emails).toHaveCount(2);
  await expect(emails.nth(0)).toContainText(values.email);
  await expect(emails.nth(1)).toContainText(formDefinitions.claim_notification.notify);

  await staff.getByLabel("Step").selectOption("assessor-appointed");
  await staff
    .getByLabel("Note to the claimant")
    .fill("Our assessor, Pieter Botha, will call you on Monday to inspect the ceiling.");
  await staff.getByRole("button", { name: "Move the claim and tell the claimant" }).click();
  await expect(staff.locator("output.form-message-done")).toContainText("The claim is now assessor appointed");
  await staff.getByLabel("Note for the claims team").fill("Plumber's report says the geyser was 14 years old.");
  // The move's message stays on screen until the note's own answer replaces it: wait for that answer, not the clock.
  const noted = staff.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/staff/claims/"));
  await staff.getByRole("button", { name: "Add the internal note" }).click();
  await noted;
  await expect(staff.locator("output.form-message-done")).toContainText("The claimant does not see it");
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: test.info().outputPath("desk-claim.png"), fullPage: true });

  // The claimant reads the move and the note, by e-mail and on the tracker; never the internal note.
  await waitForEmail(values.email, new RegExp(`Your claim ${reference}: assessor appointed`));
  await page.goto(tracker);
  await expect(page.getByRole("heading", { name: "Your claim is now: Assessor appointed" })).toBeVisible();
  await expect(page.getByText("Pieter Botha, will call you on Monday")).toBeVisible();
  await expect(page.getByText("14 years old")).toHaveCount(0);

  // Documents added later keep their UTF-8 names; the desk downloads each named by its content's kind.
  await page.getByLabel("Photos and documents").setInputFiles([files.utf8, files.disguised]);
  await page.getByRole("button", { name: "Add to my claim" }).click();
  await expect(page.locator("output.form-message-done")).toContainText("we received für_名前.png, invoicefdp.html");
  await staff.reload();
  for (const [link, name] of [
    ["für_名前.png", "für_名前.png"],
    ["invoicefdp.html", "invoicefdp.png"],
  ]) {
    const next = staff.waitForEvent("download");
    await staff.getByRole("link", { name: link, exact: true }).click();
    expect((await next).suggestedFilename()).toBe(name);
  }

  // The file's address refuses everyone but the claims team.
  const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await anonymous.request.get(fileAddress!, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toMatch(/^\/staff\/sign-in\?/);
  const other = await anonymous.newPage();
  await other.goto("/staff/sign-in");
  await signInHere(other, E2E_STAFF_EMAIL, E2E_PASSWORD);
  await other.waitForURL((url) => !url.pathname.startsWith("/staff/sign-in"));
  expect((await other.request.get(fileAddress!)).status()).toBe(403);
  expect((await other.request.get(`/staff/claims/${reference}`)).status()).toBe(403);
  await anonymous.close();
  await staff.close();
});

test("the claims desk shows a photo's thumbnail, without its metadata, and when the camera says it was taken", async ({
  page,
  browser,
}) => {
  test.skip(!byWidth("desktop"), "the desk's table is the same at every width");
  test.setTimeout(60_000);
  const values = claimant("photo");
  await page.goto(REPORT);
  await fill(page, values);
  await page.locator(`#${KIND}-documents`).setInputFiles([files.dated]);
  await page.getByRole("button", { name: "Report the claim" }).click();
  const done = page.locator(`#${KIND}`).getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-[2-9A-HJ-NP-Z]{6}/);
  const reference = (await done.locator("strong").first().textContent())!;

  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await staff.goto(`/staff/claims/${reference}`);
  await signInHere(staff, E2E_CLAIMS_EMAIL, E2E_PASSWORD);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
  const row = staff.getByRole("row").filter({ hasText: "ceiling-damage.jpg" });
  await expect(row).toContainText("Taken 3 December 2026, 14:12");
  const thumbnail = row.getByRole("img", { name: "Thumbnail of ceiling-damage.jpg" });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  // The served thumbnail is a small JPEG with neither where nor when the photo was taken.
  const answer = await staff.request.get((await thumbnail.getAttribute("src"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  expect(answer.headers()["cache-control"]).toBe("private, no-cache");
  const bytes = await answer.body();
  expect(bytes.includes(Buffer.from("2026:12:03"))).toBe(false);
  expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  const again = await staff.request.get((await thumbnail.getAttribute("src"))!, {
    headers: { "If-None-Match": answer.headers()["etag"]! },
  });
  expect(again.status()).toBe(304);
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: test.info().outputPath("desk-photo.png"), fullPage: true });
  // Someone outside the claims team gets no thumbnail.
  const stranger = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const refused = await stranger.request.get((await thumbnail.getAttribute("src"))!, { maxRedirects: 0 });
  expect(refused.status()).not.toBe(200);
  await stranger.close();
  await staff.close();
});

test("a programme user reports a claim inside their sub-site, filled in for them, and sees their programme's claims", async ({
  page,
}) => {
  test.skip(!byWidth("desktop"), "the same form and table as above");
  test.setTimeout(60_000);
  await page.goto("/Pepkor/claims");
  await signInHere(page, e2eEmail("discount-retail"), E2E_PASSWORD);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Claims: /);
  await expect(page.locator(`#${KIND}-email`)).toHaveValue(e2eEmail("discount-retail"));
  await waitForHydration(page);
  await page.locator(`#${KIND}-policyNumber`).fill("KRG/PEP/220145");
  await page.locator(`#${KIND}-phone`).fill("011 555 0177");
  await page.locator(`#${KIND}-lossDate`).fill(validForms[KIND].lossDate);
  await page.locator(`#${KIND}-lossType`).selectOption("burglary");
  await page.locator(`#${KIND}-location`).fill("Shop 14, Mall of the South, Johannesburg");
  await page.locator(`#${KIND}-sapsCase`).fill("CAS 311/11/2026");
  await page.locator(`#${KIND}-description`).fill("The store was broken into overnight through the roof; stock taken.");
  await page.locator(`#${KIND}-documents`).setInputFiles([files.photo]);
  await page.getByRole("button", { name: "Report the claim" }).click();
  const done = page.locator(`#${KIND}`).getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-/);
  const reference = (await done.locator("strong").first().textContent())!;
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Received");
  await expectNoAxeViolations(page);
});

test("through the page's script, a claim with a 4 MB PDF is received whole, and the claim routes' data addresses take megabytes too", async ({
  page,
}) => {
  test.skip(!byWidth("desktop"), "the server's limits do not depend on width; the form's layouts are tested above");
  test.setTimeout(90_000);
  const values = claimant("large");
  const invoice = await pdfOfSize(4, "Invoice for the ceiling repair");
  expect(sizeInMegabytes(invoice)).toBe(4);
  const invoicePath = join(folder, "ceiling-invoice.pdf");
  writeFileSync(invoicePath, invoice);

  await page.goto(REPORT);
  await waitForHydration(page);
  await page.locator(`#${KIND}-policyNumber`).click();
  await expect(page.locator("[data-lazy-block]", { has: page.locator(`#${KIND}`) })).toHaveAttribute("data-ready", "");
  await fill(page, values);
  await page.locator(`#${KIND}-documents`).setInputFiles([invoicePath]);
  await page.getByRole("button", { name: "Report the claim" }).click();
  const done = page.locator(`#${KIND}`).getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-/, { timeout: 30_000 });
  const reference = (await done.locator("strong").first().textContent())!;
  const tracker = linkIn(await waitForEmail(values.email, new RegExp(`Your claim ${reference} has been received`)));
  await page.goto(tracker);
  await expect(page.getByText("ceiling-invoice.pdf (4 MB, received")).toBeVisible();

  // The router's data address of each claim route is the route's: a streamed upload of 26 MB, not a 100 KB form.
  const document = { name: "ceiling-photos.pdf", mimeType: "application/pdf", buffer: invoice };
  const added = await page.request.post(`${tracker}.data`, { multipart: { documents: document } });
  expect(added.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("ceiling-photos.pdf (4 MB, received")).toBeVisible();
  const another = claimant("large-data");
  const reported = await page.request.post(`${REPORT}.data`, {
    multipart: { ...another, website: "", documents: { ...document, name: "stock-list.pdf" } },
  });
  expect(reported.status()).toBe(200);
  await waitForEmail(another.email, /Your claim CLM-[2-9A-HJ-NP-Z]{6} has been received/);
});

test("a handler is assigned a claim, exchanges messages with the claimant and records a payment the claimant sees", async ({
  page,
  browser,
}) => {
  test.skip(byWidth("tablet"), "phone and desktop cover the layouts");
  test.setTimeout(120_000);
  const values = claimant("owner");
  await page.goto(REPORT);
  await waitForHydration(page);
  await page.locator(`#${KIND}-policyNumber`).click();
  await expect(page.locator("[data-lazy-block]", { has: page.locator(`#${KIND}`) })).toHaveAttribute("data-ready", "");
  await fill(page, values);
  await page.getByRole("button", { name: "Report the claim" }).click();
  const done = page.locator(`#${KIND}`).getByRole("status");
  await expect(done).toContainText(/Your reference is CLM-/);
  const reference = (await done.locator("strong").first().textContent())!;
  const tracker = linkIn(await waitForEmail(values.email, new RegExp(`Your claim ${reference} has been received`)));

  // Nobody owns it yet: the tracker says so, and gives the next step from the published 24 hours.
  await page.goto(tracker);
  await expect(page.getByText("Your claims handler: not yet assigned")).toBeVisible();
  await expect(
    page.getByText("Next: A claims handler contacts you about your claim, usually within 24 hours."),
  ).toBeVisible();

  // An administrator assigns it to the claims handler, who is e-mailed.
  const admin = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize()! });
  await openAsStaff(admin, `/staff/claims/${reference}`, E2E_ADMIN_EMAIL);
  await admin.getByLabel("Assign to").selectOption({ label: "Sipho Claims" });
  await admin.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(admin.locator("output.form-message-done")).toContainText("Sipho Claims now owns the claim");
  await waitForEmail(E2E_CLAIMS_EMAIL, new RegExp(`Claim ${reference} is yours`));
  await admin.close();

  // The handler gives a direct line, finds the claim as theirs, and writes to the claimant.
  const handler = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize()! });
  await openAsStaff(handler, "/staff/claims", E2E_CLAIMS_EMAIL);
  await handler.getByLabel("Direct line for claimants").fill("011 555 0199");
  await handler.getByRole("button", { name: "Save my direct line" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText("011 555 0199");
  await expect(handler.getByRole("row").filter({ hasText: reference })).toContainText("You");
  await expectNoAxeViolations(handler);
  await handler.goto(`/staff/claims/${reference}`);
  await handler
    .getByLabel(`Message to ${values.name}`)
    .fill("Good day. I am handling your claim: may our assessor visit on Thursday morning?");
  // Writing first acknowledges the claim too: its box is ticked by default.
  await expect(handler.getByLabel("Acknowledge the claim too (stops its 24-hour clock)")).toBeChecked();
  await handler.getByRole("button", { name: "Send the message" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText("e-mailed to them with its private link");
  await expect(handler.locator("output.form-message-done")).toContainText("The claim is acknowledged");
  await expect(handler.getByText(/^Acknowledged by Sipho Claims on /)).toBeVisible();
  await expect(handler.getByRole("button", { name: "Acknowledge the claim" })).toHaveCount(0);
  await expectNoAxeViolations(handler);

  // The claimant's e-mail repeats the private link; the tracker names the handler with their direct line.
  const message = await waitForEmail(values.email, new RegExp(`Your claim ${reference}: a message from Sipho Claims`));
  expect(message.body).toContain("may our assessor visit on Thursday morning?");
  expect(linkIn(message)).toBe(tracker);
  await page.goto(linkIn(message));
  await waitForHydration(page);
  await expect(page.getByText("Your claims handler: Sipho Claims, direct line 011 555 0199.")).toBeVisible();
  await expect(page.getByRole("link", { name: "011 555 0199" })).toHaveAttribute("href", "tel:0115550199");
  await expect(page.getByText("Message from Sipho Claims")).toBeVisible();
  await expect(page.getByText(/^Acknowledged by Sipho Claims on \d{1,2} \w+ \d{4} at \d\d:\d\d\.$/)).toBeVisible();

  // The claimant answers without a file; an empty message is refused, with nothing lost.
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByLabel("Your message")).toBeFocused();
  await page.getByLabel("Your message").fill("Thursday suits me.\nPlease ask for Thabo at the gate.");
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.locator("output.form-message-done")).toContainText("your message is sent");
  await expect(page.getByText("Please ask for Thabo at the gate.")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("");
  await expectNoAxeViolations(page);
  const answer = await waitForEmail(E2E_CLAIMS_EMAIL, new RegExp(`Claim ${reference}: a message from the claimant`));
  expect(answer.body).toContain("Thursday suits me.");

  // The handler reads it, sets a reserve and records a payment.
  await handler.reload();
  await expect(handler.getByText("Thursday suits me.")).toBeVisible();
  const reserve = handler.locator("form").filter({ has: handler.getByRole("heading", { name: "Set the reserve" }) });
  await reserve.getByLabel("Amount (rand)").fill("45 000");
  await reserve.getByLabel("Reference").fill("RES-E2E-1");
  await reserve.getByRole("button", { name: "Set the reserve" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText("The reserve is now R45\u00a0000.00");
  await expect(handler.getByText("Reserve: R45\u00a0000.00, set on")).toBeVisible();
  // The handler dates the assessor's visit: the claimant's tracker shows that date.
  const visit = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await handler.getByLabel("What comes next").selectOption("assessor-visit");
  await handler.getByLabel("Day", { exact: true }).fill(visit);
  await handler.getByRole("button", { name: "Set the next step" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText(
    "The claimant's tracker now says: Assessor's visit on",
  );
  await page.reload();
  await expect(
    page.getByText(/^Next: Assessor's visit on \d{1,2} \w+ \d{4}, as your claims handler arranged\.$/),
  ).toBeVisible();

  // Before the decision a payment is refused, saying why, with what was typed kept; as an interim payment with its
  // reason it is recorded.
  const payment = handler.locator("form").filter({ has: handler.getByRole("heading", { name: "Record a payment" }) });
  await payment.getByLabel("Amount (rand)").fill("2 500");
  await payment.getByLabel("Reference").fill("EFT-E2E-0041");
  await payment.getByRole("button", { name: "Record the payment" }).click();
  await expect(payment.getByRole("alert")).toContainText("This claim is not approved yet");
  await expect(payment.getByLabel("Amount (rand)")).toHaveValue("2 500");
  await expect(payment.getByLabel("Reference")).toHaveValue("EFT-E2E-0041");
  await payment.getByLabel("Interim payment, before the claim is decided").check();
  await payment
    .getByLabel("Reason for the interim payment")
    .fill("Emergency accommodation while the geyser is replaced.");
  await payment.getByRole("button", { name: "Record the payment" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText(
    "The interim payment of R2\u00a0500.00 is recorded",
  );
  await waitForEmail(values.email, new RegExp(`Your claim ${reference}: an interim payment`));

  // Approved, then paid: the payment is the claim's own.
  await handler.getByLabel("Step").selectOption("approved");
  await handler.getByRole("button", { name: "Move the claim and tell the claimant" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText("The claim is now approved");
  await payment.getByLabel("Amount (rand)").fill("12 345,67");
  await payment.getByLabel("Reference").fill("EFT-E2E-0042");
  await payment.getByRole("button", { name: "Record the payment" }).click();
  await expect(handler.locator("output.form-message-done")).toContainText("R12\u00a0345.67 is recorded");
  await expect(handler.getByRole("table", { name: "Payments" })).toContainText("EFT-E2E-0042");
  await expectNoAxeViolations(handler);
  await handler.screenshot({ path: test.info().outputPath("desk-claim-owner.png"), fullPage: true });

  // The claimant sees both payments, the first as interim with its reason (never the reserve), and was e-mailed.
  await waitForEmail(values.email, new RegExp(`Your claim ${reference}: a payment`));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your claim is now: Approved" })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("R2\u00a0500.00 interim payment, paid on");
  await expect(payments).toContainText(
    "Paid before we decide the claim: Emergency accommodation while the geyser is replaced.",
  );
  await expect(payments).toContainText("R12\u00a0345.67 paid on");
  await expect(payments).toContainText("reference EFT-E2E-0042");
  await expect(page.getByText("45\u00a0000")).toHaveCount(0);
  await expect(page.getByText("RES-E2E-1")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("tracker-owner.png"), fullPage: true });

  // Paid, then closed: the claimant's tracker follows each step.
  for (const [step, label] of [
    ["paid", "Paid"],
    ["closed", "Closed"],
  ] as const) {
    await handler.getByLabel("Step").selectOption(step);
    await handler.getByRole("button", { name: "Move the claim and tell the claimant" }).click();
    await expect(handler.locator("output.form-message-done")).toContainText(`The claim is now ${step}`);
    await page.reload();
    await expect(page.getByRole("heading", { name: `Your claim is now: ${label}` })).toBeVisible();
  }
  await handler.close();
});

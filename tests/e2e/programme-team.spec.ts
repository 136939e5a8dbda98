import type { Browser, Page } from "@playwright/test";

import { site } from "#app/config/site.ts";
import { programmeMenu } from "#app/navigation/programme-menu.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { E2E_CLIENT_ADMIN_EMAIL, E2E_PASSWORD, E2E_TEAM, E2E_UNDERWRITER_EMAIL, e2eEmail } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { waitForEmail } from "./support/mail.ts";

/**
 * A client's team in its programme (issue 28, items 1 to 4): Pepkor's viewer, requester, approver and client
 * administrator each see every request and claim of the programme and can do only what their role allows; a
 * member of another programme sees none of it. The requester asks for the second tier and reports a claim; an
 * approver accepts with the declaration. And a newcomer finds, from the home page without typing an address,
 * Client sign-in, Report a claim and Track a claim, and once signed in every programme page from the programme
 * menu at 375 and 1280 px.
 */

const byWidth = (name: string) => test.info().project.name === name;
const pepkor = findProgramme("Pepkor")!;

/** A browser of its own, signed in where `path` sends a visitor, and landed back on `path`. */
async function member(browser: Browser, path: string, email: string): Promise<Page> {
  const { baseURL, viewport, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  await context.addInitScript(() => {
    if (window === window.top && !localStorage.getItem("kopano-consent")) {
      localStorage.setItem(
        "kopano-consent",
        JSON.stringify({ version: 1, analytics: false, at: new Date().toISOString() }),
      );
    }
  });
  const page = await context.newPage();
  await page.goto(path);
  await signInHere(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(path);
  return page;
}

const menuOf = (page: Page) => page.getByRole("navigation", { name: "Pepkor programme" });

test("each role of a programme's team sees its requests and claims and does only what the role allows", async ({
  browser,
}) => {
  test.skip(!byWidth("desktop"), "what a role may do does not depend on width; the menu's layouts are checked below");
  test.setTimeout(180_000);

  // The requester asks for the second of Pepkor's three tiers, and hears that it arrived.
  const requester = await member(browser, "/Pepkor/quote", E2E_TEAM.requester.email);
  await waitForHydration(requester);
  await requester.getByRole("radio", { name: /^10% min 10k/ }).check();
  await requester.getByRole("button", { name: "Request this quote" }).click();
  const received = requester.getByRole("status").filter({ hasText: "Quote request received" });
  await expect(received).toContainText("10% min 10k");
  const reference = (await received.locator("strong").textContent())!;
  await waitForEmail(E2E_TEAM.requester.email, new RegExp(`We have your quotation request ${reference}`));

  // The requester reports a claim from the programme: its policy number filled in, its covers' kinds of loss only.
  await requester.goto("/Pepkor/claims");
  await waitForHydration(requester);
  const form = requester.locator("#claim_notification");
  await expect(form.getByLabel("Policy number")).toHaveValue(pepkor.details.policyNumber);
  const lossType = form.getByLabel("What kind of loss?");
  await expect(lossType.locator("option", { hasText: "Fire or explosion" })).toHaveCount(1);
  await expect(lossType.locator("option", { hasText: "Motor accident" })).toHaveCount(0);
  const values = validForms.claim_notification;
  await form.getByLabel("Phone number").fill(values.phone);
  await form.getByLabel("Date of the loss or incident").fill(values.lossDate);
  await lossType.selectOption("fire");
  await form.getByLabel("Where did it happen?").fill("Store 1182, Bree Street, Johannesburg");
  await form.locator("#claim_notification-description").fill("A fire in the stockroom damaged stock and shelving.");
  await form.getByRole("button", { name: "Report the claim" }).click();
  const reported = form.getByRole("status");
  await expect(reported).toContainText(/Your reference is CLM-/);
  const claim = (await reported.locator("strong").first().textContent())!;

  // Underwriting quotes the tier asked for.
  const desk = await member(browser, `/staff/quotes/${reference}`, E2E_UNDERWRITER_EMAIL);
  await desk.getByRole("button", { name: "Take it up" }).click();
  await expect(desk.getByRole("main").getByRole("status")).toContainText(`You have taken up ${reference}`);
  await desk.getByLabel(/^10% min 10k \(/).fill("1 250 000");
  await desk.getByRole("button", { name: "Send the quotation" }).click();
  await expect(desk.getByRole("main").getByRole("status")).toContainText("Quotation sent");
  await desk.context().close();

  // Every member sees the request and the claim; only what their role allows is offered.
  const viewer = await member(browser, "/Pepkor/requests", E2E_TEAM.viewer.email);
  const approver = await member(browser, "/Pepkor/requests", E2E_TEAM.approver.email);
  const admin = await member(browser, "/Pepkor/requests", E2E_CLIENT_ADMIN_EMAIL);
  await requester.goto("/Pepkor/requests");
  for (const page of [viewer, requester, approver, admin]) {
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { name: `Quotation request ${reference}` })).toBeVisible();
    await expect(page.getByText(`Asked for by ${E2E_TEAM.requester.name}`)).toBeVisible();
    await page.goto("/Pepkor/claims");
    await page.getByRole("link", { name: claim }).click();
    await expect(page.getByRole("heading", { name: `Claim ${claim}` })).toBeVisible();
    await expect(menuOf(page).getByRole("link", { name: "Claims" })).toHaveAttribute("aria-current", "location");
  }
  for (const page of [viewer, requester]) {
    await page.goto(`/Pepkor/requests/${reference}`);
    await expect(page.getByRole("button", { name: "Accept", exact: true })).toHaveCount(0);
    await expect(page.getByText("An approver of your team accepts the quotation")).toBeVisible();
  }
  // The viewer reads only: no request, no claim, no message.
  await viewer.goto("/Pepkor/quote");
  await expect(viewer.getByRole("button", { name: "Request this quote" })).toHaveCount(0);
  await viewer.goto(`/Pepkor/claims/${claim}`);
  await expect(viewer.getByLabel("Your message")).toHaveCount(0);
  await expect(menuOf(viewer).getByRole("link", { name: "Team" })).toHaveCount(0);
  await expectNoAxeViolations(viewer);
  // The requester writes to the claims team on the claim.
  await requester.goto(`/Pepkor/claims/${claim}`);
  await requester.getByLabel("Your message").fill("The fire brigade's report is attached to our file; ask for it.");
  await requester.getByRole("button", { name: "Send the message" }).click();
  await expect(requester.getByRole("status").filter({ hasText: "your message is sent" })).toBeFocused();

  // The approver accepts with the declaration: another name is refused, theirs is taken.
  await approver.goto(`/Pepkor/requests/${reference}`);
  await approver.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(approver.getByRole("alert").first()).toBeFocused();
  await approver.getByLabel(/I have disclosed every fact material/).check();
  await approver.getByLabel("Your full name, as your signature").fill("Somebody Else");
  await approver.getByRole("button", { name: "Yes, accept the quotation" }).click();
  await expect(approver.getByText("Authority to bind: Confirm that you may bind the company.")).toBeVisible();
  await expect(approver.getByLabel("Your full name, as your signature")).toHaveValue("Somebody Else");
  await approver.getByLabel(/I am authorised to accept this quotation/).check();
  await approver.getByLabel("Your full name, as your signature").fill(E2E_TEAM.approver.name);
  await expectNoAxeViolations(approver);
  await approver.getByRole("button", { name: "Yes, accept the quotation" }).click();
  const accepted = approver.getByRole("status").filter({ hasText: `You have accepted quotation ${reference}` });
  await expect(accepted).toBeFocused();
  await expect(
    approver.getByRole("region", { name: "Timeline" }).getByText(`Declaration made by ${E2E_TEAM.approver.name}`),
  ).toBeVisible();
  for (const to of [E2E_TEAM.requester.email, E2E_TEAM.approver.email, E2E_CLIENT_ADMIN_EMAIL, site.underwritingEmail])
    await waitForEmail(to, new RegExp(`Quotation ${reference} accepted`));

  // The team's documents: the viewer finds the quotation a colleague asked for.
  await viewer.goto("/Pepkor/documents");
  await expect(viewer.getByRole("link", { name: new RegExp(`^Quotation ${reference}, version`) })).toBeVisible();

  // The client administrator's team page shows and changes roles.
  await menuOf(admin).getByRole("link", { name: "Team" }).click();
  await expect(admin).toHaveURL("/Pepkor/account/team");
  const row = admin.getByRole("row", { name: new RegExp(E2E_TEAM.viewer.email) });
  await expect(row).toContainText("Viewer");
  await row.getByLabel("Approver").check();
  await row.getByRole("button", { name: /Save roles/ }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(
    `${E2E_TEAM.viewer.email} now holds: Viewer, Approver.`,
  );
  await admin
    .getByRole("row", { name: new RegExp(E2E_TEAM.viewer.email) })
    .getByLabel("Approver")
    .uncheck();
  await admin
    .getByRole("row", { name: new RegExp(E2E_TEAM.viewer.email) })
    .getByRole("button", { name: /Save roles/ })
    .click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(
    `${E2E_TEAM.viewer.email} now holds: Viewer.`,
  );
  await expectNoAxeViolations(admin);

  // Another programme's member sees none of it: sent to sign in at Pepkor, nothing under their own programme.
  const stranger = await member(browser, "/NMI/requests", e2eEmail("mining"));
  await expect(stranger.getByText(reference)).toHaveCount(0);
  for (const path of ["/Pepkor/requests", `/Pepkor/requests/${reference}`, `/Pepkor/claims/${claim}`]) {
    const answer = await stranger.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toMatch(/^\/Pepkor\/sign-in/);
  }
  expect((await stranger.goto(`/NMI/requests/${reference}`))!.status()).toBe(404);
  expect((await stranger.goto(`/NMI/claims/${claim}`))!.status()).toBe(404);
  for (const page of [viewer, requester, approver, admin, stranger]) await page.context().close();
});

test("a newcomer finds client sign-in and the claims pages from the home page, then every programme page from its menu", async ({
  page,
}) => {
  test.skip(byWidth("tablet"), "the phone's and the desktop's layouts");
  test.setTimeout(120_000);
  const phone = byWidth("phone");
  await page.goto("/");
  await waitForHydration(page);
  // Report a claim and Track a claim, in the Claims section of the menu.
  if (phone) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#site-menu").getByRole("button", { name: "Claims" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Claims" }).click();
  }
  const claims = phone ? page.locator("#site-menu") : page.getByRole("navigation", { name: "Claims pages" });
  await expect(claims.getByRole("link", { name: "Report a claim" })).toHaveAttribute(
    "href",
    "/claims-handling/report-a-claim",
  );
  await claims.getByRole("link", { name: "Track a claim" }).click();
  await expect(page).toHaveURL("/claims/track");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Client sign-in, in the header at every width.
  const clientSignIn = page.getByRole("banner").getByRole("link", { name: "Client sign-in" });
  // As drawn, not only as named: the words keep their space (on a phone, one above the other).
  await expect(clientSignIn).toHaveText(/^Client sign-in$/, { useInnerText: true });
  await clientSignIn.click();
  await expect(page).toHaveURL("/client-sign-in");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Sign in to the Pepkor programme" }).click();
  await signInHere(page, E2E_CLIENT_ADMIN_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/Pepkor/overview");
  await waitForHydration(page);

  const menu = menuOf(page);
  // The current entry: marked in the line of links, or named on the phone's closed menu button and marked inside.
  const isCurrent = (label: string) =>
    phone
      ? expect(menu.getByRole("button", { name: new RegExp(`^Programme menu\\s*: ${label}$`) })).toBeVisible()
      : expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  await isCurrent("Overview");
  await page.screenshot({ path: test.info().outputPath(`programme-menu-${test.info().project.name}.png`) });
  // Every entry, as the programme menu lists them for its client administrator: Documents for every programme,
  // Pepkor's without a policy wording too (issue 35; app/navigation/programme-menu.ts).
  const entries = programmeMenu(pepkor, { clientAdmin: true }).map((e): [string, string] => [e.label, e.route]);
  expect(entries.map(([label]) => label)).toEqual([
    "Overview",
    "Assets quotes",
    "Quotations",
    "Claims",
    "Documents",
    "Team",
    "Account",
  ]);
  // Overview (the page we are on) last, so that each click leads to another page.
  for (const [label, path] of [...entries.slice(1), entries[0]!]) {
    if (phone) {
      const button = menu.getByRole("button", { name: /^Programme menu/ });
      await button.click();
      await expect(menu.locator('details a[aria-current="page"]')).toBeVisible();
      if (label === "Quotations") {
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath("programme-menu-phone-open.png") });
      }
    }
    await menu.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await isCurrent(label);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

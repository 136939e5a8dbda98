import type { Page } from "@playwright/test";

import {
  E2E_ADMIN_EMAIL,
  E2E_CLIENT_ADMIN_EMAIL,
  E2E_PASSWORD,
  E2E_STAFF_EMAIL,
  e2eEmail,
} from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test } from "./support/fixtures.ts";
import { emailsTo, linkIn, waitForEmail } from "./support/mail.ts";

/**
 * Accounts without a terminal: administrators invite, disable and manage
 * accounts at /staff/users; people accept invitations and reset forgotten
 * passwords from the links in their e-mail (caught by a local SMTP server);
 * a client administrator manages their own programme's team; and every step
 * is on the audit log with the person who took it.
 */

const NEW_PASSWORD = "a fresh passphrase for tests";

/** A unique address per test and width, so runs side by side never meet. */
function address(name: string): string {
  return `${name}.${test.info().project.name}.${Date.now()}@example.co.za`;
}

async function signInAsAdmin(page: Page, to = "/staff/users") {
  await page.goto(to);
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirectTo=/);
  await signInHere(page, E2E_ADMIN_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(to);
}

async function invite(page: Page, details: { email: string; name: string; context: string }) {
  await page.goto("/staff/users/invite");
  await page.getByLabel("E-mail address").fill(details.email);
  await page.getByLabel("Name", { exact: true }).fill(details.name);
  await page.getByLabel("Sign-in context").selectOption({ label: details.context });
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`Invitation sent to ${details.email}`);
}

test.describe("accounts in the browser", () => {
  // Each test walks several pages, two browsers and an inbox, with scrypt at every password.
  test.describe.configure({ timeout: 120_000 });

  test("an administrator invites a client user, who chooses a password from the e-mail and lands signed in", async ({
    page,
    browser,
  }) => {
    const email = address("invited");
    await signInAsAdmin(page);
    await expectNoAxeViolations(page);
    await invite(page, { email, name: "Zodwa Invited", context: "Massmart (wholesale)" });
    await expectNoAxeViolations(page);

    // The invited person, in a browser of their own, opens the link in their e-mail.
    const message = await waitForEmail(email, /Your .* account/);
    expect(message.body).toContain("Dear Zodwa Invited");
    // The inviter by name, not by address (issue 27, item 6).
    expect(message.body).toContain("Nomsa Admin has made you an account");
    expect(message.body).not.toContain(E2E_ADMIN_EMAIL);
    // Both parts, as a mail client shows them: HTML, with the plain text as its alternative, carrying the same link.
    expect(message.contentType).toBe("multipart/alternative");
    expect(message.html).toMatch(/<html[^>]* lang="en-ZA"/);
    expect(message.html).toMatch(/<a href="[^"]+"[^>]*>.*Choose your password.*<\/a>/);
    expect(message.html).toContain(linkIn(message).split("?")[0]);
    const invitee = await browser.newContext();
    const theirs = await invitee.newPage();
    await theirs.goto(linkIn(message));
    await expect(theirs.getByRole("heading", { name: "Welcome, Zodwa Invited" })).toBeVisible();
    await expectNoAxeViolations(theirs);
    // A mistake first: it is named beside its field.
    await theirs.getByLabel("New password", { exact: true }).fill("too short");
    await theirs.getByLabel("New password again").fill("too short");
    await theirs.getByRole("button", { name: "Save and sign in" }).click();
    await expect(theirs.getByText("Use at least 12 characters.").first()).toBeVisible();
    await theirs.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await theirs.getByLabel("New password again").fill(NEW_PASSWORD);
    await theirs.getByRole("button", { name: "Save and sign in" }).click();
    await expect(theirs).toHaveURL("/Massmart/overview", { timeout: 15_000 });
    await expect(theirs.getByText(`Signed in as ${email}`)).toBeVisible();

    // The link worked once.
    await theirs.goto(linkIn(message));
    await expect(theirs.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expect(theirs.getByText("This link has been used already")).toBeVisible();
    await invitee.close();

    // The administrator sees the account active, and both steps on the audit log.
    await page.goto(`/staff/users?${new URLSearchParams({ q: email })}`);
    await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toContainText("Active");
    await page.goto(`/staff/audit?${new URLSearchParams({ person: E2E_ADMIN_EMAIL, action: "invited" })}`);
    await expect(page.getByRole("table")).toContainText(email);
    await page.goto(`/staff/audit?${new URLSearchParams({ person: email, action: "invitation-accepted" })}`);
    await expect(page.getByRole("table")).toContainText(email);
  });

  test("a forgotten password: the same page for a known and an unknown address; the link sets a new password and the old one fails", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    const known = e2eEmail("retail-fashion");
    const unknown = address("nobody");

    const ask = async (email: string) => {
      await page.goto("/Woolworths/sign-in");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL("/auth/forgot-password?context=retail-fashion");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
      return (await page.locator("main").innerText()).replace(email, "ADDRESS");
    };
    const forKnown = await ask(known);
    await expectNoAxeViolations(page);
    const forUnknown = await ask(unknown);
    expect(forUnknown).toBe(forKnown);
    expect(emailsTo(unknown)).toEqual([]);

    const message = await waitForEmail(known, /Reset your .* password/);
    await page.goto(linkIn(message));
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("New password again").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL("/Woolworths/overview", { timeout: 15_000 });

    // Signed out (by visiting "/"), the old password no longer works and the new one does.
    await page.goto("/");
    await page.goto("/Woolworths/sign-in");
    await signInHere(page, known, E2E_PASSWORD);
    await expect(page.getByRole("alert")).toContainText("do not match an account");
    await signInHere(page, known, NEW_PASSWORD);
    await expect(page).toHaveURL("/Woolworths/overview", { timeout: 15_000 });
    // The others still sign in with the shared test password: put it back.
    await page.goto("/Woolworths/account");
    await page.getByLabel("Current password").fill(NEW_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("New password again").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed")).toBeVisible();
  });

  test("disabling an account ends its live session on the next request and refuses its password", async ({
    page,
    browser,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    const email = address("disabled");
    await signInAsAdmin(page);
    await invite(page, { email, name: "Thabo Disabled", context: "NMI (motor fleet, mining)" });
    const message = await waitForEmail(email, /Your .* account/);

    const user = await browser.newContext();
    const theirs = await user.newPage();
    await theirs.goto(linkIn(message));
    await theirs.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await theirs.getByLabel("New password again").fill(NEW_PASSWORD);
    await theirs.getByRole("button", { name: "Save and sign in" }).click();
    await expect(theirs).toHaveURL("/NMI/overview", { timeout: 15_000 });

    await page.getByRole("link", { name: "Open the account" }).click();
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${email} is disabled and signed out everywhere`,
    );

    // Their next request finds no session; their password is refused with a plain reason.
    await theirs.goto("/NMI/overview");
    await expect(theirs).toHaveURL(/\/NMI\/sign-in\?redirectTo=/);
    await signInHere(theirs, email, NEW_PASSWORD);
    await expect(theirs.getByRole("alert")).toContainText("This account has been disabled");
    await user.close();

    // The administrator cannot disable themselves, and the log shows who disabled whom.
    await page.goto(`/staff/users?${new URLSearchParams({ q: E2E_ADMIN_EMAIL })}`);
    await page.getByRole("link", { name: "Nomsa Admin" }).click();
    await expect(page.getByText("This is your own account")).toBeVisible();
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByRole("alert")).toContainText("You cannot disable your own account");
    await page.goto(`/staff/audit?${new URLSearchParams({ action: "disabled", person: E2E_ADMIN_EMAIL })}`);
    await expect(page.getByRole("table")).toContainText(email);
    // The refused attempt is on the log too.
    const refused = new URLSearchParams({ action: "account-change-refused", person: E2E_ADMIN_EMAIL });
    await page.goto(`/staff/audit?${refused}`);
    await expect(page.getByRole("table")).toContainText(E2E_ADMIN_EMAIL);
    await page.goto(`/staff/audit?${new URLSearchParams({ action: "sign-in-failed", person: email })}`);
    await expect(page.getByRole("table")).toContainText(email);
  });

  test("an account the group's staff disabled stays out of its client administrator's reach", async ({
    page,
    browser,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    const email = address("staff-disabled");
    await signInAsAdmin(page);
    await invite(page, { email, name: "Zanele Pepkor", context: "Pepkor (discount retail)" });
    await page.getByRole("link", { name: "Open the account" }).click();
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`${email} is disabled`);

    const clientAdmin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const team = await clientAdmin.newPage();
    await team.goto("/Pepkor/account/team");
    await signInHere(team, E2E_CLIENT_ADMIN_EMAIL, E2E_PASSWORD);
    const row = team.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
    await expect(row).toContainText("Disabled by Kopano: call us to enable");
    await expect(row.getByRole("button", { name: /Enable/ })).toHaveCount(0);
    // A hand-made post is refused on the server, says why, and is on the audit log.
    const userId = new URL(page.url()).pathname.split("/").pop()!;
    const answer = await team.request.post("/Pepkor/account/team", {
      form: { intent: "enable", userId: decodeURIComponent(userId) },
      headers: { origin: new URL(team.url()).origin },
    });
    expect(answer.status()).toBe(200);
    await clientAdmin.close();
    await page.goto(
      `/staff/audit?${new URLSearchParams({ action: "account-change-refused", person: E2E_CLIENT_ADMIN_EMAIL })}`,
    );
    await expect(page.getByRole("table")).toContainText(email);
    await page.goto(`/staff/users?${new URLSearchParams({ q: email })}`);
    await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toContainText("Disabled");
  });

  test("a client administrator invites a colleague to their own programme, and cannot reach another's team", async ({
    page,
    consoleErrors,
  }) => {
    const email = address("colleague");
    await page.goto("/Pepkor/account/team");
    await signInHere(page, E2E_CLIENT_ADMIN_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL("/Pepkor/account/team");
    await expect(page.getByRole("heading", { name: "Your team: Pepkor" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Name").fill("Lindi Colleague");
    await page.getByRole("button", { name: "Send the invitation", exact: true }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`Invitation sent to ${email}`);
    await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toContainText("Invited");
    const message = await waitForEmail(email, /Your .* account/);
    expect(message.body).toContain("Pepkor");

    // Another programme's team page sends a Pepkor user to that programme's sign-in.
    await page.goto("/Massmart/account/team");
    await expect(page).toHaveURL(/\/Massmart\/sign-in\?redirectTo=/);
    // A programme user who is not its client administrator is told plainly.
    await page.goto("/");
    await page.goto("/Pepkor/account/team");
    await signInHere(page, e2eEmail("discount-retail"), E2E_PASSWORD);
    await expect(page.getByRole("heading", { name: /Only your programme's client administrator/ })).toBeVisible();
    // The browser logs the 403 itself; nothing else may go wrong.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 403 (Forbidden)"]);
    consoleErrors.length = 0;
  });

  test("the back office shows each account only what its roles allow, and refuses the rest on the server", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    await page.goto("/staff");
    await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL("/staff");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Form submissions" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await page.goto("/staff/users");
    await expect(page.getByRole("heading", { name: "This page is for staff" })).toBeVisible();
    await expect(page.getByText("this page needs the administrator role")).toBeVisible();
    // The browser logs the 403 itself; nothing else may go wrong.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 403 (Forbidden)"]);
    consoleErrors.length = 0;
    // A post made by hand is refused too, before anything happens.
    const forged = await page.request.post("/staff/users/invite", {
      form: { email: address("forged"), name: "Forged", context: "main" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(forged.status()).toBe(403);
    expect(emailsTo(address("forged"))).toEqual([]);
    // Signed out, a staff page sends the visitor to sign in.
    const anonymous = await request.get("/staff/users", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/staff/sign-in?redirectTo=%2Fstaff%2Fusers");
  });

  test("bad input to the account forms gets a message per field and keeps what was typed, never a 500", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    await signInAsAdmin(page, "/staff/users/invite");
    await page.getByLabel("E-mail address").fill("not an address");
    await page.getByLabel("Name", { exact: true }).fill("<script>alert(1)</script>");
    await page.getByRole("button", { name: "Send the invitation" }).click();
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText("E-mail address: Enter the person's e-mail address");
    await expect(summary).toContainText("Name: Use letters, spaces and punctuation only.");
    await expect(summary).toContainText("Sign-in context: Choose which sign-in context");
    await expect(page.getByLabel("E-mail address")).toHaveValue("not an address");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("<script>alert(1)</script>");

    const origin = new URL(page.url()).origin;
    const hostile: Record<string, string>[] = [
      { email: "x".repeat(5000), name: "\u0000\u0007", context: "nowhere", clientAdmin: "on", roles: "root" },
      {},
      { email: "a@b.co", name: "A", context: "main", roles: "admin" },
    ];
    for (const form of hostile) {
      for (const path of [
        "/staff/users/invite",
        "/auth/forgot-password",
        "/auth/reset-password?token=x",
        "/Pepkor/account/team",
      ]) {
        const response = await page.request.post(path, { form, headers: { origin }, maxRedirects: 0 });
        expect(response.status(), `${path} ${JSON.stringify(form).slice(0, 60)}`).toBeLessThan(500);
      }
    }
  });

  test("without JavaScript, an invitation and a password reset are accepted from their links, and neither page sends its link to another site", async ({
    page,
    browser,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough for a flow without layout of its own");
    const email = address("plain");
    await signInAsAdmin(page);
    await invite(page, { email, name: "Sipho Plain", context: "Massmart (wholesale)" });
    const invitation = linkIn(await waitForEmail(email, /Your .* account/));
    const baseURL = test.info().project.use.baseURL;
    // An address of this test's own for the invitee, as the fixture gives the page: sign-in limits count per address.
    const extraHTTPHeaders = { "x-forwarded-for": `10.251.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` };

    // The person's browser runs no script: the pages' own forms are sent as plain posts, and accepted.
    const plain = await browser.newContext({ baseURL, extraHTTPHeaders, javaScriptEnabled: false });
    const theirs = await plain.newPage();
    await theirs.goto(invitation);
    await theirs.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await theirs.getByLabel("New password again").fill(NEW_PASSWORD);
    await theirs.getByRole("button", { name: "Save and sign in" }).click();
    await expect(theirs).toHaveURL("/Massmart/overview", { timeout: 15_000 });
    await expect(theirs.getByText(`Signed in as ${email}`)).toBeVisible();

    await theirs.goto("/");
    await theirs.goto("/Massmart/sign-in");
    await theirs.getByRole("link", { name: "Forgot your password?" }).click();
    await theirs.getByLabel("E-mail address").fill(email);
    await theirs.getByRole("button", { name: "Send me a link" }).click();
    await expect(theirs.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    const resetLink = linkIn(await waitForEmail(email, /Reset your .* password/));

    // Another site the page leads to learns nothing of the page's address, the token least of all.
    const scripted = await browser.newContext({ baseURL, extraHTTPHeaders });
    const look = await scripted.newPage();
    const referers: (string | undefined)[] = [];
    await look.route("http://elsewhere.example/**", async (route) => {
      referers.push((await route.request().allHeaders()).referer);
      await route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" });
    });
    const answer = await look.goto(resetLink);
    expect(answer!.headers()["referrer-policy"]).toBe("same-origin");
    await expect(look.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    await look.evaluate(() => {
      const link = document.createElement("a");
      link.href = "http://elsewhere.example/news";
      link.textContent = "Elsewhere";
      document.body.append(link);
    });
    await look.getByRole("link", { name: "Elsewhere" }).click();
    await expect(look).toHaveTitle("Elsewhere");
    expect(referers).toEqual([undefined]);
    await scripted.close();

    await theirs.goto(resetLink);
    await theirs.getByLabel("New password", { exact: true }).fill(`${NEW_PASSWORD}, reset`);
    await theirs.getByLabel("New password again").fill(`${NEW_PASSWORD}, reset`);
    await theirs.getByRole("button", { name: "Save the new password" }).click();
    await expect(theirs).toHaveURL("/Massmart/overview", { timeout: 15_000 });
    await plain.close();
  });
});

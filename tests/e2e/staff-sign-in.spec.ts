import { E2E_ADMIN_EMAIL, E2E_PASSWORD, E2E_STAFF_EMAIL, e2eNewStaffEmail } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test } from "./support/fixtures.ts";
import { totp, unusedTotp } from "./support/totp.ts";

/**
 * The staff's own sign-in (decision 0030): /staff/sign-in, two-factor set up at the first sign-in for
 * every role but staff, the desk's home, and a visit to the home page that does not end their work.
 */

test("a new member of staff signs in, sets up two-factor sign-in, works, opens the home page and is still in", async ({
  page,
}) => {
  const email = e2eNewStaffEmail(test.info().project.name, test.info().retry);
  await page.goto("/staff/claims");
  await expect(page).toHaveURL("/staff/sign-in?redirectTo=%2Fstaff%2Fclaims");
  await expect(page.getByRole("heading", { name: "Staff sign-in", level: 1 })).toBeVisible();
  // Not a client's page: no programme to choose.
  await expect(page.getByLabel("Programme")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signInHere(page, email, E2E_PASSWORD);

  // The claims role needs two-factor sign-in: nothing opens until it is set up.
  await expect(page).toHaveURL("/staff/account?redirectTo=%2Fstaff%2Fclaims");
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Claims desk" }),
  ).toHaveCount(0);
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff/account?redirectTo=%2Fstaff");
  await expectNoAxeViolations(page);

  await page.getByLabel("Your password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.locator("ul code")).toHaveCount(10);
  const key = (await page.locator("p code").textContent())!;
  await expectNoAxeViolations(page);
  // A wrong code keeps the set-up on the page, with a message.
  await page.getByLabel("Code from the app").fill("000000" === totp(key) ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work");
  await page.getByLabel("Code from the app").fill(await unusedTotp(key));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();

  // On to where they were going: the desk's home.
  await expect(page).toHaveURL("/staff");
  await expect(page.getByRole("heading", { name: "Good day, Lerato Newcomer", level: 1 })).toBeVisible();

  // The logo's home page is the public site; coming back, the work goes on.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.goto("/staff/claims");
  await expect(page).toHaveURL("/staff/claims");
  await expect(page.getByRole("heading", { name: "Claims desk", level: 1 })).toBeVisible();

  // Their account: two-factor stays on (their role needs it), their sessions, a sign-out.
  await page.goto("/staff/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off two-factor sign-in" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Your sessions" })).toContainText("This browser");
  await expectNoAxeViolations(page);

  // The next sign-in asks for the code.
  const signOut = page.getByRole("button", { name: "Sign out" });
  if (test.info().project.name === "phone") await page.getByText("Menu", { exact: true }).click();
  await signOut.click();
  await expect(page).toHaveURL("/staff/sign-in");
  // As any sign-in here (sso.spec.ts may have the group's provider set up meanwhile: the address comes first).
  await signInHere(page, email, E2E_PASSWORD);
  await page.getByLabel("Authentication code").fill(await unusedTotp(key));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL("/staff");
});

test("the staff role alone needs no two-factor sign-in; the client sign-in does not take staff", async ({ page }) => {
  await page.goto("/auth/signin");
  await page.getByLabel("Programme").selectOption("main");
  await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("do not match");

  await page.getByRole("link", { name: "Staff sign in" }).click();
  await expect(page).toHaveURL("/staff/sign-in");
  await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff");
  await page.goto("/staff/account");
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
});

test("on a phone the back-office menu is one line: a button that opens the sections", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "the phone's layout");
  await page.goto("/staff/sign-in?redirectTo=%2Fstaff%2Fsubmissions");
  await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff/submissions");
  const bar = page.getByRole("banner");
  // One line: the mark and the menu button (a line is about 3 rem with its padding). Polled: after the sign-in, the
  // address changes before the router has finished drawing the back office's frame with its stylesheet.
  await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(80);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Form submissions" })).toBeHidden();
  await page.getByText("Menu", { exact: true }).click();
  await expect(nav.getByRole("link", { name: "Form submissions" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL("/staff/account");
  // A new page closes the menu.
  await expect(nav.getByRole("link", { name: "Form submissions" })).toBeHidden();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("every staff page reads on a phone: nothing wider than the screen", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "the phone's layout");
  test.setTimeout(120_000);
  await page.goto("/staff/sign-in");
  await signInHere(page, E2E_ADMIN_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff");
  const pages = [
    "/staff",
    "/staff/account",
    "/staff/submissions",
    "/staff/claims",
    "/staff/quotes",
    "/staff/content",
    "/staff/content/new",
    "/staff/content/pictures",
    "/staff/documents",
    "/staff/people",
    "/staff/people/new",
    "/staff/users",
    "/staff/users/invite",
    "/staff/audit",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({
      path: test.info().outputPath(`${path.slice(1).replaceAll("/", "-")}.png`),
      fullPage: true,
    });
    expect(width, `${path} at 375 px`).toBeLessThanOrEqual(375);
  }
});

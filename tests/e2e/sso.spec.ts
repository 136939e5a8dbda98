import type { Browser, Page } from "@playwright/test";

import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from "./support/accounts.ts";
import { expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import {
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_SSO_STAFF_EMAIL,
  startOidcProvider,
} from "./support/oidc-provider.ts";
import { portOf } from "./support/raw-http.ts";

/**
 * Single sign-on with OpenID Connect (issue 30, decision 0043) against a local provider (`oidc-provider`):
 * an administrator sets up Truworths' provider on /staff/sso; a new person of its domain signs in through it and
 * lands on the programme; another domain, a changed state, a replayed answer and a disabled account are refused;
 * staff sign in through the group's provider to /staff without being asked for our two-factor sign-in. The
 * providers are removed at the end, so the other specs' sign-in pages are as they were.
 */

const DOMAIN = "truworths-sso.example";
const MEMBER = `new.member.${Date.now()}@${DOMAIN}`;
/** Signs in and out through the provider (MEMBER is disabled by a later test). */
const LEAVER = `leaving.member.${Date.now()}@${DOMAIN}`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const DESKTOP_ONLY = "one width: the sign-in pages' layout is the same as without single sign-on";

test.beforeAll(async () => {
  const info = test.info();
  test.skip(info.project.name !== "desktop", DESKTOP_ONLY);
  provider = await startOidcProvider(portOf(info.project.use.baseURL), ["retail-clothing", "staff"]);
});

test.afterAll(async ({ browser }) => {
  const info = test.info();
  if (info.project.name !== "desktop") return;
  const page = await adminPage(browser, info.project.use.baseURL);
  for (const context of ["retail-clothing", "staff"]) {
    await page.goto(`/staff/sso?context=${context}`);
    const remove = page.getByRole("button", { name: "Remove the identity provider" });
    if (await remove.isVisible()) await remove.click();
  }
  await page.context().close();
  await provider?.close();
});

test.skip(() => test.info().project.name !== "desktop", DESKTOP_ONLY);

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/staff/sso");
  await signInHere(page, E2E_ADMIN_EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL("/staff/sso");
  return page;
}

async function setUpProvider(page: Page, context: string, domains: string) {
  await page.goto(`/staff/sso?context=${context}`);
  await page.getByLabel("Issuer").fill(provider.issuer);
  await page.getByLabel("Client id").fill(E2E_OIDC_CLIENT_ID);
  await page.getByLabel("Client secret").fill(E2E_OIDC_CLIENT_SECRET);
  await page.getByLabel("E-mail domains").fill(domains);
  await page.getByLabel("People of these domains may still sign in with a password").uncheck();
  await page.getByRole("button", { name: "Set up single sign-on" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("identity provider set");
}

/**
 * The provider's development pages load a web font from Google, which this machine cannot reach; it is answered
 * empty here so that the console stays clean (the site's own pages load nothing from elsewhere).
 */
async function quietProviderPages(page: Page) {
  await page
    .context()
    .route("https://fonts.googleapis.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/css", body: "" }),
    );
}

/** The provider's own pages: its login (whoever is typed) and its consent. */
async function logInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function startAtTruworths(page: Page, email: string) {
  await quietProviderPages(page);
  await page.goto("/Truworths/overview");
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?redirectTo=/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("an administrator sets up a programme's provider; the secret is never shown again; mistakes keep what was typed", async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser, test.info().project.use.baseURL);
  await admin.goto("/staff/sso?context=retail-clothing");
  await expect(admin.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
  await expect(admin.getByText(/^http:\/\/localhost:\d+\/api\/auth\/retail-clothing\/callback\/sso$/)).toBeVisible();
  // The post-logout redirect URI, one for every context (decision 0046).
  await expect(admin.getByText(/^http:\/\/localhost:\d+\/auth\/signed-out$/)).toBeVisible();
  await admin.getByLabel("Issuer").fill("http://idp.example.com");
  await admin.getByLabel("Client id").fill(E2E_OIDC_CLIENT_ID);
  await admin.getByLabel("Client secret").fill(E2E_OIDC_CLIENT_SECRET);
  await admin.getByLabel("E-mail domains").fill(`${DOMAIN}\nnot a domain`);
  await admin.getByRole("button", { name: "Set up single sign-on" }).click();
  await expect(admin.getByRole("alert")).toContainText("Enter the issuer as an https address");
  await expect(admin.getByRole("alert")).toContainText("Not a domain name: not, a, domain");
  // Nothing was saved.
  await expect(admin.getByRole("table")).not.toContainText(DOMAIN);
  await expect(admin.getByLabel("Client id")).toHaveValue(E2E_OIDC_CLIENT_ID);
  await expect(admin.getByLabel("Issuer")).toHaveValue("http://idp.example.com");
  await expectNoAxeViolations(admin);

  await setUpProvider(admin, "retail-clothing", DOMAIN);
  await expect(admin.getByLabel("Client secret")).toHaveValue("");
  await expect(admin.getByText("Set. It is kept encrypted and never shown again")).toBeVisible();
  await expect(admin.locator("body")).not.toContainText(E2E_OIDC_CLIENT_SECRET);
  await expect(admin.getByRole("table")).toContainText(`${DOMAIN}; passwords not allowed`);
  await expectNoAxeViolations(admin);
  // A staff page: accessible on a phone too (the table turns into cards there).
  await admin.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(admin);
  await admin.context().close();

  // The programme's sign-in asks for the address first; a password for the provider's domain is refused.
  await page.goto("/Truworths/sign-in");
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail address").fill(`someone@${DOMAIN}`);
  await page.getByRole("button", { name: "Sign in with a password instead" }).click();
  await expect(page.getByRole("alert")).toContainText("Your organisation signs you in with its own account");
  await expect(page.getByLabel("E-mail address")).toHaveValue(`someone@${DOMAIN}`);
});

test("a new person of the domain signs in through the provider and lands on the programme, once", async ({ page }) => {
  await startAtTruworths(page, MEMBER);
  await logInAtProvider(page, MEMBER);
  await expect(page).toHaveURL("/Truworths/overview");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Signed in to Truworths only: another programme still asks.
  await page.goto("/Woolworths/overview");
  await expect(page).toHaveURL(/\/Woolworths\/sign-in\?redirectTo=/);
});

/** The provider's own page asking whether to end its session; it sends the person back to the site's signed-out page. */
async function confirmSignOutAtProvider(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await expect(page).toHaveURL(/\/auth\/signed-out\?state=/);
  await expect(page.getByRole("heading", { name: "You are signed out", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("signed out of this site and of your organisation's sign-in");
}

test("signing out ends the session at the provider too: the next sign-in asks the provider again", async ({
  page,
  browser,
}) => {
  await startAtTruworths(page, LEAVER);
  await logInAtProvider(page, LEAVER);
  await expect(page).toHaveURL("/Truworths/overview");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await confirmSignOutAtProvider(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL("/Truworths/sign-in");

  // Without the page's script: the sign-out is a plain form post, and the signed-out page goes on by itself.
  const plain = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false })
  ).newPage();
  await startAtTruworths(plain, LEAVER);
  // The provider asks again: its session ended with the site's.
  await logInAtProvider(plain, LEAVER);
  await expect(plain).toHaveURL("/Truworths/overview");
  await plain.getByRole("button", { name: "Logout" }).click();
  await confirmSignOutAtProvider(plain);
  await startAtTruworths(plain, LEAVER);
  await expect(plain.locator('input[name="login"]')).toBeVisible();
  await plain.context().close();
});

test("a person of another domain is refused, whatever the provider says", async ({ page }) => {
  await startAtTruworths(page, `someone@${DOMAIN}`);
  await logInAtProvider(page, "intruder@elsewhere.example");
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?.*error=SSO_DOMAIN_NOT_ALLOWED/);
  await expect(page.getByRole("alert")).toContainText("not one this programme signs in");
  await page.goto("/Truworths/overview");
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?redirectTo=/);
});

test("a changed state is refused, and the provider's answer works once only", async ({ page }) => {
  // The state on its way to the provider is changed: the answer comes back with a state the site never gave.
  const authorize = new RegExp(`^${provider.issuer.replaceAll(".", "\\.")}/auth\\?`);
  await page.route(authorize, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("state", `${url.searchParams.get("state")!.slice(0, -4)}AAAA`);
    await route.continue({ url: url.href });
  });
  await startAtTruworths(page, MEMBER);
  await logInAtProvider(page, MEMBER);
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?.*error=/);
  await expect(page.getByRole("alert")).toContainText("did not complete");
  await page.unroute(authorize);
  // The provider would remember the person now and skip its login: a fresh browser session.
  await page.context().clearCookies();

  // The provider's answer, as the browser brought it, signs in once; brought again, it is refused.
  let answer = "";
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/retail-clothing/callback/sso?")) answer = request.url();
  });
  await startAtTruworths(page, MEMBER);
  await logInAtProvider(page, MEMBER);
  await expect(page).toHaveURL("/Truworths/overview");
  expect(answer).toContain("code=");
  await page.context().clearCookies();
  await page.goto(answer);
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?.*error=/);
  await expect(page.getByRole("alert")).toContainText("did not complete");
  await page.goto("/Truworths/overview");
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?redirectTo=/);
});

test("a disabled account is refused, whatever the provider says", async ({ page, browser }) => {
  const admin = await adminPage(browser, test.info().project.use.baseURL);
  await admin.goto(`/staff/users?${new URLSearchParams({ q: MEMBER })}`);
  await admin
    .getByRole("link", { name: /^New Member/ })
    .first()
    .click();
  await admin.getByRole("button", { name: "Disable" }).click();
  await expect(admin.getByRole("main").getByRole("status")).toContainText(`${MEMBER} is disabled`);
  // Their arrival by SSO and the refusal are on the audit log.
  await admin.goto(`/staff/audit?${new URLSearchParams({ action: "account-created", person: MEMBER })}`);
  await expect(admin.getByRole("table")).toContainText(MEMBER);

  await startAtTruworths(page, MEMBER);
  await logInAtProvider(page, MEMBER);
  await expect(page).toHaveURL(/\/Truworths\/sign-in\?.*error=ACCOUNT_DISABLED/);
  await expect(page.getByRole("alert")).toContainText("This account has been disabled");

  await admin.goto(`/staff/audit?${new URLSearchParams({ action: "sign-in-failed" })}`);
  await expect(admin.getByRole("table")).toContainText("ACCOUNT_DISABLED");
  await admin.context().close();
});

test("staff sign in through the group's provider to /staff, its second factor standing in for ours", async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser, test.info().project.use.baseURL);
  await setUpProvider(admin, "staff", "group-sso.example");
  await admin.context().close();

  await quietProviderPages(page);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirectTo=/);
  await page.getByLabel("E-mail address").fill(E2E_SSO_STAFF_EMAIL);
  await page.getByRole("button", { name: "Continue" }).click();
  await logInAtProvider(page, E2E_SSO_STAFF_EMAIL);
  await expect(page).toHaveURL("/staff");
  await expect(page.getByRole("heading", { name: "Good day, Ayanda Single-Sign-On", level: 1 })).toBeVisible();
  await page.goto("/staff/users");
  await expect(page).toHaveURL("/staff/users");
});

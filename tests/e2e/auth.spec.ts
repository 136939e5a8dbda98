import { spawnSync } from "node:child_process";

import { clientContexts, type AuthContextId } from "#app/auth/contexts.ts";
import { programmes } from "#app/programmes/index.ts";
import { E2E_PASSWORD, e2eDataDir, e2eEmail } from "./support/accounts.ts";
import {
  expect,
  expectNoAxeViolations,
  signInHere,
  test,
  waitForElementHydration,
  waitForHydration,
} from "./support/fixtures.ts";
import { unusedTotp } from "./support/totp.ts";

const byWidth = (name: string) => test.info().project.name === name;

// Signing in through each programme's own page, and its header, are covered page by page in programmes.spec.ts.

test.describe("guards", () => {
  test("every protected page redirects a visitor before sending anything of it", async ({ request }) => {
    test.skip(!byWidth("desktop"), "no layout involved");
    for (const programme of programmes) {
      for (const page of [...programme.pages.map((p) => p.path), "account" as const]) {
        const path = `/${programme.slug}/${page}`;
        const response = await request.get(path, { maxRedirects: 0 });
        if (page === "about" || page === "sign-in") {
          expect(response.status(), path).toBe(200);
          continue;
        }
        const gatedBySpec = programme.slug === "rs-regal" && page !== "account";
        const signIn = gatedBySpec ? "/auth/signin" : `/${programme.slug}/sign-in`;
        expect(response.status(), path).toBe(302);
        expect(response.headers().location, path).toBe(`${signIn}?redirectTo=${encodeURIComponent(path)}`);
        expect(await response.text(), path).toBe("");
        // The data request of a client-side navigation is refused the same way.
        const data = await request.get(`${path}.data`, { maxRedirects: 0 });
        expect(await data.text(), `${path}.data`).not.toContain(programme.about[0]!.slice(0, 30));
        expect(await data.text(), `${path}.data`).toContain("redirect");
      }
    }
  });

  test("a user of one programme is sent to sign in at another", async ({ page }) => {
    await page.goto("/Pepkor/sign-in");
    await signInHere(page, e2eEmail("discount-retail"), E2E_PASSWORD);
    await expect(page).toHaveURL("/Pepkor/overview");
    await page.goto("/NMI/overview");
    await expect(page).toHaveURL("/NMI/sign-in?redirectTo=%2FNMI%2Foverview");
  });

  test("a session cookie of one context opens nothing of another", async ({ page, context, baseURL }) => {
    await page.goto("/Pepkor/sign-in");
    await signInHere(page, e2eEmail("discount-retail"), E2E_PASSWORD);
    await expect(page).toHaveURL("/Pepkor/overview");
    const session = (await context.cookies()).find((c) => c.name === "auth-discount-retail.session_token")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    await context.clearCookies();
    await context.addCookies([{ name: "auth-mining.session_token", value: session.value, url: baseURL! }]);
    await page.goto("/NMI/overview");
    await expect(page).toHaveURL(/\/NMI\/sign-in/);
  });

  test("the rs-regal pages the specification gates open for main and for app2", async ({ page }) => {
    await page.goto("/city-of-joburg/sign-in");
    await signInHere(page, e2eEmail("app2"), E2E_PASSWORD);
    await expect(page).toHaveURL("/city-of-joburg/overview");
    await page.goto("/rs-regal/quote");
    await expect(page).toHaveURL("/rs-regal/quote");
    // ...but the rs-regal account page belongs to main's users.
    await page.goto("/rs-regal/account");
    await expect(page).toHaveURL(/\/rs-regal\/sign-in/);
  });
});

test.describe("the sign-in form", () => {
  test("a wrong password gets one message for both fields, keeps the e-mail, and loses nothing else", async ({
    page,
  }) => {
    await page.goto("/Woolworths/sign-in");
    await signInHere(page, e2eEmail("retail-fashion"), "not the password at all");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/do not match an account/);
    await expect(alert).not.toContainText(/password is wrong|no account|unknown e-mail/i);
    await expect(page.getByLabel("E-mail address")).toHaveValue(e2eEmail("retail-fashion"));
    await expect(page).toHaveURL("/Woolworths/sign-in");
    // An address with no account reads exactly the same.
    await signInHere(page, "nobody@example.com", "not the password at all");
    await expect(alert).toHaveText(/do not match an account/);
  });

  test("show password reveals what was typed, and hides it again", async ({ page }) => {
    await page.goto("/Massmart/sign-in");
    await waitForHydration(page);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("typed here");
    const show = page.getByRole("button", { name: "Show password" });
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(show).toHaveAttribute("aria-pressed", "true");
    await show.click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    test.skip(!byWidth("desktop"), "one width is enough");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/Truworths/overview");
    await signInHere(page, e2eEmail("retail-clothing"), "a wrong password here");
    await expect(page.getByRole("alert")).toHaveText(/do not match/);
    await expect(page.getByLabel("E-mail address")).toHaveValue(e2eEmail("retail-clothing"));
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/Truworths/overview");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL("/");
    await context.close();
  });

  test("/auth/signin signs in to the context the visitor picks", async ({ page }) => {
    await page.goto("/auth/signin");
    await expect(page.getByLabel("Programme")).toHaveValue("main");
    // Staff are not a client programme: they have a page of their own, linked discreetly.
    await expect(page.getByLabel("Programme").getByRole("option")).toHaveCount(10);
    await expect(page.getByRole("link", { name: "Staff sign in" })).toHaveAttribute("href", "/staff/sign-in");
    await page.getByLabel("Programme").selectOption("events");
    await signInHere(page, e2eEmail("events"), E2E_PASSWORD);
    // The events context has no programme: its users land on the events page with the default header.
    await expect(page).toHaveURL("/media/events/2025");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });
});

test.describe("the header follows the session", () => {
  test("on prerendered public pages, the first signed-in context in header order decides", async ({ page }) => {
    await page.goto("/about/our-history");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    // NMI (order 2) first, then Pepkor (order 1): Pepkor's header wins.
    await page.goto("/NMI/sign-in");
    await signInHere(page, e2eEmail("mining"), E2E_PASSWORD);
    await expect(page).toHaveURL("/NMI/overview");
    await page.goto("/about/our-history");
    await expect(page.locator('header a[href="/NMI/about"]').first()).toBeAttached();
    await page.goto("/Pepkor/sign-in");
    await signInHere(page, e2eEmail("discount-retail"), E2E_PASSWORD);
    await expect(page).toHaveURL("/Pepkor/overview");
    await page.goto("/about/our-history");
    await expect(page.locator('header a[href="/Pepkor/about"]').first()).toBeAttached();
    await expect(page.locator('header a[href="/NMI/about"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Logout ends the header context's session and goes to the home page", async ({ page }) => {
    await page.goto("/PepkorTransport/sign-in");
    await signInHere(page, e2eEmail("discount-retail-transport"), E2E_PASSWORD);
    await expect(page).toHaveURL("/PepkorTransport/overview");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await page.goto("/PepkorTransport/quote1");
    await expect(page).toHaveURL(/\/PepkorTransport\/sign-in/);
  });

  test("a failed logout only logs 'Error logging out'", async ({ page, consoleErrors }) => {
    await page.goto("/Massmart/sign-in");
    await signInHere(page, e2eEmail("wholesale"), E2E_PASSWORD);
    await expect(page).toHaveURL("/Massmart/overview");
    await waitForHydration(page);
    // Logout's code loads lazily: before it arrives the button posts as a plain form (and the page would leave).
    await waitForElementHydration(page.getByRole("button", { name: "Logout" }));
    await page.route("**/auth/signout", (route) => route.abort());
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(() => consoleErrors.some((e) => e.includes("Error logging out"))).toBe(true);
    await expect(page).toHaveURL("/Massmart/overview");
    await expect(page.getByRole("alert")).toHaveCount(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/Error logging out|net::ERR_FAILED/.test(e)),
    );
  });

  test("reaching / by a link signs out every context", async ({ page }) => {
    for (const [slug, context] of [
      ["Pepkor", "discount-retail"],
      ["NMI", "mining"],
    ] as [string, AuthContextId][]) {
      await page.goto(`/${slug}/sign-in`);
      await signInHere(page, e2eEmail(context), E2E_PASSWORD);
      await expect(page).toHaveURL(`/${slug}/overview`);
    }
    await waitForHydration(page);
    // Client-side navigation to "/": the footer's logo (the header's leads to the programme's overview, issue 37).
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /home page/ })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "signed out" })).toHaveText(
      "You have been signed out of Pepkor and NMI.",
    );
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names.filter((n) => n.endsWith(".session_token"))).toEqual([]);
    await page.goto("/NMI/overview");
    await expect(page).toHaveURL(/\/NMI\/sign-in/);
    await page.goto("/Pepkor/overview");
    await expect(page).toHaveURL(/\/Pepkor\/sign-in/);
  });

  test("loading / signs out every context", async ({ page }) => {
    await page.goto("/auth/signin");
    await signInHere(page, e2eEmail("main"), E2E_PASSWORD);
    await expect(page).toHaveURL("/rs-regal/overview");
    await page.goto("/");
    await page.goto("/rs-regal/overview");
    await expect(page).toHaveURL(/\/auth\/signin/);
  });
});

test.describe("two-factor sign-in", () => {
  test("a user switches it on from the account page, and then needs a code to sign in", async ({ page }) => {
    test.skip(!byWidth("desktop"), "one width is enough");
    await page.goto("/city-of-joburg/sign-in");
    await signInHere(page, e2eEmail("app2"), E2E_PASSWORD);
    await expect(page).toHaveURL("/city-of-joburg/overview");
    await page.goto("/city-of-joburg/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await page.getByLabel("Your password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await page.locator("code").first().textContent())!.trim();
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /did not work/ })).toBeVisible();
    await page.getByLabel("Code from the app").fill(await unusedTotp(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
    // Checked from the top, as it loads: scrolled, a field can sit half under the sticky header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await page.goto("/city-of-joburg/overview");
    await signInHere(page, e2eEmail("app2"), E2E_PASSWORD);
    await expect(page.getByLabel("Authentication code")).toBeVisible();
    await page.getByLabel("Authentication code").fill(await unusedTotp(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL("/city-of-joburg/overview");

    // Switch it off again, leaving the account as the other tests expect it.
    await page.goto("/city-of-joburg/account");
    await page.getByLabel("Your password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(page.getByText("Two-factor sign-in is off.")).toBeVisible();
  });
});

test("the users command refuses to open the embedded database while the server has it", () => {
  test.skip(!byWidth("desktop"), "no browser involved");
  const result = spawnSync(process.execPath, ["scripts/users.ts", "list", "--context", "main"], {
    env: { ...process.env, DATA_DIR: e2eDataDir() },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("is in use by the site's server");
  expect(clientContexts).toHaveLength(10);
});

import { articlePath, articles } from "#app/content/articles/index.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { E2E_PASSWORD, E2E_STAFF_EMAIL, e2eEmail } from "./support/accounts.ts";
import { atEachWidth, expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";

/**
 * The accessibility sweep: axe finds nothing on any route at 375, 768 or
 * 1280 px (docs/architecture.md, “Quality bars”). pages.spec.ts sweeps
 * every public page, programmes.spec.ts every programme page and account
 * page; this file sweeps the rest, in the states a visitor sees them in.
 * Each page is loaded once, in the desktop project, and swept at every width
 * by resizing the window (atEachWidth).
 */
test.skip(() => test.info().project.name !== "desktop", "the desktop project sweeps every width");

/** Articles per test: two tests, so that two workers share them. */
const ARTICLES_PER_TEST = Math.ceil(articles.length / 2);

for (let first = 0; first < articles.length; first += ARTICLES_PER_TEST) {
  const group = articles.slice(first, first + ARTICLES_PER_TEST);
  test(`every article: ${articlePath(group[0]!)} to ${articlePath(group.at(-1)!)}`, async ({ page }) => {
    test.setTimeout(15_000 * group.length);
    for (const article of group) {
      await test.step(articlePath(article), async () => {
        await page.goto(articlePath(article));
        await atEachWidth(page, async () => {
          await expect(page.locator("h1")).toHaveText(article.title);
          await expectNoAxeViolations(page);
        });
      });
    }
  });
}

test("the page for an address that does not exist", async ({ page, consoleErrors }) => {
  expect((await page.goto("/insurance-products/no-such-product"))?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Kopano Risk Group");
  await atEachWidth(page, async () => {
    await expect(page.locator("h1")).toHaveText("We could not find that page");
    await expectNoAxeViolations(page);
  });
  consoleErrors.length = 0; // the browser logs the 404 itself
});

test("the sign-in page, before and after a wrong password", async ({ page }) => {
  await page.goto("/auth/signin");
  await atEachWidth(page, () => expectNoAxeViolations(page));
  await signInHere(page, e2eEmail("main"), "not the password at all");
  await atEachWidth(page, async () => {
    await expect(page.getByRole("alert")).toHaveText(/do not match an account/);
    await expectNoAxeViolations(page);
  });
});

test("a form telling the visitor what is wrong", async ({ page }) => {
  await page.goto(formPage.complaint);
  await waitForHydration(page);
  // The form's code loads when the visitor starts (forms.spec.ts): here, a click in its first field.
  await page.locator("#complaint-name").click();
  await expect(page.locator("[data-lazy-block]", { has: page.locator("#complaint") })).toHaveAttribute(
    "data-ready",
    "",
  );
  await page.getByRole("button", { name: formDefinitions.complaint.submitLabel }).click();
  await atEachWidth(page, async () => {
    await expect(page.getByRole("main").getByRole("alert")).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test("the staff pages", async ({ page }) => {
  const caller = `Sweep ${test.info().project.name} ${Date.now()}`;
  const posted = await page.request.post(formPage.call_back, {
    form: { ...validForms.call_back, name: caller, website: "" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(200);
  await page.goto("/staff/submissions");
  await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
  await atEachWidth(page, async () => {
    await expect(page.getByRole("heading", { name: "Form submissions", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await page
    .getByRole("row", { name: new RegExp(caller) })
    .getByRole("link")
    .click();
  await atEachWidth(page, async () => {
    await expect(page.locator("dl")).toContainText(caller);
    await expectNoAxeViolations(page);
  });
});

test.describe("before the visitor has chosen about cookies", () => {
  test.use({ consent: "unset" });

  test("a page with the cookie banner", async ({ page }) => {
    await page.goto("/");
    await atEachWidth(page, async () => {
      await expect(page.getByRole("region", { name: "Cookies and analytics" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

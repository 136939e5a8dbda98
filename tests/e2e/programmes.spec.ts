import type { Page } from "@playwright/test";

import { programmes } from "#app/programmes/index.ts";
import { E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
import {
  atEachWidth,
  dataLayer,
  expect,
  expectNoAxeViolations,
  signInHere,
  test,
  waitForHydration,
} from "./support/fixtures.ts";
import { pdfDocument } from "#tests/fixtures/claim-files.ts";

const byWidth = (name: string) => test.info().project.name === name;

/**
 * The text in tables and charts that is cut off: beyond the screen's edge, or beyond the edge of a box that clips it.
 * Text in a table that scrolls sideways within its own box is excused only when each row's first cell stays in view
 * (position: sticky), so a figure scrolled to is never read without its row. Visually hidden text (a 1 px box, for
 * screen readers) is not meant to be seen and is passed over.
 */
function cutAtTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const lineage = (el: Element | null): Element[] => (el ? [el, ...lineage(el.parentElement)] : []);
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const host = node.parentElement!;
      const text = node.textContent!.trim();
      if (!text || !host.closest("table, figure")) continue;
      const ancestors = lineage(host);
      if (
        ancestors.some((el) => {
          const box = el.getBoundingClientRect();
          return box.width <= 1 || box.height <= 1;
        })
      )
        continue;
      const excused = ancestors.some((el) => {
        const scrolls = el.scrollWidth > el.clientWidth && /auto|scroll/.test(getComputedStyle(el).overflowX);
        const first = host.closest("tr")?.cells[0];
        return scrolls && first !== undefined && getComputedStyle(first).position === "sticky";
      });
      if (excused) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const within = (left: number, right: number) => box.left >= left - 0.5 && box.right <= right + 0.5;
      const clippedBy = ancestors.find((el) => {
        if (getComputedStyle(el).overflowX === "visible") return false;
        const left = el.getBoundingClientRect().left + el.clientLeft;
        return !within(left, left + el.clientWidth);
      });
      if (!within(0, screenWidth) || clippedBy) cut.push(text);
    }
    return cut;
  });
}

test.describe("every programme page", () => {
  // One project loads each page once and sweeps it at every width, resizing the window (atEachWidth).
  test.skip(() => !byWidth("desktop"), "the desktop project sweeps every width");

  for (const programme of programmes) {
    test(`${programme.slug}: each page and the account page open for its user, with its figures, and pass axe`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // The guard sends a visitor to sign in (no header there), and back to the page afterwards.
      const target = `/${programme.slug}/overview`;
      await page.goto(target);
      const signIn = programme.slug === "rs-regal" ? "/auth/signin" : `/${programme.slug}/sign-in`;
      await expect(page).toHaveURL(`${signIn}?redirectTo=${encodeURIComponent(target)}`);
      await atEachWidth(page, async () => {
        await expect(page.getByRole("banner")).toHaveCount(0);
        await expect(page.getByLabel("E-mail address")).toHaveAttribute("autocomplete", "username");
        await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "current-password");
        await expectNoAxeViolations(page);
      });
      await signInHere(page, e2eEmail(programme.context), E2E_PASSWORD);
      await expect(page).toHaveURL(target);
      // The programme's header: Logout, and About pointing at the programme; no claim forms.
      await atEachWidth(page, async () => {
        await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
        await expect(page.locator(`header a[href="/${programme.slug}/about"]`).first()).toBeAttached();
        await expect(page.locator('header a[href="/claims-handling/claim-forms"]')).toHaveCount(0);
      });
      for (const p of programme.pages.filter((candidate) => candidate.path !== "sign-in")) {
        await page.goto(`/${programme.slug}/${p.path}`);
        const heading = p.path === "about" ? `About the ${programme.name} programme` : (p.title ?? p.label);
        await atEachWidth(page, async () => {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          if (p.path === "overview") {
            // The policy number in force: the programme's own, or the one a quotation since bound (quotations.spec.ts
            // binds one of NMI's), which keeps the programme's prefix.
            const prefix = programme.details.policyNumber.split("-").slice(0, 2).join("-");
            await expect(page.getByText(new RegExp(`^${prefix}-\\d{4}-\\d{4}$`))).toBeVisible();
            await expect(page.getByRole("heading", { name: "Covers and limits" })).toBeVisible();
          }
          if (p.path.startsWith("quote"))
            await expect(page.getByRole("heading", { name: /^Premium at / })).toBeVisible();
          if (p.path === "policy-wording")
            await expect(page.getByRole("link", { name: /Download the wording/ })).toBeVisible();
          const width = page.viewportSize()!.width;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            "no sideways scrolling",
          ).toBeLessThanOrEqual(width);
          expect(await cutAtTheEdge(page), "text cut at the edge of a table or chart").toEqual([]);
          await expectNoAxeViolations(page);
        });
      }
      await page.goto(`/${programme.slug}/account`);
      await atEachWidth(page, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe("a quotation", () => {
  test("updates as the schedule changes, refuses bad input, and a request is stored with its reference", async ({
    page,
  }) => {
    test.skip(!byWidth("desktop") && !byWidth("phone"), "phone and desktop are enough");
    await page.goto("/icebolethugroup/sign-in");
    await signInHere(page, e2eEmail("quotes"), E2E_PASSWORD);
    await expect(page).toHaveURL("/icebolethugroup/overview");
    await page.goto("/icebolethugroup/quotes2");
    await waitForHydration(page);
    await expect(page.getByText("Tier: 10% min 10k")).toBeVisible();
    const total = page.locator("dt", { hasText: "Total a year" }).locator("+ dd");
    const before = await total.textContent();

    const firstQuantity = page.locator('input[name^="quantity:"]').first();
    const firstValue = page.locator('input[name^="value:"]').first();
    await firstQuantity.fill("-3");
    await expect(page.getByRole("alert")).toContainText("Enter a whole number of items");
    await expect(firstQuantity).toHaveValue("-3");
    await expect(firstQuantity).toHaveAttribute("aria-invalid", "true");
    await firstQuantity.fill("40");
    await firstValue.fill("1 500 000");
    await expect(total).not.toHaveText(before!);
    // The other tiers are priced beside this one (rows that start with the tier: the user's stored requests, listed
    // below, name theirs after the reference).
    await expect(page.getByRole("row", { name: /^5% min 5k/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^10% min 30k/ })).toBeVisible();

    // The schedule is kept as a draft in this browser.
    await page.reload();
    await waitForHydration(page);
    await expect(firstValue).toHaveValue("1 500 000");
    await expect(page.getByText("This is the draft you were working on")).toBeVisible();

    await page.getByRole("button", { name: "Request this quote" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Quote request received" });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.locator("strong").textContent())!;
    expect(reference).toMatch(/^Q-ICE-[2-9A-Z]{6}$/);

    const events = (await dataLayer(page)).filter((e) => e.event === "form_submission");
    expect(events).toEqual([
      {
        event: "form_submission",
        form_name: "quote_request",
        form_area: "icebolethugroup/quotes2",
        conversionValue: 0.25,
      },
    ]);
    expect(JSON.stringify(await dataLayer(page))).not.toMatch(/@|Q-ICE|\bR\d/);

    // Stored: after a fresh load the request is listed from the database, and the draft is gone.
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
    await expect(page.getByText("This is the draft you were working on")).toHaveCount(0);
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    test.skip(!byWidth("desktop"), "one width is enough");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/PepkorTransport/quote1");
    await signInHere(page, e2eEmail("discount-retail-transport"), E2E_PASSWORD);
    await expect(page).toHaveURL("/PepkorTransport/quote1");
    await page.locator('input[name^="value:"]').first().fill("not a number");
    await page.getByRole("button", { name: "Recalculate" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter an amount in rand");
    await expect(page.locator('input[name^="value:"]').first()).toHaveValue("not a number");
    await page.locator('input[name^="value:"]').first().fill("1 200 000");
    // A PDF goes with the request, in the same plain form post.
    await page.getByLabel("PDFs for our underwriters (optional)").setInputFiles({
      name: "loss runs.pdf",
      mimeType: "application/pdf",
      buffer: await pdfDocument(),
    });
    await page.getByRole("button", { name: "Request this quote" }).click();
    await expect(page.getByText(/Your reference is Q-PEP-/)).toBeVisible();
    await page.getByRole("link", { name: "Follow your request" }).click();
    await expect(page.getByRole("link", { name: "loss runs.pdf" })).toBeVisible();
    await context.close();
  });
});

test("the policy wording PDF is for the programme's users only", async ({ page, request }) => {
  test.skip(!byWidth("desktop"), "no layout involved");
  const anonymous = await request.get("/NMI/policy-wording.pdf", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await page.goto("/NMI/sign-in");
  await signInHere(page, e2eEmail("mining"), E2E_PASSWORD);
  await expect(page).toHaveURL("/NMI/overview");
  const pdf = await page.request.get("/NMI/policy-wording.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

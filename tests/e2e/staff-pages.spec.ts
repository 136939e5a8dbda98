import { staffPages } from "#app/routes/staff/pages.ts";
import { E2E_ADMIN_EMAIL } from "./support/accounts.ts";
import { atEachWidth, expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { openAsStaff } from "./support/staff.ts";
import type { WidthName } from "./support/widths.ts";

/**
 * Every page of the back office passes axe at 375 and 1280 px (issue 27), read from the one table of staff pages
 * (app/routes/staff/pages.ts), so a page added there is swept too. An administrator opens them all; a page with
 * parameters is reached as a person would, through the first link to it on the page above it (its list), and pages
 * whose lists the start data fills (articles, people, programmes, accounts) must be reached. Each page is loaded
 * once, in the desktop project, and swept at both widths by resizing the window (atEachWidth).
 */
const framed = staffPages.filter((p) => p.frame === "staff");
const plain = framed.filter((p) => !p.path.includes(":"));
const withParameters = framed.filter((p) => p.path.includes(":"));

/** Pages a link may lead to that are not the one looked for: downloads, the public-frame previews, fixed paths. */
const others = staffPages
  .filter((p) => p.frame !== "staff" || !p.path.includes(":"))
  .map((p) => new RegExp(`^/${p.path.replace(/:[^/]+/g, "[^/?#]+")}$`));

/** The address pattern of a page with parameters, and the page whose links lead to it. */
function pattern(path: string): { re: RegExp; list: string } {
  const re = new RegExp(`^/${path.replace(/:[^/]+/g, "[^/?#]+")}$`);
  const list = `/${path.slice(0, path.indexOf("/:"))}`;
  return { re, list };
}

/** Always reachable from the start data: the editor's articles and people, the programmes, the accounts. */
const MUST_REACH = ["staff/content/:id", "staff/people/:id", "staff/programmes/:slug", "staff/users/:context/:userId"];

/** The staff pages' layouts are those of the phone and the desktop. */
const WIDTHS: WidthName[] = ["desktop", "phone"];

test.skip(() => test.info().project.name !== "desktop", "the desktop project sweeps both widths");

test("every back-office page passes axe", async ({ page }) => {
  test.setTimeout(180_000);
  await openAsStaff(page, "/staff", E2E_ADMIN_EMAIL);
  // An administrator's sections, every one of them, on one line at 1280 px: a lone last one reads as a stray.
  const sections = page.getByRole("navigation", { name: "Back office" }).getByRole("list").first().getByRole("link");
  // evaluateAll does not wait: a kept session's sign-in may hand over the page before its header is drawn.
  await expect(sections.first()).toBeVisible();
  const tops = await sections.evaluateAll(
    (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
  );
  expect(tops).toBe(1);
  const sweep = (path: string) =>
    atEachWidth(
      page,
      async () => {
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expectNoAxeViolations(page);
      },
      WIDTHS,
    );
  for (const staffPage of plain) {
    await page.goto(`/${staffPage.path}`);
    await sweep(staffPage.path);
  }
  const reached: string[] = [];
  for (const staffPage of withParameters) {
    const { re, list } = pattern(staffPage.path);
    await page.goto(list);
    const hrefs = await page
      .locator("main a[href^='/staff/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    // Not a download or a page of its own that happens to fit the pattern (/staff/submissions/export).
    const href = hrefs.find((h) => {
      const path = h.split("?")[0]!;
      return re.test(path) && !others.some((o) => o.test(path));
    });
    if (!href) continue;
    await page.goto(href);
    await sweep(staffPage.path);
    reached.push(staffPage.path);
  }
  expect(reached).toEqual(expect.arrayContaining(MUST_REACH));
});

import { findProgramme } from "#app/programmes/index.ts";
import { E2E_PASSWORD, E2E_UNDERWRITER_EMAIL, e2eEmail } from "./support/accounts.ts";
import { expect, signInHere, test } from "./support/fixtures.ts";
import { openAsStaff } from "./support/staff.ts";

/**
 * The options table on the client's quotation (issue 35, item 7): two options side by side fit the page from 1024
 * to 1920 px, nothing cut off and nothing scrolling sideways, and stack as cards on a phone. Pepkor Transport's
 * percentage excesses are the longest an option carries ("5% of each claim, at least R5 000").
 */

const WIDTHS = [1024, 1280, 1440, 1920, 375] as const;
const programme = findProgramme("PepkorTransport")!;
const [first, second] = programme.details.rating.tiers;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("two options side by side fit from 1024 to 1920 px and stack as cards on a phone", async ({ page, browser }) => {
  test.skip(test.info().project.name !== "desktop", "the widths are set here, one after another");
  test.setTimeout(120_000);
  const client = page;
  await client.goto(`/${programme.slug}/quote`);
  await signInHere(client, e2eEmail(programme.context), E2E_PASSWORD);
  await expect(client).toHaveURL(`/${programme.slug}/quote`);
  await client.getByRole("button", { name: "Request this quote" }).click();
  const received = client.getByRole("status").filter({ hasText: "Quote request received" });
  await expect(received).toBeVisible();
  const reference = (await received.locator("strong").textContent())!;

  const desk = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await openAsStaff(desk, `/staff/quotes/${reference}`, E2E_UNDERWRITER_EMAIL);
  await desk.getByRole("button", { name: "Take it up" }).click();
  await expect(desk.getByRole("main").getByRole("status")).toContainText(`You have taken up ${reference}`);
  await desk.getByLabel(new RegExp(`^${escape(first!.label)} \\(`)).fill("1 234 567.89");
  await desk.getByLabel(new RegExp(`^${escape(second!.label)} \\(`)).fill("1 198 765.43");
  await desk.getByRole("button", { name: "Send the quotation" }).click();
  await expect(desk.getByRole("main").getByRole("status")).toContainText("Quotation sent");
  await desk.close();

  await client.goto(`/${programme.slug}/requests/${reference}`);
  const table = client.getByRole("table", { name: "The options, a year" });
  await expect(table).toBeVisible();
  for (const width of WIDTHS) {
    await client.setViewportSize({ width, height: 900 });
    await table.scrollIntoViewIfNeeded();
    await client.screenshot({ path: test.info().outputPath(`options-${width}.png`) });
    const measured = await table.evaluate((element) => {
      const box = element.parentElement!;
      const cells = [...element.querySelectorAll("tbody th, tbody td")].filter((c) => c.getClientRects().length);
      return {
        boxScrolls: box.scrollWidth > box.clientWidth + 1,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        // A cell whose text is wider than the cell: cut off, or running into its neighbour.
        cut: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        // How many lines the tallest figure takes: an amount on one line, the excess on two at most.
        lines: Math.max(
          ...cells.map((c) => {
            const range = document.createRange();
            range.selectNodeContents(c);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }),
        ),
        cards: getComputedStyle(element.querySelector("tbody tr")!).display === "block",
        // An option's amounts at the right, digit under digit, while the options stand side by side.
        align: getComputedStyle(element.querySelector("tbody td")!).textAlign,
      };
    });
    expect(measured.boxScrolls, `${width}px: the table's box scrolls`).toBe(false);
    expect(measured.pageScrolls, `${width}px: the page scrolls sideways`).toBe(false);
    expect(measured.cut, `${width}px: cells cut off`).toEqual([]);
    expect(measured.cards, `${width}px: cards`).toBe(width < 1024);
    if (width >= 1024) expect(["end", "right"], `${width}px: amounts aligned`).toContain(measured.align);
    if (width >= 1024) expect(measured.lines, `${width}px: lines in the tallest cell`).toBeLessThanOrEqual(2);
  }
});

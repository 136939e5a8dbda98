import { E2E_EDITOR_EMAIL, E2E_PASSWORD } from "./support/accounts.ts";
import { signInHere, test } from "./support/fixtures.ts";

test("shots", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop" && test.info().project.name !== "phone");
  const w = test.info().project.name;
  await page.goto("/staff/documents");
  await signInHere(page, E2E_EDITOR_EMAIL, E2E_PASSWORD);
  await page.waitForURL("/staff/documents");
  await page.screenshot({ path: `/tmp/shots/${w}-documents.png`, fullPage: true });
  await page.goto("/staff/content/pictures");
  await page.screenshot({ path: `/tmp/shots/${w}-pictures.png`, fullPage: true });
  await page.goto("/staff/content/1");
  await page.getByRole("toolbar").waitFor();
  await page.screenshot({ path: `/tmp/shots/${w}-editor.png` });
  await page.goto("/documents/paia-manual/versions");
  await page.screenshot({ path: `/tmp/shots/${w}-versions.png`, fullPage: true });
});

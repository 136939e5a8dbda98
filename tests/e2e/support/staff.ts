import type { Page } from "@playwright/test";

import { E2E_PASSWORD } from "./accounts.ts";
import { signInHere } from "./fixtures.ts";

/**
 * A member of staff opens a back-office page and signs in where its guard sends them. Every staff sign-in of the
 * end-to-end tests that starts from a staff page goes through here, so a change to how staff sign in (a sign-in
 * page of their own, two-factor) lands in one place.
 */
export async function openAsStaff(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await signInHere(page, email, E2E_PASSWORD);
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
}

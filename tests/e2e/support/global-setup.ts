import { existsSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumPath } from "../../../playwright.config.ts";

/** Fails early, and says what to do, when no Chromium can be found. */
export default function globalSetup() {
  const path = chromiumPath() ?? chromium.executablePath();
  if (!path || !existsSync(path)) {
    throw new Error(
      [
        "No Chromium found for the end-to-end tests.",
        "Install one of these, then run the tests again:",
        "  - Debian/Ubuntu: apt-get install chromium   (used from /usr/bin/chromium)",
        "  - any Chromium or Chrome, pointed to with CHROMIUM_PATH=/path/to/chrome",
        "  - Playwright's own build: npx playwright install chromium",
      ].join("\n"),
    );
  }
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (`npm run test:e2e` does).");
  }
}

import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { WIDTHS } from "./tests/e2e/support/widths.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Which Chromium runs the tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own managed browser (tests/e2e/support/global-setup.ts says what
 * to install when there is none).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

const launchOptions = {
  executablePath: chromiumPath(),
  // This machine has no network beyond localhost: keep Chromium from trying.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = devices["Desktop Chrome"];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry fails the run: a flaky test hides a race in the site or the test.
  failOnFlakyTests: Boolean(process.env.CI),
  // Two workers on two busy cores: an answer can take longer than Playwright's default 5 s without being wrong.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "phone", use: { ...desktop, viewport: WIDTHS.phone, hasTouch: true } },
    {
      name: "tablet",
      use: { ...desktop, viewport: WIDTHS.tablet },
      // 768 px shares the phone's header and flows (both are below the 1025 px breakpoint); it runs where layouts
      // of their own start (the header, the widgets' tablet layouts, the offices' 600-1000 px range, the page
      // frame), not the sign-in, form and server tests. The accessibility sweep (pages, programmes and
      // accessibility.spec.ts) reaches 768 px in the desktop project, which resizes each page it loads to every
      // width (atEachWidth, tests/e2e/support/fixtures.ts; decision 0063).
      testMatch: ["navigation.spec.ts", "widgets.spec.ts", "offices.spec.ts", "frame.spec.ts", "search.spec.ts"],
    },
    { name: "desktop", use: { ...desktop, viewport: WIDTHS.desktop } },
  ],
  webServer: {
    command: "node tests/e2e/support/server.ts",
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT), NODE_ENV: "production" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

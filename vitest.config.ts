import { defineConfig } from "vitest/config";

// Unit and component tests live beside their source. End-to-end tests
// (tests/e2e) run under Playwright against the production build.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // One migrated database per run, copied for each test that needs a database (tests/fixtures/databases.ts).
    globalSetup: ["./tests/global-setup.ts"],
    // Vitest's default on two cores is one worker (cores - 1): the files ran one after another, the second core
    // idle whenever a file waited on PostgreSQL, a timer or the disk. Two forks keep both cores busy.
    maxWorkers: 2,
    css: { modules: { classNameStrategy: "non-scoped" } },
    // Database tests run on the embedded database and PostgreSQL, on two busy cores in CI: seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

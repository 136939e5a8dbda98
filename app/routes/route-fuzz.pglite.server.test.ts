import { afterAll, beforeAll, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { closeServices } from "#app/services.server.ts";
import { fuzzPeople, fuzzRoutes, sweepRoutes } from "./route-fuzz.ts";

// The services read the environment once: the embedded database, in a data directory of this test's own.
// (route-fuzz.postgres.server.test.ts is the same sweep on PostgreSQL.)
process.env.DATA_DIR = migratedDataDir("route-fuzz-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "route-fuzz-test-secret-0123456789abcdef";
delete process.env.DATABASE_URL;

let people: SignedIn[];
beforeAll(async () => {
  people = await fuzzPeople();
}, 120_000);
afterAll(closeServices);

it("no route answers hostile input with a 5xx or an error (the embedded database)", { timeout: 600_000 }, async () => {
  const routes = await fuzzRoutes();
  expect(routes.length, "routes with a loader or an action").toBeGreaterThan(50);
  expect(await sweepRoutes(routes, people)).toEqual([]);
});

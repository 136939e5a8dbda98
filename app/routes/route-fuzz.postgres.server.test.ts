import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { SignedIn } from "#app/auth/session.server.ts";
import { closeServices } from "#app/services.server.ts";
import { dropDatabase } from "#tests/fixtures/databases.ts";
import { fuzzPeople, fuzzRoutes, sweepRoutes } from "./route-fuzz.ts";

/**
 * The route fuzz (route-fuzz.ts) on PostgreSQL, in a database of its own, dropped afterwards; skipped, and said
 * so, without a server (TEST_DATABASE_URL, as every database test: tests/fixtures/databases.ts).
 */
const server = process.env.TEST_DATABASE_URL;
const name = `test_${randomBytes(6).toString("hex")}`;

async function admin(statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!server)(`the route fuzz on PostgreSQL${server ? "" : " (skipped: set TEST_DATABASE_URL)"}`, () => {
  let people: SignedIn[];
  beforeAll(async () => {
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    // The services read the environment once, when first asked.
    process.env.DATABASE_URL = url.href;
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "route-fuzz-pg-"));
    process.env.DEMO_USERS = "false";
    process.env.AUTH_SECRET = "route-fuzz-test-secret-0123456789abcdef";
    people = await fuzzPeople();
  }, 120_000);
  afterAll(async () => {
    await closeServices();
    await dropDatabase(server!, name);
  });

  it("no route answers hostile input with a 5xx or an error (PostgreSQL)", { timeout: 600_000 }, async () => {
    const routes = await fuzzRoutes();
    expect(routes.length, "routes with a loader or an action").toBeGreaterThan(50);
    expect(await sweepRoutes(routes, people)).toEqual([]);
  });
});

import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import type { TestProject } from "vitest/node";

import { admin, dropDatabase } from "./fixtures/databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database, as PGlite's dumpDataDir gives it (a tar file). */
    pgliteTemplate: string;
    /** The same database as a data directory, for tests that open the site's services on a DATA_DIR. */
    pgliteTemplateDir: string;
    /** A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/**
 * Makes the databases every database test starts from, once per run: PostgreSQL's initdb in PGlite and the
 * migrations were most of a database test's setup (seconds per database on two busy cores, over a hundred
 * databases a run). Each test still gets a database of its own, a fresh copy of these
 * (tests/fixtures/databases.ts), and the migrations still run on it at open, finding nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "test-templates-"));
  const server = process.env.TEST_DATABASE_URL;
  const template = server ? `test_template_${randomBytes(6).toString("hex")}` : undefined;
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (server && template) await dropDatabase(server, template);
  };
  try {
    // Type stripping alone does not take the application's parameter properties.
    const args = ["--experimental-transform-types", "--no-warnings", "tests/fixtures/make-templates.ts", folder];
    if (server && template) {
      await admin(server, `create database ${template}`);
      const url = new URL(server);
      url.pathname = `/${template}`;
      args.push(url.href);
    }
    await promisify(execFile)(process.execPath, args, { cwd: project.config.root });
    if (server && template) {
      // A copy needs no one connected to its template; closed to connections, no autovacuum worker visits it.
      await admin(server, `alter database ${template} with allow_connections false`);
      project.provide("postgresTemplate", template);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("pgliteTemplate", join(folder, "pglite.tar"));
  project.provide("pgliteTemplateDir", join(folder, "pglite"));
  return teardown;
}

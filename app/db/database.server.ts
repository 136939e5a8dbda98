import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, type Dialect } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { Pool } from "pg";

import { lockDataDir } from "./lock.server.ts";
import { PGliteDialect } from "./pglite-dialect.server.ts";
import { authContextsMigration } from "#app/db/migrations/0001-auth-contexts.ts";
import { quoteRequestsMigration } from "#app/db/migrations/0002-quote-requests.ts";
import { submissionsMigration } from "#app/db/migrations/0003-submissions.ts";

/**
 * The one database module (DESIGN.md section 7): PGlite in DATA_DIR by
 * default, PostgreSQL when DATABASE_URL is set. Migrations are versioned,
 * listed here in order, and run by Kysely's migrator at every start (it takes
 * a lock, so several server copies starting at once apply each one once).
 */
const migrations = {
  "0001-auth-contexts": authContextsMigration,
  "0002-quote-requests": quoteRequestsMigration,
  "0003-submissions": submissionsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DatabaseOptions {
  /** postgres://…; unset uses the embedded database. */
  url?: string;
  /** The embedded database's directory; unset keeps it in memory (tests). */
  dataDir?: string;
  /** Named in the "in use" message another process gets, e.g. "the site's server". */
  holder?: string;
}

export interface Database {
  // oxlint-disable-next-line no-explicit-any -- each data module types its own queries (see schema.ts)
  db: Kysely<any>;
  kind: "embedded" | "postgres";
  close(): Promise<void>;
}

const noop = () => {};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let dialect: Dialect;
  let release: () => void = noop;
  if (options.url) {
    dialect = new PostgresDialect({ pool: new Pool({ connectionString: options.url, max: 10 }) });
  } else {
    let pglite: PGlite;
    if (options.dataDir) {
      const dir = resolve(options.dataDir);
      release = lockDataDir(dir, options.holder ?? "another process");
      pglite = new PGlite(join(dir, "pglite"));
    } else {
      pglite = new PGlite();
    }
    dialect = new PGliteDialect(pglite);
  }
  const db = new Kysely<unknown>({ dialect });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    release();
    throw error;
  }
  return {
    db,
    kind: options.url ? "postgres" : "embedded",
    async close() {
      await db.destroy();
      release();
    },
  };
}

async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
}

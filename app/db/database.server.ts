import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect, sql, type Dialect } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import { Pool, types } from "pg";

import { lockDataDir } from "./lock.server.ts";
import { PGliteDialect } from "./pglite-dialect.server.ts";
import { authContextsMigration } from "#app/db/migrations/0001-auth-contexts.ts";
import { quoteRequestsMigration } from "#app/db/migrations/0002-quote-requests.ts";
import { submissionsMigration } from "#app/db/migrations/0003-submissions.ts";
import { outboxForEveryEmailMigration } from "#app/db/migrations/0004-outbox-for-every-email.ts";
import { accountsAndAuditMigration } from "#app/db/migrations/0005-accounts-and-audit.ts";
import { quotationWorkflowMigration } from "#app/db/migrations/0006-quotation-workflow.ts";
import { claimsMigration } from "#app/db/migrations/0007-claims.ts";
import { articlesMigration } from "#app/db/migrations/0008-articles.ts";
import { siteSearchMigration } from "#app/db/migrations/0009-site-search.ts";
import { peopleMigration } from "#app/db/migrations/0010-people.ts";
import { searchPassagesMigration } from "#app/db/migrations/0011-search-passages.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { authSchema, type AuthTables, type DB } from "./schema.ts";

/**
 * The one database module: PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Migrations are versioned,
 * listed here in order, and run by Kysely's migrator at every start (it takes
 * a lock, so several server copies starting at once apply each one once).
 */
export const migrations = {
  "0001-auth-contexts": authContextsMigration,
  "0002-quote-requests": quoteRequestsMigration,
  "0003-submissions": submissionsMigration,
  "0004-outbox-for-every-email": outboxForEveryEmailMigration,
  "0005-accounts-and-audit": accountsAndAuditMigration,
  "0006-quotation-workflow": quotationWorkflowMigration,
  "0007-claims": claimsMigration,
  "0008-articles": articlesMigration,
  "0009-site-search": siteSearchMigration,
  "0010-people": peopleMigration,
  "0011-search-passages": searchPassagesMigration,
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
  db: Kysely<DB>;
  kind: "embedded" | "postgres";
  /** Connections: PostgreSQL's pool, or the embedded database's one in-process connection. */
  connections(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Whether the database answers a trivial query within the time given (for `/readyz`). */
export async function databaseAnswers(database: Database, withinMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => (timer = setTimeout(() => done(false), withinMs)));
  try {
    return await Promise.race([sql`select 1`.execute(database.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const noop = () => {};

/**
 * The embedded database's memory, sized for one site's data rather than
 * PostgreSQL's server defaults (128 MB of shared buffers, 64 MB for
 * maintenance): PGlite's WebAssembly memory grows to what it touches and never
 * gives it back, and the operating system caches the files anyway.
 */
const EMBEDDED_SETTINGS = [
  "shared_buffers = 16MB",
  "maintenance_work_mem = 16MB",
  "work_mem = 2MB",
  "temp_buffers = 4MB",
];

/** PostgreSQL's contrib extensions the site uses; PGlite ships each as a module of its own (site search's pg_trgm). */
const EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let dialect: Dialect;
  let release: () => void = noop;
  let pool: Pool | undefined;
  let embedded: PGliteDialect | undefined;
  if (options.url) {
    pool = new Pool({ connectionString: options.url, max: 10, types: { getTypeParser: typeParser } });
    dialect = new PostgresDialect({ pool });
  } else {
    let pglite: PGlite;
    if (options.dataDir) {
      const dir = resolve(options.dataDir);
      release = lockDataDir(dir, options.holder ?? "another process");
      pglite = new PGlite(join(dir, "pglite"), { postgresqlconf: EMBEDDED_SETTINGS, extensions: EXTENSIONS });
    } else {
      pglite = new PGlite({ extensions: EXTENSIONS });
    }
    dialect = embedded = new PGliteDialect(pglite);
  }
  const db = new Kysely<DB>({ dialect });
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
    connections: () => {
      if (pool) return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
      const wanting = embedded?.use.wanting ?? 0;
      return { total: 1, idle: wanting === 0 ? 1 : 0, waiting: Math.max(0, wanting - 1) };
    },
    async close() {
      await db.destroy();
      release();
    },
  };
}

/**
 * bigint (int8) columns as numbers, as PGlite gives them: our counts, cents and
 * ids stay far below 2^53, and one type on both engines keeps the rows typed once.
 */
const INT8_OID = 20;
function typeParser(oid: number, format?: "text" | "binary") {
  return oid === INT8_OID ? Number : types.getTypeParser(oid, format ?? "text");
}

/** One sign-in context's tables (better-auth's), in that context's own schema. */
export function authDb(database: Database, context: AuthContextId): Kysely<AuthTables> {
  return database.db.withSchema(authSchema(context));
}

async function migrate(db: Kysely<DB>): Promise<void> {
  // Unordered: the branches of one turn landed in another order than their numbers (0008 before 0006 and
  // 0007), so a database may hold a later migration than one still to run. They touch separate tables.
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
}

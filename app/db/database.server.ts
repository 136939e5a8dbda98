import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect, sql, type Dialect } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { Client, Pool, types } from "pg";

import { lockDataDir } from "./lock.server.ts";
import { PGliteDialect } from "./pglite-dialect.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { authSchema, type AuthTables, type DB } from "./schema.ts";

/**
 * The one database module: PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Migrations are the files of app/db/migrations
 * (`NNNN-name.ts`, each exporting one migration), found there rather than
 * listed, and run by Kysely's migrator at every start (it takes a lock, so
 * several server copies starting at once apply each one once). A migration
 * imports nothing from the application: the values it needs are written into
 * it (migrations.server.test.ts checks), so it does the same on a fresh
 * database next year as it did on the day it ran.
 */
export async function findMigrations(): Promise<Record<string, Migration>> {
  // Through the package's `#app/*` imports, so that the build (build/server, where the server loads the app
  // from, decision 0028) finds the source folder too: migrations are read at start, never bundled.
  const folder = dirname(fileURLToPath(import.meta.resolve("#app/db/migrations/0001-auth-contexts.ts")));
  const files = readdirSync(folder)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .toSorted();
  const found: Record<string, Migration> = {};
  for (const file of files) {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ pathToFileURL(join(folder, file)).href);
    const exported = Object.values(module).filter(isMigration);
    if (exported.length !== 1) throw new Error(`app/db/migrations/${file} must export exactly one migration`);
    found[file.replace(/\.ts$/, "")] = exported[0]!;
  }
  return found;
}

function isMigration(value: unknown): value is Migration {
  return typeof value === "object" && value !== null && typeof (value as Migration).up === "function";
}

const provider: MigrationProvider = { getMigrations: findMigrations };

export interface DatabaseOptions {
  /** postgres://…; unset uses the embedded database. */
  url?: string;
  /** The embedded database's directory; unset keeps it in memory (tests). */
  dataDir?: string;
  /** Named in the "in use" message another process gets, e.g. "the site's server". */
  holder?: string;
  /**
   * The in-memory embedded database's first contents: a data directory as PGlite's `dumpDataDir` gives it.
   * The tests start each database from one migrated copy made once (tests/fixtures/databases.ts) rather than
   * running PostgreSQL's initdb and every migration again; the migrations still run after it, as at every start.
   */
  loadDataDir?: Blob;
}

export interface Database {
  db: Kysely<DB>;
  kind: "embedded" | "postgres";
  /** Connections: PostgreSQL's pool, or the embedded database's one in-process connection. */
  connections(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` whenever a transaction that ran `NOTIFY <channel>` commits (PostgreSQL delivers a
   * notification only then, and never one of a transaction rolled back), on this copy or another sharing
   * the database. Resolves once listening; the function it gives stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
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
      pglite = new PGlite({ extensions: EXTENSIONS, loadDataDir: options.loadDataDir });
    }
    dialect = embedded = new PGliteDialect(pglite);
  }
  const db = new Kysely<DB>({ dialect });
  const listeners = new Set<() => Promise<void>>();
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
    async listen(channel, onNotify) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const stop = options.url
        ? await listenOnServer(options.url, channel, onNotify)
        : await listenEmbedded(db, embedded!.pglite, channel, onNotify);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
      release();
    },
  };
}

/**
 * The embedded database has one connection, shared by turns (app/db/pglite-dialect.server.ts): LISTEN is
 * run while holding it, so that it never lands inside another holder's transaction.
 */
async function listenEmbedded(db: Kysely<DB>, pglite: PGlite, channel: string, onNotify: () => void) {
  const stop = await db.connection().execute(() => pglite.listen(channel, () => onNotify()));
  return () => db.connection().execute(() => stop());
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 5_000;

/**
 * PostgreSQL delivers notifications on the connection that listens, so it gets one of its own, outside the
 * pool. If it drops, it connects again a few seconds later and calls `onNotify` once, for anything committed
 * meanwhile.
 */
async function listenOnServer(url: string, channel: string, onNotify: () => void) {
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function connect() {
    const connecting = new Client({ connectionString: url });
    connecting.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    // A connection lost later ends with "end"; "error" alone must not throw out of the process.
    connecting.on("error", () => {});
    connecting.on("end", () => {
      if (client !== connecting || stopped) return;
      client = undefined;
      retry = setTimeout(() => void connect().then(onNotify, later), RELISTEN_MS);
    });
    try {
      await connecting.connect();
      await connecting.query(`listen ${channel}`);
    } catch (error) {
      await connecting.end().catch(() => {});
      throw error;
    }
    if (stopped) await connecting.end();
    else client = connecting;
  }
  function later() {
    if (!stopped) retry = setTimeout(() => void connect().then(onNotify, later), RELISTEN_MS);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
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

/** Runs the migrations not yet run (every open does; the tests' global setup too, for its template database). */
export async function migrate(db: Kysely<DB>): Promise<void> {
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

import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

/**
 * Kysely over PGlite (Postgres compiled to WebAssembly, in this process).
 * PGlite has one connection, so a transaction must have it to itself: the
 * driver hands the connection out to one holder at a time and queues the rest.
 */
class PGliteConnection implements DatabaseConnection {
  private readonly pg: PGlite;

  constructor(pg: PGlite) {
    this.pg = pg;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // oxlint-disable-next-line require-yield -- Kysely's interface requires the method; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on the embedded database");
  }
}

/** How many want the one connection: at most one holds it, the rest wait (for the metrics). */
export interface ConnectionUse {
  wanting: number;
}

class PGliteDriver implements Driver {
  private readonly pg: PGlite;
  private readonly use: ConnectionUse;
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(pg: PGlite, use: ConnectionUse) {
    this.pg = pg;
    this.use = use;
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    this.use.wanting += 1;
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    this.use.wanting -= 1;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    await this.queue;
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  /** The database itself, for what Kysely does not do (LISTEN, app/db/database.server.ts). */
  readonly pglite: PGlite;
  readonly use: ConnectionUse = { wanting: 0 };

  constructor(pg: PGlite) {
    this.pglite = pg;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.use);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

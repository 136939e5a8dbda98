import { readdirSync } from "node:fs";

import { expect, it } from "vitest";

/**
 * app/db holds the database itself: the connection, the schema, migrations, backups and the data directory's lock.
 * A feature's module (its tables' queries) lives in the feature's folder (docs/architecture.md, "Data model").
 */
const DATABASE_ITSELF = new Set([
  "backup.server.test.ts",
  "backup.server.ts",
  // The change counters every copy reads to know when kept data is stale (decision 0055): the database's own.
  "data-changes.server.test.ts",
  "data-changes.server.ts",
  "database.server.ts",
  "layout.test.ts",
  "lock.server.test.ts",
  "lock.server.ts",
  "migrations",
  "migrations.server.test.ts",
  "optimistic.ts",
  "pglite-dialect.server.ts",
  "schema.server.test.ts",
  "schema.ts",
]);

it("app/db holds no feature's module", () => {
  const strangers = readdirSync(import.meta.dirname).filter((name) => !DATABASE_ITSELF.has(name));
  expect(strangers).toEqual([]);
});

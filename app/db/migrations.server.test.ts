import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";

import { findMigrations, openDatabase } from "./database.server.ts";
import { PGliteDialect } from "./pglite-dialect.server.ts";

describe("migrations", () => {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("bring a database that took 0008 before 0006 and 0007 existed up to the latest", async () => {
    // As a copy that ran the publishing branch's migration before the quotation and claims ones landed.
    const migrations = await findMigrations();
    const early = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => !name.startsWith("0006") && name <= "0008-z"),
    );
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite(join(dir, "pglite"))) });
    const first = await new Migrator({ db, provider: { getMigrations: async () => early } }).migrateToLatest();
    expect(first.error).toBeUndefined();
    await db.destroy();

    const database = await openDatabase({ dataDir: dir });
    try {
      const ran = await database.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect((ran as { name: string }[]).map((r) => r.name).toSorted()).toEqual(Object.keys(migrations).toSorted());
      expect(await database.db.selectFrom("claims").select("id").execute()).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("are the files of app/db/migrations, in the order of their numbers", async () => {
    const names = Object.keys(await findMigrations());
    const files = readdirSync(join(import.meta.dirname, "migrations"))
      .filter((f) => /^\d{4}-.*\.ts$/.test(f) && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(names).toEqual(files.toSorted());
    expect(names[0]).toBe("0001-auth-contexts");
  });

  it("import nothing from the application: what a migration needs is written into it, or into its seed file", () => {
    const folder = join(import.meta.dirname, "migrations");
    const imports = readdirSync(folder)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((file) =>
        [...readFileSync(join(folder, file), "utf8").matchAll(/^import[^"]*"([^"]+)"/gm)].map(
          (m) => `${file}: ${m[1]}`,
        ),
      );
    const allowed = /: (?:kysely|kysely\/migration|#app\/db\/migrations\/\d{4}-[a-z0-9-]+\.seed\.json)$/;
    expect(imports.filter((line) => !allowed.test(line))).toEqual([]);
  });
});

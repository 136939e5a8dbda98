import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, sql } from "kysely";
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

  it("bring the submissions stored before 0028 in as new and owned by nobody, their state dated from receipt", async () => {
    const migrations = await findMigrations();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0028"));
    const dataDir = join(dir, "before-0028");
    mkdirSync(dataDir);
    const pglite = new PGlite(join(dataDir, "pglite"), { extensions: { pg_trgm } });
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
    const first = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(first.error).toBeUndefined();
    const received = new Date("2026-11-02T07:00:00Z");
    await sql`insert into submissions (reference, kind, form_area, payload, created_at)
      values ('CBK-OLD001', 'call_back', 'contact/call-me-back', '{}', ${received})`.execute(db);
    await db.destroy();

    const database = await openDatabase({ dataDir });
    try {
      const row = await database.db
        .selectFrom("submissions")
        .select(["state", "owner_email", "state_at", "closing_note"])
        .where("reference", "=", "CBK-OLD001")
        .executeTakeFirst();
      expect(row).toEqual({ state: "new", owner_email: null, state_at: received, closing_note: null });
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

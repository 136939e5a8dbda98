import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { Accounts } from "#app/accounts/accounts.server.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { BackupError, backupDataDir, restoreDataDir } from "./backup.server.ts";
import { openDatabase, type Database } from "./database.server.ts";
import { storeSubmission } from "#app/forms/submissions.server.ts";
import { migratedDataDir } from "#tests/fixtures/databases.ts";

/** Every table of every schema the site owns, with a digest of its rows: the same digest means the same rows. */
async function everyRow(database: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`.execute(database.db);
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { schema, name } of tables.rows) {
    const table = sql.table(`${schema}.${name}`);
    const { rows } = await sql<{ rows: number; digest: string | null }>`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${table} t`.execute(database.db);
    result[`${schema}.${name}`] = { rows: rows[0]!.rows, digest: rows[0]!.digest ?? "" };
  }
  return result;
}

describe("backup and restore of the embedded database", () => {
  it("brings back every row of every table, the stored files and the auth secret", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "backup-test-"));
    const dataDir = migratedDataDir("backup-test-data-");
    const database = await openDatabase({ dataDir });
    const auths = createAuths({ database, secret: "backup-test-secret-0123456789abcdef", siteUrl: "http://localhost" });
    const accounts = new Accounts({ auths, database, siteUrl: "http://localhost" });
    await accounts.add("mining", { email: "risk@nmi.example", password: "a long enough passphrase" });
    await accounts.add("staff", {
      email: "ops@kopano.example",
      password: "a long enough passphrase",
      roles: ["admin"],
    });
    await storeSubmission(database, {
      kind: "call_back",
      referencePrefix: "CBK",
      formArea: "contact/call-me-back",
      payload: { name: "Thandi" },
    });
    await recordAudit(database.db, { action: "sign-in", actor: { context: "mining", email: "risk@nmi.example" } });
    const before = await everyRow(database);
    await database.close();
    mkdirSync(join(dataDir, "files", "claims"), { recursive: true });
    writeFileSync(join(dataDir, "files", "claims", "photo"), "the bytes of a photo");
    writeFileSync(join(dataDir, "auth-secret"), "a generated secret");

    const manifest = await backupDataDir(dataDir, join(scratch, "backup"));
    expect(manifest.parts).toEqual(["database.tar.gz", "files", "auth-secret"]);

    const restored = join(scratch, "restored");
    await restoreDataDir(join(scratch, "backup"), restored);
    const reopened = await openDatabase({ dataDir: restored });
    try {
      const after = await everyRow(reopened);
      expect(after).toEqual(before);
      // Not an empty comparison: the accounts, the submission and the audit entry are there.
      expect(after["auth_mining.user"]!.rows).toBe(1);
      expect(after["public.submissions"]!.rows).toBe(1);
      expect(after["public.audit_log"]!.rows).toBeGreaterThanOrEqual(1);
    } finally {
      await reopened.close();
    }
    expect(readFileSync(join(restored, "files", "claims", "photo"), "utf8")).toBe("the bytes of a photo");
    expect(readFileSync(join(restored, "auth-secret"), "utf8")).toBe("a generated secret");
  });

  it("refuses to restore over a database unless asked, then moves the old one aside; refuses what is no backup", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "backup-test-"));
    const dataDir = migratedDataDir("backup-test-data-");
    await (await openDatabase({ dataDir })).close();
    await backupDataDir(dataDir, join(scratch, "backup"));
    await expect(restoreDataDir(join(scratch, "backup"), dataDir)).rejects.toThrow(BackupError);
    const { movedAside } = await restoreDataDir(join(scratch, "backup"), dataDir, { replace: true });
    expect(movedAside).toHaveLength(1);
    expect(existsSync(movedAside[0]!)).toBe(true);
    await (await openDatabase({ dataDir })).close();
    // Nor a backup into a folder that holds something, nor a restore from a folder that is no backup.
    await expect(backupDataDir(dataDir, dataDir)).rejects.toThrow(/not empty/);
    await expect(restoreDataDir(scratch, join(scratch, "other"))).rejects.toThrow(/not a backup/);
  });
});

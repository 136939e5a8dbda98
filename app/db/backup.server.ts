import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { lockDataDir } from "./lock.server.ts";

/**
 * Backups of the embedded database's data directory, for one-server sites
 * (PostgreSQL has pg_dump and its own tools: see docs/operations.md, "Backups"). A backup is a
 * folder holding everything a DATA_DIR needs to come back whole:
 *
 *   database.tar.gz   PGlite's own dump of its data directory (dumpDataDir)
 *   files/            the stored files (claim documents, pictures), if any
 *   auth-secret       the generated secret that signs sessions and encrypts
 *                     two-factor secrets, if the site generated one
 *   backup.json       when it was taken, and of what
 *
 * Both take the data directory's lock, so they run while the server is stopped,
 * like `npm run users`.
 */
export interface BackupManifest {
  takenAt: string;
  dataDir: string;
  /** The PostgreSQL version inside PGlite: a data directory restores only into the same major version. */
  postgresVersion: string;
  parts: string[];
}

const DATABASE_FILE = "database.tar.gz";

export async function backupDataDir(dataDir: string, into: string, now = new Date()): Promise<BackupManifest> {
  const source = resolve(dataDir);
  if (!existsSync(join(source, "pglite"))) throw new BackupError(`There is no embedded database in ${source}.`);
  const target = resolve(into);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new BackupError(`${target} is not empty: give a new folder for the backup.`);
  }
  const release = lockDataDir(source, "npm run backup");
  try {
    mkdirSync(target, { recursive: true, mode: 0o700 });
    const pg = new PGlite(join(source, "pglite"));
    // Closed before the lock is released, whatever happens: another process must not find it still open.
    let version: { rows: { server_version: string }[] };
    let dump: Blob | File;
    try {
      version = await pg.query<{ server_version: string }>("show server_version");
      dump = await pg.dumpDataDir("gzip");
    } finally {
      await pg.close();
    }
    writeFileSync(join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    const parts = [DATABASE_FILE];
    for (const extra of ["files", "auth-secret"]) {
      if (!existsSync(join(source, extra))) continue;
      cpSync(join(source, extra), join(target, extra), { recursive: true, preserveTimestamps: true });
      parts.push(extra);
    }
    const manifest: BackupManifest = {
      takenAt: now.toISOString(),
      dataDir: source,
      postgresVersion: version.rows[0]?.server_version ?? "unknown",
      parts,
    };
    writeFileSync(join(target, "backup.json"), JSON.stringify(manifest, null, 2) + "\n", { mode: 0o600 });
    return manifest;
  } finally {
    release();
  }
}

/**
 * Restores a backup into a data directory. One that already holds a database
 * is refused unless `replace` is given; then the current contents are moved
 * aside (never deleted) to `<part>.before-restore-<time>`.
 */
export async function restoreDataDir(
  from: string,
  dataDir: string,
  { replace = false, now = new Date() }: { replace?: boolean; now?: Date } = {},
): Promise<{ movedAside: string[] }> {
  const backup = resolve(from);
  const manifestPath = join(backup, "backup.json");
  if (!existsSync(manifestPath) || !existsSync(join(backup, DATABASE_FILE))) {
    throw new BackupError(`${backup} is not a backup made by npm run backup (no backup.json and ${DATABASE_FILE}).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BackupManifest;
  const target = resolve(dataDir);
  const present = ["pglite", ...manifest.parts.filter((p) => p !== DATABASE_FILE)].filter((p) =>
    existsSync(join(target, p)),
  );
  if (present.includes("pglite") && !replace) {
    throw new BackupError(
      `${target} already holds a database. Add --replace to restore over it (what is there is moved aside, not deleted).`,
    );
  }
  const release = lockDataDir(target, "npm run restore");
  try {
    const stamp = now.toISOString().replaceAll(":", "-");
    const movedAside = present.map((part) => {
      const aside = join(target, `${part}.before-restore-${stamp}`);
      renameSync(join(target, part), aside);
      return aside;
    });
    const dump = new Blob([readFileSync(join(backup, DATABASE_FILE))]);
    const pg = new PGlite(join(target, "pglite"), { loadDataDir: dump });
    await pg.waitReady.finally(() => pg.close());
    for (const part of manifest.parts) {
      if (part === DATABASE_FILE) continue;
      cpSync(join(backup, part), join(target, part), { recursive: true, preserveTimestamps: true });
    }
    return { movedAside };
  } finally {
    release();
  }
}

/** A mistake the person can put right: its message is for them. */
export class BackupError extends Error {}

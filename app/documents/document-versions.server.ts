import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { FileStore } from "#app/storage/storage.server.ts";
import { bumpContentVersion } from "#app/articles/articles.server.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";

/**
 * New versions of the downloadable documents (POPIA policy, PAIA manual,
 * policies, claim forms): the file in the storage module, a row here. The
 * newest is served at the document's one address; every version stays listed
 * with its dates (docs/architecture.md, “Publishing”). The PDFs generated from
 * app/content/documents are the first versions and are not stored here.
 */

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface DocumentVersion {
  id: number;
  slug: string;
  version: string;
  effectiveDate: string;
  storageKey: string;
  size: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}

export class DocumentError extends Error {}

/** A PDF by its content: the header a PDF starts with and the end-of-file marker near its end. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-" && bytes.subarray(-1024).includes("%%EOF");
}

function toVersion(row: {
  id: number;
  slug: string;
  version: string;
  effective_date: string;
  storage_key: string;
  size: number;
  uploaded_at: Date;
  uploaded_by: string | null;
}): DocumentVersion {
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    effectiveDate: row.effective_date,
    storageKey: row.storage_key,
    size: row.size,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  };
}

/** Stores a new version: the file first, then its row with the audit entry. */
export async function addDocumentVersion(
  database: Database,
  files: FileStore,
  upload: { slug: string; version: string; effectiveDate: string; bytes: Buffer },
  actor: Actor,
): Promise<DocumentVersion> {
  if (!isPdf(upload.bytes))
    throw new DocumentError("This file is not a PDF. Save the document as a PDF and upload that.");
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  const key = `documents/${upload.slug}/${Date.now().toString(36)}-${sha256.slice(0, 16)}.pdf`;
  const temporary = join(tmpdir(), `document-${randomBytes(8).toString("hex")}`);
  await writeFile(temporary, upload.bytes, { mode: 0o600 });
  try {
    await files.putFile(key, temporary, "application/pdf");
  } finally {
    await rm(temporary, { force: true });
  }
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("document_versions")
      .values({
        slug: upload.slug,
        version: upload.version,
        effective_date: upload.effectiveDate,
        storage_key: key,
        size: upload.bytes.length,
        sha256,
        uploaded_by: actor.email ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: "document-version-uploaded",
      actor,
      target: `/documents/${upload.slug}.pdf`,
      detail: { version: upload.version, effectiveDate: upload.effectiveDate, sha256 },
    });
    return toVersion(row);
  });
}

/** A document's uploaded versions, newest first. */
export async function listDocumentVersions(database: Database, slug: string): Promise<DocumentVersion[]> {
  const rows = await database.db
    .selectFrom("document_versions")
    .selectAll()
    .where("slug", "=", slug)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toVersion);
}

/** The newest uploaded version of every document that has one, by slug. */
export async function newestDocumentVersions(database: Database): Promise<Map<string, DocumentVersion>> {
  const rows = await database.db.selectFrom("document_versions").selectAll().orderBy("id", "desc").execute();
  const newest = new Map<string, DocumentVersion>();
  for (const row of rows) if (!newest.has(row.slug)) newest.set(row.slug, toVersion(row));
  return newest;
}

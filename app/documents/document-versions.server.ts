import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { FileStore } from "#app/storage/storage.server.ts";
import { bumpContentVersion } from "#app/articles/articles.server.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { getDocument } from "#app/content/documents/index.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DocumentVersionState } from "#app/db/schema.ts";
import { pdfParagraphs, renderFirstPage } from "./first-page.server.ts";
import { newVersionProblems, type VersionFields } from "./version-rules.ts";

/**
 * New versions of the downloadable documents (POPIA policy, PAIA manual,
 * policies, claim forms): the file in the storage module, a row here. The
 * PDFs generated from app/content/documents are the first versions and are not
 * stored here (docs/architecture.md, “Publishing”).
 *
 * A version is governed (issue 29, item 5; decision 0042): an upload must be
 * numbered higher than the current version and apply from no earlier date; it
 * waits, pending, with its first page rendered as a preview, until the editor
 * confirms it (live) or throws it away (discarded). The newest live version is
 * served; retracting it (retracted) makes the one before current again, and it
 * stays in the public history marked so. Every step is on the audit log.
 */

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface DocumentVersion {
  id: number;
  slug: string;
  version: string;
  effectiveDate: string;
  storageKey: string;
  previewKey: string | null;
  size: number;
  state: DocumentVersionState;
  uploadedAt: Date;
  uploadedBy: string | null;
  retractedAt: Date | null;
  retractedBy: string | null;
}

/** A refusal to tell the editor, on the form field it concerns. */
export class DocumentError extends Error {
  constructor(
    message: string,
    readonly field: "file" | "version" | "effectiveDate" = "file",
  ) {
    super(message);
  }
}

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
  preview_key: string | null;
  size: number;
  state: DocumentVersionState;
  uploaded_at: Date;
  uploaded_by: string | null;
  retracted_at: Date | null;
  retracted_by: string | null;
}): DocumentVersion {
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    effectiveDate: row.effective_date,
    storageKey: row.storage_key,
    previewKey: row.preview_key,
    size: row.size,
    state: row.state,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
    retractedAt: row.retracted_at,
    retractedBy: row.retracted_by,
  };
}

type Reader = Pick<Database, "db">["db"];

/** The version the public gets now: the newest live upload, or the one generated from the site's text. */
async function currentOf(db: Reader, slug: string): Promise<VersionFields & { id: number | null }> {
  const live = await db
    .selectFrom("document_versions")
    .select(["id", "version", "effective_date"])
    .where("slug", "=", slug)
    .where("state", "=", "live")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (live) return { id: live.id, version: live.version, effectiveDate: live.effective_date };
  const doc = getDocument(slug);
  if (!doc) throw new DocumentError("Choose the document this is a new version of.");
  return { id: null, version: doc.version, effectiveDate: doc.effectiveDate };
}

function refuseIfOutOfOrder(current: VersionFields, next: VersionFields): void {
  const problems = newVersionProblems(current, next);
  if (problems.version) throw new DocumentError(problems.version, "version");
  if (problems.effectiveDate) throw new DocumentError(problems.effectiveDate, "effectiveDate");
}

async function store(files: FileStore, key: string, bytes: Buffer, type: string): Promise<void> {
  const temporary = join(tmpdir(), `document-${randomBytes(8).toString("hex")}`);
  await writeFile(temporary, bytes, { mode: 0o600 });
  try {
    await files.putFile(key, temporary, type);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Stores an upload as a pending version, with its first page as a preview: the files first, then its row with
 * the audit entry. Nothing the public sees changes until `publishDocumentVersion`.
 */
export async function addDocumentVersion(
  database: Database,
  files: FileStore,
  upload: { slug: string; version: string; effectiveDate: string; bytes: Buffer },
  actor: Actor,
): Promise<DocumentVersion & { replaced: number }> {
  if (!isPdf(upload.bytes))
    throw new DocumentError("This file is not a PDF. Save the document as a PDF and upload that.");
  refuseIfOutOfOrder(await currentOf(database.db, upload.slug), upload);
  let preview: { png: Buffer; pages: number };
  try {
    preview = await renderFirstPage(upload.bytes);
  } catch {
    throw new DocumentError("This PDF cannot be read (it may be damaged or protected). Save it again and upload that.");
  }
  // Its words, for site search once it is live (issue 36, item 3). A PDF MuPDF draws but cannot read text from
  // is still a document: search then knows it by its title and summary.
  let paragraphs: string[] = [];
  try {
    paragraphs = await pdfParagraphs(upload.bytes);
  } catch (error) {
    console.error("The uploaded PDF's text could not be read for search.", error);
  }
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  const base = `documents/${upload.slug}/${Date.now().toString(36)}-${sha256.slice(0, 16)}`;
  await store(files, `${base}.pdf`, upload.bytes, "application/pdf");
  await store(files, `${base}-page-1.png`, preview.png, "image/png");
  const { added, replaced } = await database.db.transaction().execute(async (trx) => {
    // A second upload of the same version is a corrected file: it replaces the one still waiting, so that the
    // page never offers two identical "Put version X live" choices.
    const waiting = await trx
      .updateTable("document_versions")
      .set({ state: "discarded" })
      .where("slug", "=", upload.slug)
      .where("version", "=", upload.version)
      .where("state", "=", "pending")
      .returningAll()
      .execute();
    const row = await trx
      .insertInto("document_versions")
      .values({
        slug: upload.slug,
        version: upload.version,
        effective_date: upload.effectiveDate,
        storage_key: `${base}.pdf`,
        preview_key: `${base}-page-1.png`,
        size: upload.bytes.length,
        sha256,
        state: "pending",
        uploaded_by: actor.email ?? null,
        text: paragraphs.join("\n\n"),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      action: "document-version-uploaded",
      actor,
      target: `/documents/${upload.slug}.pdf`,
      detail: {
        id: row.id,
        version: upload.version,
        effectiveDate: upload.effectiveDate,
        sha256,
        pages: preview.pages,
      },
    });
    for (const earlier of waiting)
      await recordAudit(trx, {
        action: "document-version-discarded",
        actor,
        target: `/documents/${upload.slug}.pdf`,
        detail: { id: earlier.id, version: earlier.version, replacedBy: row.id },
      });
    return { added: toVersion(row), replaced: waiting.map(toVersion) };
  });
  for (const earlier of replaced) await removeFiles(files, earlier);
  return { ...added, replaced: replaced.length };
}

async function removeFiles(files: FileStore, version: Pick<DocumentVersion, "storageKey" | "previewKey">) {
  await files.remove(version.storageKey);
  if (version.previewKey) await files.remove(version.previewKey);
}

async function pendingRow(trx: Reader, id: number) {
  const row = await trx.selectFrom("document_versions").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  if (!row || row.state !== "pending")
    throw new DocumentError(
      "This upload is no longer waiting for confirmation: someone has confirmed or discarded it.",
    );
  return row;
}

/** Puts a pending version live, checking the rules again against what is current now. */
export async function publishDocumentVersion(database: Database, id: number, actor: Actor): Promise<DocumentVersion> {
  return database.db.transaction().execute(async (trx) => {
    const row = await pendingRow(trx, id);
    const current = await currentOf(trx, row.slug);
    refuseIfOutOfOrder(current, { version: row.version, effectiveDate: row.effective_date });
    const live = await trx
      .updateTable("document_versions")
      .set({ state: "live", published_at: new Date(), published_by: actor.email ?? null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: "document-version-published",
      actor,
      target: `/documents/${row.slug}.pdf`,
      detail: { id, version: row.version, effectiveDate: row.effective_date, replaced: current.version },
    });
    return toVersion(live);
  });
}

/** Throws a pending upload away: its row stays (marked discarded, never public), its files go. */
export async function discardDocumentVersion(
  database: Database,
  files: FileStore,
  id: number,
  actor: Actor,
): Promise<DocumentVersion> {
  const discarded = await database.db.transaction().execute(async (trx) => {
    const row = await pendingRow(trx, id);
    const updated = await trx
      .updateTable("document_versions")
      .set({ state: "discarded" })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      action: "document-version-discarded",
      actor,
      target: `/documents/${row.slug}.pdf`,
      detail: { id, version: row.version },
    });
    return toVersion(updated);
  });
  await removeFiles(files, discarded);
  return discarded;
}

/**
 * Takes the current version back: the version before it (an upload, or the one generated from the site's text)
 * is served again; the retracted one stays in the history, marked so. Only the current version can be retracted,
 * and `id` names the one the editor saw as current, so two editors cannot retract two versions by one click.
 */
export async function retractDocumentVersion(
  database: Database,
  id: number,
  actor: Actor,
): Promise<{ retracted: DocumentVersion; current: VersionFields & { id: number | null } }> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("document_versions")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DocumentError("There is no such version.");
    const current = await currentOf(trx, row.slug);
    if (row.state !== "live" || current.id !== id)
      throw new DocumentError(`Version ${row.version} is not the current version any more, so it was not retracted.`);
    const retracted = await trx
      .updateTable("document_versions")
      .set({ state: "retracted", retracted_at: new Date(), retracted_by: actor.email ?? null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const restored = await currentOf(trx, row.slug);
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: "document-version-retracted",
      actor,
      target: `/documents/${row.slug}.pdf`,
      detail: { id, version: row.version, restored: restored.version },
    });
    return { retracted: toVersion(retracted), current: restored };
  });
}

/** A document's public history: the versions that went live (retracted ones marked), newest first. */
export async function listDocumentVersions(database: Database, slug: string): Promise<DocumentVersion[]> {
  const rows = await database.db
    .selectFrom("document_versions")
    .selectAll()
    .where("slug", "=", slug)
    .where("state", "in", ["live", "retracted"])
    .orderBy("id", "desc")
    .execute();
  return rows.map(toVersion);
}

/** One version by id, in any state (the staff pages: a pending one's preview). */
export async function findDocumentVersion(database: Database, id: number): Promise<DocumentVersion | undefined> {
  const row = await database.db.selectFrom("document_versions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** The uploads waiting for confirmation, oldest first. */
export async function pendingDocumentVersions(database: Database): Promise<DocumentVersion[]> {
  const rows = await database.db
    .selectFrom("document_versions")
    .selectAll()
    .where("state", "=", "pending")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toVersion);
}

/** The newest live version of every document that has one, by slug: what is served. */
export async function newestDocumentVersions(database: Database): Promise<Map<string, DocumentVersion>> {
  const rows = await database.db
    .selectFrom("document_versions")
    .selectAll()
    .where("state", "=", "live")
    .orderBy("id", "desc")
    .execute();
  const newest = new Map<string, DocumentVersion>();
  for (const row of rows) if (!newest.has(row.slug)) newest.set(row.slug, toVersion(row));
  return newest;
}

/**
 * The text of each document's live upload, by slug, for site search (app/search/sources.server.ts): the newest
 * live version's, as `currentOf` serves it. A document served from the site's own text is not listed.
 */
export async function liveDocumentTexts(
  database: Database,
): Promise<Map<string, { version: string; text: string | null }>> {
  const rows = await database.db
    .selectFrom("document_versions")
    .select(["slug", "version", "text"])
    .where("state", "=", "live")
    .orderBy("id", "desc")
    .execute();
  const texts = new Map<string, { version: string; text: string | null }>();
  for (const row of rows) if (!texts.has(row.slug)) texts.set(row.slug, { version: row.version, text: row.text });
  return texts;
}

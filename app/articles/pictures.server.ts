import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql, type Kysely, type Selectable } from "kysely";

import type { Actor } from "#app/audit/audit-log.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB, PicturesTable } from "#app/db/schema.ts";
import { FileWorkTimeout, runFileWork } from "#app/lib/server/file-work.server.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import { escapeHtml } from "./html.ts";
import type { resizePicture } from "./picture-processing.server.ts";

/**
 * Pictures editors upload for articles: checked by their content (sharp reads
 * the bytes; the name and the browser's type are ignored), turned into AVIF and
 * WebP at the widths the site's own article pictures use (the scene preset of
 * app/content/images.ts), never wider than the original, stored through the
 * storage module (a folder, or S3), and served by /media/pictures/<id>-<width>.<format>.
 */

export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Six AVIF and WebP encodes of a picture of up to 40 megapixels, on a busy machine. */
const PICTURE_TIME_LIMIT_MS = 60_000;

export class PictureError extends Error {}

export interface ProcessedPicture {
  width: number;
  height: number;
  widths: number[];
  files: { width: number; format: "avif" | "webp"; bytes: Buffer }[];
}

/**
 * Reads, checks and resizes an upload in a worker thread (./picture-processing.server.ts, decision 0024), so
 * the server keeps answering while it is encoded; a file that is not a picture, or too large to decode, is
 * refused with a reason.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  let outcome: Awaited<ReturnType<typeof resizePicture>>;
  try {
    outcome = await runFileWork("resizePicture", bytes, PICTURE_TIME_LIMIT_MS);
  } catch (error) {
    if (error instanceof FileWorkTimeout) {
      throw new PictureError("This picture took too long to process. Save it smaller and try again.");
    }
    throw error;
  }
  if (!outcome.ok) throw new PictureError(outcome.message);
  // Buffers arrive from the worker as plain byte arrays.
  const files = outcome.picture.files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes) }));
  return { ...outcome.picture, files };
}

export function pictureKey(id: number, width: number, format: "avif" | "webp"): string {
  return `pictures/${id}/${width}.${format}`;
}

export interface StoredPicture {
  id: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  /** The uploaded file's name, as the editor's computer called it (empty for pictures from before migration 0026). */
  fileName: string;
  /** Of the uploaded file: changes when the picture is replaced (the served files' ETag). */
  sha256: string;
  uploadedAt: Date;
  uploadedBy: string | null;
}

/**
 * Stores an upload: its files first, under an id taken from the table's sequence beforehand, then its row and
 * audit entry in one short transaction, so a listed picture always has its files. The files are written outside
 * any transaction: the embedded database has one connection, which the six writes (to S3, perhaps) would hold.
 * If the row cannot be written, the files are removed again.
 */
export async function storePicture(
  database: Database,
  files: FileStore,
  upload: Buffer,
  alt: string,
  actor: Actor,
  fileName = "",
): Promise<StoredPicture> {
  const picture = await processPicture(upload);
  const sha256 = createHash("sha256").update(upload).digest("hex");
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('pictures', 'id')) as id`.execute(
    database.db,
  );
  const id = Number(rows[0]!.id);
  const keys: string[] = [];
  try {
    for (const file of picture.files) {
      const key = pictureKey(id, file.width, file.format);
      const temporary = join(tmpdir(), `picture-${randomBytes(8).toString("hex")}`);
      await writeFile(temporary, file.bytes, { mode: 0o600 });
      try {
        await files.putFile(key, temporary, `image/${file.format}`);
        keys.push(key);
      } finally {
        await rm(temporary, { force: true });
      }
    }
    return await database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("pictures")
        .values({
          id,
          width: picture.width,
          height: picture.height,
          widths: JSON.stringify(picture.widths),
          alt,
          file_name: cleanFileName(fileName),
          sha256,
          uploaded_by: actor.email ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        action: "picture-uploaded",
        actor,
        target: `/media/pictures/${row.id}-${picture.width}.webp`,
        detail: { id: row.id, sha256 },
      });
      return toStored(row);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => files.remove(key).catch(() => {})));
    throw error;
  }
}

function toStored(row: Selectable<PicturesTable>): StoredPicture {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    widths: row.widths,
    alt: row.alt,
    fileName: row.file_name,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  };
}

/** A file's name as it is kept: its last path part (some browsers send more), without control characters, at most 200. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  const printable = [...last].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join("");
  return printable.trim().slice(0, 200);
}

/** A LIKE pattern that matches `word` anywhere, its own % and _ taken literally. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Pictures a page of the library or of the picker shows. */
export const PICTURES_PER_PAGE = 24;

export interface PicturePage {
  pictures: StoredPicture[];
  /** How many pictures match in all. */
  total: number;
  /** The page shown (1-based): the last one when a higher one was asked for. */
  page: number;
  pages: number;
}

/**
 * One page of the media library, newest first: with `q`, only pictures with every one of its words (at most
 * eight, case ignored) somewhere in their description or file name. In the database, through the trigram index of
 * migration 0026, so a library of thousands is as quick to search and page as one of ten.
 */
export async function findPictures(
  database: Database,
  { q = "", page = 1, perPage = PICTURES_PER_PAGE }: { q?: string; page?: number; perPage?: number } = {},
): Promise<PicturePage> {
  let query = database.db.selectFrom("pictures");
  const words = q.replace(/\s+/g, " ").trim().slice(0, 100).split(" ").filter(Boolean).slice(0, 8);
  for (const word of words) query = query.where(sql<string>`alt || ' ' || file_name`, "ilike", containing(word));
  const count = await query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await query
    .selectAll()
    .orderBy("id", "desc")
    .limit(perPage)
    .offset((shown - 1) * perPage)
    .execute();
  return { pictures: rows.map(toStored), total, page: shown, pages };
}

export async function listPictures(database: Database): Promise<StoredPicture[]> {
  const rows = await database.db.selectFrom("pictures").selectAll().orderBy("id", "desc").execute();
  return rows.map(toStored);
}

export async function findPicture(database: Database, id: number): Promise<StoredPicture | undefined> {
  const row = await database.db.selectFrom("pictures").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toStored(row);
}

/** The HTML an editor puts in a body for a picture: its largest WebP, with its size and description. */
export function pictureHtml(picture: StoredPicture): string {
  return `<img src="/media/pictures/${picture.id}-${picture.width}.webp" alt="${escapeHtml(picture.alt)}" width="${picture.width}" height="${picture.height}">`;
}

/** A place a picture is shown: an article (its hero, body or draft) or a person's portrait. */
export interface PictureUse {
  label: string;
  /** The back-office page where it can be changed. */
  href: string;
}

/** The value an article's hero field holds for an uploaded picture. */
export function heroValue(id: number): string {
  return `picture:${id}`;
}

/** The uploaded picture an article's hero names, if it names one. */
export function heroPictureId(value: string): number | null {
  const match = /^picture:(\d{1,12})$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * Everywhere a picture is used: articles whose hero it is or whose body shows it (the stored text or a draft),
 * and people whose portrait it is. Earlier revisions are not uses (revisionUses lists them): an old revision
 * restored shows the picture only if it still exists, and the history says which are gone (decision 0045).
 */
export async function pictureUses(db: Kysely<DB>, id: number): Promise<PictureUse[]> {
  const address = `/media/pictures/${id}-%`;
  const articles = await db
    .selectFrom("articles")
    .select(["id", "title"])
    .where((eb) =>
      eb.or([
        eb("hero_image", "=", heroValue(id)),
        eb("body_html", "like", `%${address}`),
        eb(sql`draft->>'heroImage'`, "=", heroValue(id)),
        eb(sql`draft->>'bodyHtml'`, "like", `%${address}`),
      ]),
    )
    .orderBy("id")
    .execute();
  const people = await db
    .selectFrom("people")
    .select(["id", "name"])
    .where("picture_id", "=", id)
    .orderBy("name")
    .execute();
  return [
    ...articles.map((a) => ({ label: `Article: ${a.title}`, href: `/staff/content/${a.id}` })),
    ...people.map((p) => ({ label: `Person: ${p.name}`, href: `/staff/people/${p.id}` })),
  ];
}

/**
 * Earlier revisions that show a picture, of articles that no longer do (those are uses: pictureUses), one entry
 * per article with their numbers (decision 0045): not uses, since nobody sees them, so they never keep a picture
 * from being deleted; but the library names them before a deletion, because restoring one of them then brings
 * back a missing picture.
 */
export async function revisionUses(db: Kysely<DB>, id: number): Promise<PictureUse[]> {
  const address = `/media/pictures/${id}-%`;
  const using = new Set(
    (await pictureUses(db, id)).map((u) => u.href).filter((href) => href.startsWith("/staff/content/")),
  );
  const rows = await db
    .selectFrom("article_revisions")
    .innerJoin("articles", "articles.id", "article_revisions.article_id")
    .select(["articles.id", "articles.title", "article_revisions.version"])
    .where((eb) =>
      eb.or([
        eb(sql`article_revisions.fields->>'heroImage'`, "=", heroValue(id)),
        eb(sql`article_revisions.fields->>'bodyHtml'`, "like", `%${address}`),
      ]),
    )
    .orderBy("articles.id")
    .orderBy("article_revisions.version")
    .execute();
  const byArticle = new Map<number, { title: string; versions: number[] }>();
  for (const row of rows) {
    const entry = byArticle.get(row.id) ?? { title: row.title, versions: [] };
    entry.versions.push(row.version);
    byArticle.set(row.id, entry);
  }
  return [...byArticle]
    .filter(([articleId]) => !using.has(`/staff/content/${articleId}`))
    .map(([articleId, { title, versions }]) => ({
      label: `Article: ${title}, ${versions.length === 1 ? "revision" : "revisions"} ${versions.join(", ")}`,
      href: `/staff/content/${articleId}/history`,
    }));
}

/** An uploaded picture an article's fields show, and where. */
export interface ShownPicture {
  id: number;
  where: "hero" | "body";
}

/** The uploaded pictures a revision's (or draft's) fields show: its hero, then each picture in its body, once each. */
export function picturesShown(fields: { heroImage: string; bodyHtml: string }): ShownPicture[] {
  const shown: ShownPicture[] = [];
  const hero = heroPictureId(fields.heroImage);
  if (hero !== null) shown.push({ id: hero, where: "hero" });
  for (const match of fields.bodyHtml.matchAll(/\/media\/pictures\/(\d{1,12})-\d{1,5}\.(?:webp|avif)/g)) {
    const id = Number(match[1]);
    if (!shown.some((p) => p.id === id && p.where === "body")) shown.push({ id, where: "body" });
  }
  return shown;
}

/** Of `shown`, the pictures no longer in the library (deleted since). */
export async function missingPictures(db: Kysely<DB>, shown: ShownPicture[]): Promise<ShownPicture[]> {
  const ids = [...new Set(shown.map((p) => p.id))];
  if (!ids.length) return [];
  const present = await db.selectFrom("pictures").select("id").where("id", "in", ids).execute();
  const kept = new Set(present.map((r) => Number(r.id)));
  return shown.filter((p) => !kept.has(p.id));
}

/** "Picture 12 (the hero) and picture 15 (in the body)": what a restore or a revision lacks, in words. */
export function describeMissing(missing: ShownPicture[]): string {
  const parts = missing.map((p) => `picture ${p.id} (${p.where === "hero" ? "the hero" : "in the body"})`);
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type DeleteOutcome =
  { ok: true } | { ok: false; reason: "in-use"; uses: PictureUse[] } | { ok: false; reason: "not-found" };

/** Deletes a picture nothing uses (refused with its uses otherwise): its row and audit entry, then its files. */
export async function deletePicture(
  database: Database,
  files: FileStore,
  id: number,
  actor: Actor,
): Promise<DeleteOutcome> {
  const outcome = await database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("pictures").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    const uses = await pictureUses(trx, id);
    if (uses.length) return { ok: false, reason: "in-use", uses } as const;
    await trx.deleteFrom("pictures").where("id", "=", id).execute();
    await recordAudit(trx, {
      action: "picture-deleted",
      actor,
      target: `/media/pictures/${id}`,
      detail: { id, alt: row.alt },
    });
    return { ok: true, widths: row.widths } as const;
  });
  if (!outcome.ok) return outcome;
  // Files go after the row: a listed picture always has its files; a left-over file is only disk.
  await Promise.all(
    outcome.widths.flatMap((w) =>
      (["avif", "webp"] as const).map((format) => files.remove(pictureKey(id, w, format)).catch(() => {})),
    ),
  );
  return { ok: true };
}

/**
 * Replaces a picture's files, keeping its id and so its addresses: every article and person showing it shows the
 * new one. Its description changes too when one is given. The new files are written over the old (widths the
 * new one lacks are removed after the row names the new widths).
 */
export async function replacePicture(
  database: Database,
  files: FileStore,
  id: number,
  upload: Buffer,
  alt: string | null,
  actor: Actor,
  fileName = "",
): Promise<StoredPicture | undefined> {
  const existing = await findPicture(database, id);
  if (!existing) return undefined;
  const picture = await processPicture(upload);
  const sha256 = createHash("sha256").update(upload).digest("hex");
  for (const file of picture.files) {
    const temporary = join(tmpdir(), `picture-${randomBytes(8).toString("hex")}`);
    await writeFile(temporary, file.bytes, { mode: 0o600 });
    try {
      await files.putFile(pictureKey(id, file.width, file.format), temporary, `image/${file.format}`);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  const stored = await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("pictures")
      .set({
        width: picture.width,
        height: picture.height,
        widths: JSON.stringify(picture.widths),
        sha256,
        ...(alt ? { alt } : {}),
        ...(cleanFileName(fileName) ? { file_name: cleanFileName(fileName) } : {}),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await recordAudit(trx, {
      action: "picture-replaced",
      actor,
      target: `/media/pictures/${id}`,
      detail: { id, sha256, previous: existing.widths.join(",") },
    });
    // Everything that shows it is public content: every copy reloads its cache.
    await trx
      .updateTable("content_version")
      .set({ version: sql`version + 1` })
      .where("id", "=", 1)
      .execute();
    return toStored(row);
  });
  if (stored) {
    const gone = existing.widths.filter((w) => !picture.widths.includes(w));
    await Promise.all(
      gone.flatMap((w) =>
        (["avif", "webp"] as const).map((format) => files.remove(pictureKey(id, w, format)).catch(() => {})),
      ),
    );
  }
  return stored;
}

/** The stored width to serve for a requested one: itself, or (after a replacement) the nearest one stored. */
export function servedWidth(picture: Pick<StoredPicture, "widths">, requested: number): number {
  if (picture.widths.includes(requested)) return requested;
  return picture.widths.reduce((best, w) => (Math.abs(w - requested) < Math.abs(best - requested) ? w : best));
}

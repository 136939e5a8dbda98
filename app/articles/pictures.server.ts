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
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  };
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
 * and people whose portrait it is. Revisions are not uses: an old revision restored shows the picture only if
 * it still exists.
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

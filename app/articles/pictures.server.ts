import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";

import type { Actor } from "#app/audit/audit-log.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
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

function toStored(row: {
  id: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  uploaded_at: Date;
  uploaded_by: string | null;
}): StoredPicture {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    widths: row.widths,
    alt: row.alt,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  };
}

export async function listPictures(database: Database): Promise<StoredPicture[]> {
  const rows = await database.db.selectFrom("pictures").selectAll().orderBy("id", "desc").limit(200).execute();
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

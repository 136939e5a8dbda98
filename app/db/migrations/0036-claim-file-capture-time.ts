import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A photo's capture time (issue 36, item 2; decision 0058):
 *
 * - `claim_files.taken_at`: when the camera says the photo was taken (EXIF DateTimeOriginal, with
 *   OffsetTimeOriginal when the camera wrote one), read before the file's metadata is removed, as ISO 8601 text:
 *   "2026-12-03T14:12:05+02:00", or without an offset, "2026-12-03T14:12:05" (the camera's clock, its time zone
 *   unknown, which a timestamptz could not say). Null for files without one and for files stored before.
 */
export const claimFileCaptureTimeMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable("claim_files")
      .addColumn("taken_at", "text", (c) =>
        c.check(sql`taken_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([+-][0-9]{2}:[0-9]{2})?$'`),
      )
      .execute();
  },
};

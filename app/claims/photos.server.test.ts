import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cleanClaimFile } from "#app/lib/server/file-worker.server.ts";
import { heicWithExif } from "#tests/fixtures/claim-files.ts";
import { payload, photo } from "#tests/fixtures/claims.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { captureTimeFromExif, takenText } from "./capture-time.ts";
import type { ClaimFileType } from "./files.ts";
import { createClaim } from "./intake.server.ts";
import { claimFiles, findClaim } from "./queries.server.ts";
import { makeThumbnail, THUMBNAIL_SIZE } from "./thumbnail.server.ts";

/**
 * Claim photos on the desk (issue 36, item 2; decision 0058): the capture time read before the metadata goes,
 * kept as a field, and a thumbnail made from the stored copy with neither location nor time in it. The photos are
 * real files made by sharp, with EXIF as a phone writes it: when (DateTimeOriginal, OffsetTimeOriginal) and where
 * (GPS, Sandton).
 */

const WHEN = { DateTimeOriginal: "2026:12:03 14:12:05", OffsetTimeOriginal: "+02:00" };
const WHERE = { GPSLatitudeRef: "S", GPSLatitude: "26/1 6/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 3/1 0/1" };

function phonePhoto(format: "jpeg" | "png" | "webp", when: Record<string, string> = WHEN, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: "Kopano test camera", Model: "Phone" }, IFD2: when, IFD3: WHERE })
    .toFormat(format)
    .toBuffer();
}

/** Where a picture's EXIF (as sharp finds it, in any of the three containers) says it was taken, if anywhere. */
async function gpsOf(bytes: Buffer) {
  const exif = (await sharp(bytes).metadata()).exif;
  if (!exif) return undefined;
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  return exifr.gps(tiff).catch(() => undefined);
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "claim-photos-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function clean(bytes: Buffer, type: ClaimFileType) {
  const path = join(folder, `${Math.random()}`);
  await writeFile(path, bytes);
  return { outcome: await cleanClaimFile({ path, type }), stored: await readFile(path) };
}

describe("a photo's capture time", () => {
  it.each(["jpeg", "png", "webp"] as const)("is read from a %s before its location and time are removed", async (f) => {
    const original = await phonePhoto(f);
    expect(await gpsOf(original)).toMatchObject({ latitude: expect.closeTo(-26.1, 1) });
    const { outcome, stored } = await clean(original, `image/${f}`);
    expect(outcome).toEqual({ locationData: "removed", takenAt: "2026-12-03T14:12:05+02:00" });
    // The stored copy keeps neither where nor when.
    expect(stored.includes(Buffer.from("2026:12:03"))).toBe(false);
    expect((await sharp(stored).metadata()).exif?.includes(Buffer.from("2026:12:03")) ?? false).toBe(false);
    expect(await gpsOf(stored)).toBeFalsy();
  });

  it("is read from a HEIC photo's EXIF item before the item is blanked", async () => {
    const exif = (await sharp(await phonePhoto("jpeg")).metadata()).exif!;
    const { bytes } = heicWithExif(exif.subarray(6));
    const { outcome, stored } = await clean(bytes, "image/heic");
    expect(outcome).toEqual({ locationData: "removed", takenAt: "2026-12-03T14:12:05+02:00" });
    expect(stored.includes(Buffer.from("2026:12:03"))).toBe(false);
  });

  it("keeps the camera's clock without an offset, and none from a photo or PDF without the tag", async () => {
    const noOffset = await clean(await phonePhoto("jpeg", { DateTimeOriginal: "2026:12:03 14:12:05" }), "image/jpeg");
    expect(noOffset.outcome).toEqual({ locationData: "removed", takenAt: "2026-12-03T14:12:05" });
    const bare = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336" } })
      .jpeg()
      .toBuffer();
    expect((await clean(bare, "image/jpeg")).outcome).toEqual({ locationData: "none", takenAt: null });
    expect((await clean(Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf")).outcome).toEqual({
      locationData: "none",
      takenAt: null,
    });
  });

  it("refuses times that are not real ones, and reads as the desk says it", () => {
    expect(captureTimeFromExif("0000:00:00 00:00:00", "+02:00")).toBeNull();
    expect(captureTimeFromExif("2026:02:31 10:00:00", undefined)).toBeNull();
    expect(captureTimeFromExif("2026:12:03 25:00:00", undefined)).toBeNull();
    expect(captureTimeFromExif(undefined, "+02:00")).toBeNull();
    expect(captureTimeFromExif("2026:12:03 14:12:05", "garbage")).toBe("2026-12-03T14:12:05");
    expect(takenText("2026-12-03T14:12:05+02:00")).toBe("Taken 3 December 2026, 14:12");
    // Taken abroad: shown in South African time.
    expect(takenText("2026-12-03T13:12:05+01:00")).toBe("Taken 3 December 2026, 14:12");
    expect(takenText("2026-12-03T14:12:05")).toBe(
      "Taken 3 December 2026, 14:12 (by the camera's clock; its time zone is not recorded)",
    );
  });
});

describe("a photo's thumbnail", () => {
  it("is made from the stored copy: small, upright, a JPEG with no metadata at all", async () => {
    const { stored } = await clean(await phonePhoto("jpeg"), "image/jpeg");
    const thumbnail = Buffer.from(await makeThumbnail(stored));
    const meta = await sharp(thumbnail).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width, meta.height)).toBe(THUMBNAIL_SIZE);
    expect(meta.exif).toBeUndefined();
    expect(thumbnail.includes(Buffer.from("2026:12:03"))).toBe(false);
    expect(await exifr.parse(thumbnail).catch(() => undefined)).toBeFalsy();
  });

  it("turns a photo upright by the orientation the stored copy keeps", async () => {
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#363" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { stored } = await clean(sideways, "image/jpeg");
    const meta = await sharp(Buffer.from(await makeThumbnail(stored))).metadata();
    expect([meta.width, meta.height]).toEqual([160, 320]);
  });

  it("refuses what is not a picture", async () => {
    await expect(makeThumbnail(Buffer.from("not a picture"))).rejects.toThrow(/unsupported image format/i);
  });
});

describeEachDatabase("a photo's capture time kept on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("is a field of the claim's file, and none for a file without it", async () => {
    const { reference } = await createClaim(db(), {
      formArea: "x",
      payload,
      files: [
        { ...photo, takenAt: "2026-12-03T14:12:05+02:00" },
        { ...photo, storageKey: "claims/no-time", name: "list.pdf", type: "application/pdf" },
      ],
    });
    const claim = (await findClaim(db(), reference))!;
    expect((await claimFiles(db(), claim.id)).map((f) => f.takenAt)).toEqual(["2026-12-03T14:12:05+02:00", null]);
  });
});

import { readFile } from "node:fs/promises";

import exifr from "exifr";
import sharp from "sharp";

import { captureTimeFromExif } from "./capture-time.ts";
import type { ClaimFileType } from "./files.ts";

/** The two EXIF tags a capture time is made of (./capture-time.ts). */
const PICK = { pick: ["DateTimeOriginal", "OffsetTimeOriginal"], reviveValues: false } as const;

/**
 * When a claim's photo was taken, read from its EXIF before the metadata is removed (./sniff.server.ts): handlers
 * compare it with the day of the loss. sharp, which opens the picture anyway, hands over a JPEG's, PNG's or WebP's
 * EXIF block whatever the container; exifr reads the tags from it, and from a HEIC file's EXIF item (sharp cannot
 * open HEVC pictures). Null for a PDF, a photo without the tag, or EXIF that cannot be read: the capture time is a
 * help to the handler, never a reason to refuse a file.
 */
export async function readCaptureTime(path: string, type: ClaimFileType): Promise<string | null> {
  if (type === "application/pdf") return null;
  try {
    let source: Buffer | undefined;
    if (type === "image/heic") {
      source = await readFile(path);
    } else {
      const { exif } = await sharp(path).metadata();
      // sharp gives a JPEG's or WebP's block as stored, after "Exif\0\0"; exifr reads the TIFF structure itself.
      source = exif && exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
    }
    if (!source?.length) return null;
    const tags = (await exifr.parse(source, { ...PICK, pick: [...PICK.pick] })) as Record<string, unknown> | undefined;
    return captureTimeFromExif(tags?.DateTimeOriginal, tags?.OffsetTimeOriginal);
  } catch {
    return null;
  }
}

import { open, readFile, rename, rm, writeFile } from "node:fs/promises";

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import type { ClaimFileType } from "./files.ts";
import { blankHeicMetadata } from "./heic.server.ts";
import { stripJpeg, stripPng, stripWebp } from "./metadata.server.ts";

/** Enough of a file's start for every kind we take (file-type reads at most this much). */
const HEAD_BYTES = 4100;

/**
 * What a file is, by its content (magic bytes, read by the file-type
 * library): one of the five kinds a claim takes, or undefined. The name and
 * the browser's stated type play no part: a program renamed photo.png is a
 * program. HEIC photos come in several ISO-BMFF brands (heic, heix, mif1…);
 * all are taken as HEIC. AVIF, which shares the container, is not taken.
 */
export async function sniffType(head: Uint8Array): Promise<ClaimFileType | undefined> {
  const found = await fileTypeFromBuffer(head);
  switch (found?.mime) {
    case "image/jpeg":
    case "image/png":
    case "image/webp":
    case "application/pdf":
      return found.mime;
    case "image/heic":
    case "image/heif":
    case "image/heic-sequence":
    case "image/heif-sequence":
      return "image/heic";
    default:
      return undefined;
  }
}

export async function sniffFile(path: string): Promise<ClaimFileType | undefined> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return sniffType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export type LocationData = "removed" | "none" | "kept";

/** Removes metadata from each image kind without decoding it (./metadata.server.ts). */
const STRIPPERS = { "image/jpeg": stripJpeg, "image/png": stripPng, "image/webp": stripWebp } as const;

/**
 * Removes a photo's location and other metadata before it is stored
 * (decision 0024, which replaces 0012's re-encoding). A JPEG, PNG or WebP
 * loses every part of the file that can carry it (EXIF, XMP, IPTC, comments,
 * PNG text chunks, anything unknown) and keeps its picture byte for byte,
 * without being decoded, so its pixel count costs nothing; one without any
 * is stored exactly as sent. sharp reads the header first, so a file that is
 * not a picture sharp can open is refused as damaged. A HEIC photo's EXIF and
 * XMP items are blanked in place (./heic.server.ts); one whose boxes cannot
 * be read, or whose metadata lies where it cannot be blanked, is stored as
 * sent ("kept"), and the claims desk says so. A PDF is stored as sent
 * ("none"). Throws when an image is damaged. Runs in a worker thread
 * (app/lib/server/file-worker.server.ts): the work is bounded, but not the main thread's.
 */
export async function removeLocationData(path: string, type: ClaimFileType): Promise<LocationData> {
  if (type === "application/pdf") return "none";
  if (type === "image/heic") {
    const bytes = await readFile(path);
    let blanked: number;
    try {
      blanked = blankHeicMetadata(bytes);
    } catch {
      return "kept";
    }
    if (!blanked) return "none";
    await writeFile(path, bytes);
    return "removed";
  }
  // The header only: a file sharp cannot open is not a picture anyone can look at.
  await sharp(path, { failOn: "error" }).metadata();
  const { bytes, removed } = STRIPPERS[type](await readFile(path));
  if (!removed) return "none";
  const cleaned = `${path}.clean`;
  try {
    await writeFile(cleaned, bytes, { mode: 0o600 });
    await rename(cleaned, path);
  } catch (error) {
    await rm(cleaned, { force: true });
    throw error;
  }
  return "removed";
}

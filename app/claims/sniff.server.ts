import { open, readFile, rename, rm, writeFile } from "node:fs/promises";

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import type { ClaimFileType } from "./files.ts";
import { blankHeicMetadata } from "./heic.server.ts";

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

/**
 * Removes a photo's location and other metadata before it is stored
 * (decision 0012). A JPEG, PNG or WebP that carries EXIF, XMP or IPTC data is
 * decoded and encoded again without it (turned upright first, since its
 * orientation was part of what is removed; colour profile kept); one without
 * any is stored byte for byte as sent. sharp's prebuilt libvips cannot decode
 * HEIC (HEVC), so a HEIC photo's EXIF and XMP items are blanked in place
 * instead; one whose boxes cannot be read is stored as sent ("kept"), and the
 * claims desk says so. A PDF is stored as sent ("none"). Throws when an image
 * cannot be decoded: a damaged file.
 */
export async function removeLocationData(path: string, type: ClaimFileType): Promise<LocationData> {
  if (type === "application/pdf") return "none";
  if (type === "image/heic") {
    // sharp's prebuilt libvips cannot decode HEVC: the metadata items are blanked in place instead (./heic.server.ts).
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
  const metadata = await sharp(path, { failOn: "error" }).metadata();
  if (!metadata.exif && !metadata.xmp && !metadata.iptc) return "none";
  const cleaned = `${path}.clean`;
  let image = sharp(path, { failOn: "error" }).autoOrient().keepIccProfile();
  image =
    type === "image/jpeg"
      ? image.jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
      : type === "image/png"
        ? image.png()
        : image.webp({ quality: 92 });
  try {
    await image.toFile(cleaned);
    await rename(cleaned, path);
  } catch (error) {
    await rm(cleaned, { force: true });
    throw error;
  }
  return "removed";
}

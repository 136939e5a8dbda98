import sharp, { type Metadata } from "sharp";

import { imagePresets } from "#app/content/images.ts";

/**
 * The CPU-heavy half of an editor's picture upload, run in a worker thread
 * (app/lib/server/file-worker.server.ts): read the header, refuse what is too large
 * to decode before decoding anything, then encode AVIF and WebP at the scene
 * widths. It answers with a reason rather than throwing one, because an
 * error's class does not survive the way back from a worker.
 */

/** The formats taken in. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "tiff", "gif"]);
/** About 40 megapixels: larger than any camera an editor uses, small enough to resize safely. */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** libvips stops an encode that runs longer (the worker's own limit is the backstop). */
const ENCODE_SECONDS = 30;

const NOT_A_PICTURE = "This file is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF file.";

export type ResizeOutcome =
  | {
      ok: true;
      picture: {
        width: number;
        height: number;
        widths: number[];
        files: { width: number; format: "avif" | "webp"; bytes: Buffer }[];
      };
    }
  | { ok: false; message: string };

export async function resizePicture(bytes: Uint8Array): Promise<ResizeOutcome> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    // The header only (no limit here, so that a picture too large gets its own reason below).
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: NOT_A_PICTURE };
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    return { ok: false, message: NOT_A_PICTURE };
  }
  // The header's size, before a pixel is decoded: a picture 16,000 pixels square takes a gigabyte and many seconds
  // to decode. (sharp's limitInputPixels, below, is the same rule where the decoding happens.)
  if (meta.width * meta.height > MAX_PICTURE_PIXELS) {
    return {
      ok: false,
      message: `This picture is ${meta.width} × ${meta.height} pixels, more than we can resize (40 megapixels). Save it smaller and try again.`,
    };
  }
  // Turned upright by its EXIF orientation first, so width and height are as shown.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  if (width < 320) {
    return { ok: false, message: "This picture is too small: it needs to be at least 320 pixels wide." };
  }
  const preset = imagePresets.scene.widths as readonly number[];
  const widths = [...new Set([...preset.filter((w) => w <= width), Math.min(width, preset.at(-1)!)])].toSorted(
    (a, b) => a - b,
  );
  const files: { width: number; format: "avif" | "webp"; bytes: Buffer }[] = [];
  try {
    for (const w of widths) {
      const base = sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS })
        .timeout({ seconds: ENCODE_SECONDS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      // Effort 2 of 9: a tenth of the default's time on one thread (2.3 s against 25 s for a noisy 3 000 px photo's
      // three widths), for files a little larger; an editor waits for it.
      files.push({ width: w, format: "avif", bytes: await base.clone().avif({ quality: 50, effort: 2 }).toBuffer() });
      files.push({ width: w, format: "webp", bytes: await base.clone().webp({ quality: 80 }).toBuffer() });
    }
  } catch {
    return { ok: false, message: NOT_A_PICTURE };
  }
  const largest = widths.at(-1)!;
  return { ok: true, picture: { width: largest, height: Math.round((height * largest) / width), widths, files } };
}

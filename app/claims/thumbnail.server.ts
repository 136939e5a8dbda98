import sharp from "sharp";

/** The longest side of a thumbnail on the desk, in pixels: twice what the desk shows, for sharp screens. */
export const THUMBNAIL_SIZE = 320;

/** The kinds of claim file a thumbnail is made of: what sharp decodes. HEIC (HEVC) it cannot, so none is made. */
export const THUMBNAIL_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * A thumbnail of a claim's photo for the claims desk (issue 36, item 2; decision 0058), made from the stored copy,
 * whose location data was removed before it was stored: a JPEG at most 320 pixels on its longest side, turned
 * upright by the EXIF orientation the stored copy keeps, and carrying no metadata at all (sharp writes none unless
 * asked), so neither location nor capture time is in the served file. Throws on a picture it cannot open.
 * Runs in a worker thread (app/lib/server/file-worker.server.ts).
 */
export async function makeThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const output = await sharp(bytes, { failOn: "error" })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(output.buffer, output.byteOffset, output.length);
}

import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { orientation, parse } from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import type { ClaimFileType } from "./files.ts";
import { removeLocationData, sniffFile } from "./sniff.server.ts";

/**
 * Location data removed from real files written by other programs (issue 25):
 * ExifTool's own sample images and files ExifTool and ImageMagick wrote
 * (tests/fixtures/location-data/README.md says where each comes from). Each
 * is checked before and after with readers that are not ours: exifr for EXIF
 * and XMP, sharp for the picture, and a search of the bytes for what a
 * location travels as.
 */

const FIXTURES = join(import.meta.dirname, "../../tests/fixtures/location-data");
const scratch = mkdtempSync(join(tmpdir(), "location-data-"));

function copy(name: string): string {
  const path = join(scratch, `${Math.random().toString(36).slice(2)}-${name}`);
  copyFileSync(join(FIXTURES, name), path);
  return path;
}

/** What exifr finds, by block: `gps`, `iptc`, and each XMP namespace (`xmpNote`, `pdf`, …). */
async function metadata(
  path: string,
): Promise<Record<string, Record<string, unknown> | undefined> & { gps: Record<string, unknown> }> {
  const found = (await parse(readFileSync(path), {
    gps: true,
    xmp: true,
    iptc: true,
    tiff: true,
    mergeOutput: false,
  }).catch(() => undefined)) as Record<string, Record<string, unknown> | undefined> | undefined;
  return { ...found, gps: found?.gps ?? {} };
}

function has(path: string, text: string | Buffer): boolean {
  return readFileSync(path).includes(typeof text === "string" ? Buffer.from(text, "latin1") : text);
}

/** The decoded pixels, to show the picture itself is untouched. */
async function pixels(path: string): Promise<Buffer> {
  // From the bytes: sharp keeps what it read from a path, and the path's file changes.
  return sharp(readFileSync(path)).raw().toBuffer();
}

async function removed(path: string, type: ClaimFileType) {
  expect(await sniffFile(path)).toBe(type);
  const before = await pixels(path);
  expect(await removeLocationData(path, type)).toBe("removed");
  expect(await sniffFile(path)).toBe(type);
  expect((await pixels(path)).equals(before)).toBe(true);
}

describe("location data in real files", () => {
  it("JPEG: EXIF GPS and IPTC (ExifTool's GPS.jpg) go; the picture's bytes do not change", async () => {
    const path = copy("GPS.jpg");
    const before = await metadata(path);
    expect(before.gps).toMatchObject({ latitude: expect.closeTo(54.99, 2), longitude: expect.closeTo(-1.91, 2) });
    expect(before.iptc).toBeDefined();
    expect(has(path, "FreeFoto.com")).toBe(true);
    await removed(path, "image/jpeg");
    const after = await metadata(path);
    expect(after.gps).toEqual({});
    expect(after.iptc).toBeUndefined();
    expect(after.ifd0).toBeUndefined();
    expect(has(path, "FreeFoto.com")).toBe(false);
    expect(has(path, "Exif\0\0")).toBe(false);
  });

  it("JPEG: a comment (COM) with coordinates goes", async () => {
    const path = copy("gps-comment.jpg");
    expect(has(path, "28.0567 E")).toBe(true);
    await removed(path, "image/jpeg");
    expect(has(path, "28.0567")).toBe(false);
    expect((await metadata(path)).gps).toEqual({});
  });

  it("JPEG: XMP and extended XMP (ExifTool's ExtendedXMP.jpg) go", async () => {
    const path = copy("ExtendedXMP.jpg");
    expect((await metadata(path)).xmpNote).toBeDefined();
    expect(has(path, "http://ns.adobe.com/xmp/extension/")).toBe(true);
    await removed(path, "image/jpeg");
    expect((await metadata(path)).xmpNote).toBeUndefined();
    expect(has(path, "http://ns.adobe.com/xap/1.0/")).toBe(false);
    expect(has(path, "http://ns.adobe.com/xmp/extension/")).toBe(false);
  });

  it("PNG: EXIF GPS in zTXt chunks and raw profiles (ImageMagick's) go, and tEXt and iTXt XMP (ExifTool's PNG.png)", async () => {
    const ztxt = copy("gps-ztxt.png");
    expect(has(ztxt, "zTXtRaw profile type iptc")).toBe(true);
    expect(has(ztxt, "zTXtexif:GPSLatitude")).toBe(true);
    await removed(ztxt, "image/png");
    expect(has(ztxt, "zTXt")).toBe(false);
    expect(has(ztxt, "GPS")).toBe(false);

    const text = copy("PNG.png");
    expect(has(text, "tEXtcomment")).toBe(true);
    expect(has(text, "iTXtXML:com.adobe.xmp")).toBe(true);
    await removed(text, "image/png");
    expect(has(text, "tEXt")).toBe(false);
    expect(has(text, "iTXt")).toBe(false);
    expect(has(text, "xmpmeta")).toBe(false);
  });

  it("WebP: EXIF and XMP chunks (ExifTool's RIFF.webp) go, and the header no longer announces them", async () => {
    const path = copy("RIFF.webp");
    expect(has(path, "EXIF")).toBe(true);
    expect(has(path, "XMP ")).toBe(true);
    await removed(path, "image/webp");
    expect(has(path, "EXIF")).toBe(false);
    expect(has(path, "XMP ")).toBe(false);
    expect(has(path, "xmpmeta")).toBe(false);
    const meta = await sharp(readFileSync(path)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it("HEIC: the EXIF item goes, in mdat (as ExifTool writes it) or in the meta box's idat", async () => {
    for (const name of ["gps.heic", "gps-idat.heic"]) {
      const path = copy(name);
      const size = readFileSync(path).length;
      // The GPS IFD's latitude, 26° 6' 684/25", as ExifTool wrote it (three rationals, big-endian).
      const latitude = Buffer.from("0000001a000000010000000600000001000002ac00000019", "hex");
      expect(has(path, latitude), name).toBe(true);
      expect(has(path, "Exif\0\0MM\0*"), name).toBe(true);
      expect(await removeLocationData(path, "image/heic"), name).toBe("removed");
      expect(has(path, latitude), name).toBe(false);
      // The EXIF item's payload: its TIFF header follows "Exif\0\0".
      expect(has(path, "Exif\0\0MM\0*"), name).toBe(false);
      expect(readFileSync(path).length, name).toBe(size);
      expect(await sniffFile(path), name).toBe("image/heic");
    }
  });

  it("a photo whose picture needs its EXIF orientation keeps that alone", async () => {
    const path = join(scratch, "rotated.jpg");
    await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c84" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 6/1 0/1" } })
      .toFile(path);
    expect((await metadata(path)).gps).toMatchObject({ GPSLatitude: [26, 6, 0] });
    expect(await orientation(readFileSync(path))).toBe(6);
    expect(await removeLocationData(path, "image/jpeg")).toBe("removed");
    expect((await metadata(path)).gps).toEqual({});
    expect(await orientation(readFileSync(path))).toBe(6);
    const meta = await sharp(readFileSync(path)).autoOrient().toBuffer({ resolveWithObject: true });
    expect([meta.info.width, meta.info.height]).toEqual([20, 40]);
  });
});

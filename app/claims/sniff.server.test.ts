import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  heicStart,
  heicWithExif,
  jpegWithLocation,
  pdfDocument,
  photoPng,
  program,
} from "#tests/fixtures/claim-files.ts";
import { removeLocationData, sniffFile, sniffType } from "./sniff.server.ts";

const scratch = mkdtempSync(join(tmpdir(), "sniff-test-"));
let n = 0;
function onDisk(bytes: Buffer): string {
  const path = join(scratch, `f${n++}`);
  writeFileSync(path, bytes);
  return path;
}

describe("content sniffing", () => {
  it("knows the five kinds by their bytes", async () => {
    expect(await sniffType(await photoPng())).toBe("image/png");
    expect(await sniffType(await jpegWithLocation())).toBe("image/jpeg");
    expect(
      await sniffType(
        await sharp(await photoPng())
          .webp()
          .toBuffer(),
      ),
    ).toBe("image/webp");
    expect(await sniffType(await pdfDocument())).toBe("application/pdf");
    expect(await sniffType(heicStart("heic"))).toBe("image/heic");
    expect(await sniffType(heicStart("heix"))).toBe("image/heic");
    expect(await sniffFile(onDisk(await pdfDocument()))).toBe("application/pdf");
  });

  it("refuses anything else, whatever it is called", async () => {
    expect(await sniffType(program())).toBeUndefined();
    expect(await sniffFile(onDisk(program()))).toBeUndefined();
    expect(await sniffType(Buffer.from("<html><script>alert(1)</script></html>"))).toBeUndefined();
    expect(await sniffType(Buffer.from("PK\u0003\u0004 a zip archive"))).toBeUndefined();
    expect(
      await sniffType(
        await sharp(await photoPng())
          .gif()
          .toBuffer(),
      ),
    ).toBeUndefined();
    expect(await sniffType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("location data", () => {
  it("is removed from a JPEG that carries it", async () => {
    const path = onDisk(await jpegWithLocation());
    expect((await sharp(path).metadata()).exif).toBeDefined();
    expect(await removeLocationData(path, "image/jpeg")).toBe("removed");
    const after = await sharp(path).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.format).toBe("jpeg");
    expect(readFileSync(path).includes(Buffer.from("Kopano test camera"))).toBe(false);
  });

  it("leaves a photo without metadata byte for byte", async () => {
    const bytes = await photoPng();
    const path = onDisk(bytes);
    expect(await removeLocationData(path, "image/png")).toBe("none");
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it("blanks a HEIC photo's EXIF in place (it cannot be decoded here); PDFs are left alone", async () => {
    const heic = onDisk(heicWithExif().bytes);
    expect(await removeLocationData(heic, "image/heic")).toBe("removed");
    expect(readFileSync(heic).includes(Buffer.from("GPSLatitude"))).toBe(false);
    expect(await removeLocationData(onDisk(heicStart()), "image/heic")).toBe("none");
    const broken = heicWithExif().bytes.subarray(0, 60);
    expect(await removeLocationData(onDisk(broken), "image/heic")).toBe("kept");
    expect(await removeLocationData(onDisk(await pdfDocument()), "application/pdf")).toBe("none");
  });

  it("throws for an image that cannot be decoded", async () => {
    const broken = Buffer.concat([(await photoPng()).subarray(0, 60), Buffer.alloc(100)]);
    await expect(removeLocationData(onDisk(broken), "image/png")).rejects.toThrow(/\w/);
  });
});

import { describe, expect, it } from "vitest";

import { heicStart, heicWithExif } from "#tests/fixtures/claim-files.ts";
import { blankHeicMetadata } from "./heic.server.ts";
import { sniffType } from "./sniff.server.ts";

function box(type: string, content: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, content]);
}

describe("HEIC metadata", () => {
  it("blanks the EXIF item (and its GPS) in place, leaving the picture and every offset as they were", async () => {
    const { bytes, image, exif } = heicWithExif();
    const picture = Buffer.from(bytes.subarray(...image));
    expect(bytes.includes(Buffer.from("GPSLatitude"))).toBe(true);
    const length = bytes.length;
    expect(blankHeicMetadata(bytes)).toBe(1);
    expect(bytes.length).toBe(length);
    expect(bytes.includes(Buffer.from("GPSLatitude"))).toBe(false);
    expect(bytes.subarray(...exif).every((b) => b === 0)).toBe(true);
    expect(bytes.subarray(...image).equals(picture)).toBe(true);
    expect(await sniffType(bytes)).toBe("image/heic");
  });

  it("leaves a file without a meta box alone, and refuses boxes that run past the file", () => {
    const start = heicStart();
    const copy = Buffer.from(start);
    expect(blankHeicMetadata(copy)).toBe(0);
    expect(copy.equals(start)).toBe(true);
    const { bytes } = heicWithExif();
    expect(() => blankHeicMetadata(bytes.subarray(0, 60))).toThrow(/runs past/);
  });

  it("refuses, at once, an iloc that names thousands of empty extents (the crafted file of issue 25)", () => {
    const full = (type: string, ...parts: Buffer[]) => box(type, Buffer.concat([Buffer.alloc(4), ...parts]));
    // Item 1 is EXIF; iloc version 0 with every field size 0, so each 6-byte entry (of item 2) asks for 65,535
    // extents that take no bytes to read.
    const infe = Buffer.concat([Buffer.from([2, 0, 0, 0, 0, 1, 0, 0]), Buffer.from("Exif\0", "latin1")]);
    const entries = 60_000;
    const iloc = Buffer.alloc(4 + entries * 6);
    iloc.writeUInt16BE(0, 0);
    iloc.writeUInt16BE(entries, 2);
    for (let i = 0; i < entries; i++) {
      iloc.writeUInt16BE(2, 4 + i * 6);
      iloc.writeUInt16BE(0xffff, 8 + i * 6);
    }
    const crafted = Buffer.concat([
      heicStart().subarray(0, 24),
      full("meta", full("iinf", Buffer.from([0, 1]), box("infe", infe)), full("iloc", iloc)),
    ]);
    expect(crafted.length).toBeGreaterThan(350_000);
    const started = performance.now();
    expect(() => blankHeicMetadata(crafted)).toThrow(/extents/);
    expect(performance.now() - started).toBeLessThan(1000);
  }, 10_000);
});

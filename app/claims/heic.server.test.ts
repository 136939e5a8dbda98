import { describe, expect, it } from "vitest";

import { heicStart, heicWithExif } from "#tests/fixtures/claim-files.ts";
import { blankHeicMetadata } from "./heic.server.ts";
import { sniffType } from "./sniff.server.ts";

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
});

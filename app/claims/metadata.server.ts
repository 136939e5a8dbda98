/**
 * Removes metadata from JPEG, PNG and WebP files without decoding them
 * (decision 0024): the parts of the file that can carry where a photo was
 * taken are dropped and every other byte is kept as sent, so the picture is
 * exactly the one the claimant took, and the work is one pass over the bytes
 * however many pixels the header claims. Each format keeps only the parts it
 * needs to show the picture as intended (its pixels, colour profile, and the
 * EXIF orientation, which is written back alone); everything else goes,
 * including parts we do not know, since any of them could hold a location.
 * Each function throws on a file whose structure does not add up.
 */

import { crc32 } from "node:zlib";

export interface Stripped {
  bytes: Buffer;
  /** Whether anything was dropped (a file without metadata comes back byte for byte). */
  removed: boolean;
}

export class MalformedFile extends Error {}

function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new MalformedFile(what);
}

// ---------------------------------------------------------------------------------------------------------------
// EXIF orientation: the one EXIF value a picture needs to be shown upright.

/** The EXIF orientation (2–8) a TIFF-structured EXIF block (optionally after "Exif\0\0") holds, or 1. */
export function exifOrientation(exif: Buffer): number {
  let tiff = exif;
  if (tiff.subarray(0, 6).toString("latin1") === "Exif\0\0") tiff = tiff.subarray(6);
  if (tiff.length < 8) return 1;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  // Each entry is 12 bytes: the count cannot ask for more than the block holds.
  const count = Math.min(u16(ifd), Math.floor((tiff.length - ifd - 2) / 12));
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8);
    return value >= 2 && value <= 8 ? value : 1;
  }
  return 1;
}

/** A TIFF-structured EXIF block holding the orientation and nothing else. */
export function orientationOnlyExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

// ---------------------------------------------------------------------------------------------------------------
// JPEG: a run of marker segments, then the entropy-coded scans, to EOI.

/** The markers read here (each follows a 0xff byte). */
const JPEG = { SOI: 0xd8, EOI: 0xd9, APP0: 0xe0, APP1: 0xe1, APP2: 0xe2, APP14: 0xee, APP15: 0xef, COM: 0xfe } as const;

/** Application segments a picture needs: JFIF, its ICC profile, Adobe's colour transform. The rest is metadata. */
function keptApplicationSegment(marker: number, body: Buffer): boolean {
  if (marker === JPEG.APP0) return true;
  if (marker === JPEG.APP2) return body.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0";
  if (marker === JPEG.APP14) return body.subarray(0, 5).toString("latin1") === "Adobe";
  return false;
}

/**
 * Drops a JPEG's APP1 (EXIF, XMP, extended XMP), APP13 (IPTC, Photoshop), every other application segment but
 * JFIF, ICC and Adobe, its comments (COM), and anything after the end of the picture (where phones append more
 * pictures, each with its own EXIF). An EXIF orientation other than upright is written back alone.
 */
export function stripJpeg(input: Buffer): Stripped {
  need(input.length >= 4 && input[0] === 0xff && input[1] === JPEG.SOI, "No JPEG start");
  const parts: Buffer[] = [input.subarray(0, 2)];
  let removed = false;
  let orientation = 1;
  let at = 2;
  let ended = false;
  while (at < input.length) {
    // Between segments, or within a scan: find the next marker (0xFF not followed by 0x00, a fill byte or RSTn).
    const scanStart = at;
    let marker = -1;
    while (at < input.length) {
      const ff = input.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= input.length) {
        at = input.length;
        break;
      }
      const next = input[ff + 1]!;
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        at = ff + 1;
        continue;
      }
      marker = next;
      at = ff;
      break;
    }
    if (at > scanStart) parts.push(input.subarray(scanStart, at));
    if (marker < 0) break;
    if (marker === JPEG.EOI) {
      parts.push(input.subarray(at, at + 2));
      ended = at + 2 < input.length;
      at += 2;
      break;
    }
    need(at + 4 <= input.length, "A JPEG segment runs past the file");
    const length = input.readUInt16BE(at + 2);
    need(length >= 2 && at + 2 + length <= input.length, "A JPEG segment runs past the file");
    const end = at + 2 + length;
    const body = input.subarray(at + 4, end);
    const metadata =
      marker === JPEG.COM || (marker >= JPEG.APP0 && marker <= JPEG.APP15 && !keptApplicationSegment(marker, body));
    if (metadata) {
      removed = true;
      if (marker === JPEG.APP1 && body.subarray(0, 6).toString("latin1") === "Exif\0\0" && orientation === 1) {
        orientation = exifOrientation(body);
      }
    } else {
      parts.push(input.subarray(at, end));
    }
    // After SOS's header come its entropy-coded data: the marker search above copies them through.
    at = end;
  }
  if (ended) removed = true;
  if (!removed) return { bytes: input, removed };
  if (orientation !== 1) {
    const exif = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), orientationOnlyExif(orientation)]);
    const header = Buffer.from([0xff, JPEG.APP1, 0, 0]);
    header.writeUInt16BE(exif.length + 2, 2);
    // After SOI and any JFIF segment, where readers look for EXIF.
    const jfif = parts[1]?.[1] === JPEG.APP0 ? 2 : 1;
    parts.splice(jfif, 0, header, exif);
  }
  return { bytes: Buffer.concat(parts), removed };
}

// ---------------------------------------------------------------------------------------------------------------
// PNG: a signature, then chunks (length, type, data, CRC).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The chunks a PNG (or APNG) needs to be shown as intended. Not here, and dropped: tEXt, zTXt and iTXt (where
 * EXIF travels as "Raw profile type exif" and XMP as "XML:com.adobe.xmp"), eXIf, tIME, and any private chunk.
 */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

export function stripPng(input: Buffer): Stripped {
  need(input.subarray(0, 8).equals(PNG_SIGNATURE), "No PNG signature");
  const parts: Buffer[] = [PNG_SIGNATURE];
  let removed = false;
  let orientation = 1;
  let at = 8;
  let ended = false;
  while (at < input.length) {
    need(at + 12 <= input.length, "A PNG chunk runs past the file");
    const length = input.readUInt32BE(at);
    const type = input.toString("latin1", at + 4, at + 8);
    need(/^[A-Za-z]{4}$/.test(type), "A PNG chunk without a type");
    const end = at + 12 + length;
    need(end <= input.length, "A PNG chunk runs past the file");
    if (PNG_KEPT.has(type)) {
      if (type === "IDAT" && orientation !== 1 && !parts.some((p) => p.toString("latin1", 4, 8) === "eXIf")) {
        parts.push(pngChunk("eXIf", orientationOnlyExif(orientation)));
      }
      parts.push(input.subarray(at, end));
    } else {
      // An unknown critical chunk (upper-case first letter) is part of the picture, and we cannot vouch for it.
      need(type[0]! >= "a", `An unknown critical PNG chunk ${type}`);
      removed = true;
      if (type === "eXIf") orientation = exifOrientation(input.subarray(at + 8, end - 4));
    }
    at = end;
    if (type === "IEND") {
      ended = true;
      break;
    }
  }
  need(ended, "A PNG without its end");
  if (at < input.length) removed = true;
  return removed ? { bytes: Buffer.concat(parts), removed } : { bytes: input, removed };
}

// ---------------------------------------------------------------------------------------------------------------
// WebP: a RIFF container of chunks (four-character type, little-endian size, data padded to an even length).

/** The chunks a WebP needs; EXIF, "XMP " and anything else are dropped. */
const WEBP_KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

export function stripWebp(input: Buffer): Stripped {
  need(
    input.length >= 12 && input.toString("latin1", 0, 4) === "RIFF" && input.toString("latin1", 8, 12) === "WEBP",
    "No WebP header",
  );
  const riffEnd = Math.min(input.length, 8 + input.readUInt32LE(4));
  const chunks: Buffer[] = [];
  let removed = riffEnd < input.length;
  let orientation = 1;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = input.toString("latin1", at, at + 4);
    const size = input.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    need(at + 8 + size <= riffEnd, "A WebP chunk runs past the file");
    if (WEBP_KEPT.has(type)) {
      chunks.push(Buffer.from(input.subarray(at, Math.min(end, riffEnd))));
    } else {
      removed = true;
      if (type === "EXIF") orientation = exifOrientation(input.subarray(at + 8, at + 8 + size));
    }
    at = end;
  }
  need(at >= riffEnd, "A WebP chunk runs past the file");
  if (!removed) return { bytes: input, removed };
  const vp8x = chunks.find((c) => c.toString("latin1", 0, 4) === "VP8X");
  if (vp8x) {
    vp8x[8]! &= ~(VP8X_EXIF | VP8X_XMP);
    if (orientation !== 1) {
      vp8x[8]! |= VP8X_EXIF;
      const exif = orientationOnlyExif(orientation);
      const header = Buffer.alloc(8);
      header.write("EXIF", 0, "latin1");
      header.writeUInt32LE(exif.length, 4);
      chunks.push(header, exif);
    }
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  header.write("WEBP", 8, "latin1");
  return { bytes: Buffer.concat([header, body]), removed };
}

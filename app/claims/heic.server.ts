/**
 * Blanks the metadata items of a HEIC photo in place (decision 0012): the
 * EXIF item (which holds GPS) and XMP items (`mime` items of
 * application/rdf+xml), found through the `meta` box's item information
 * (`iinf`) and locations (`iloc`), have their bytes overwritten with zeros.
 * Nothing moves, so every offset in the file stays right and the picture is
 * untouched; readers find an EXIF item with nothing in it. Returns how many
 * items were blanked, or throws on a file whose boxes do not add up.
 */

interface Box {
  type: string;
  /** Where the box's content starts (after its header), and where the box ends. */
  start: number;
  end: number;
}

function* boxes(buffer: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = buffer.readUInt32BE(at);
    const type = buffer.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new Error(`A ${type} box runs past its container`);
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

function readUInt(buffer: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 4) return buffer.readUInt32BE(at);
  if (bytes === 8) return Number(buffer.readBigUInt64BE(at));
  if (bytes === 2) return buffer.readUInt16BE(at);
  throw new Error(`A field of ${bytes} bytes`);
}

/** The ids of the items that carry metadata (EXIF, XMP). */
function metadataItems(buffer: Buffer, iinf: Box): Set<number> {
  const version = buffer[iinf.start]!;
  const first = iinf.start + 4 + (version === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const infe of boxes(buffer, first, iinf.end)) {
    if (infe.type !== "infe") continue;
    const v = buffer[infe.start]!;
    if (v < 2) continue;
    let at = infe.start + 4;
    const id = v === 2 ? buffer.readUInt16BE(at) : buffer.readUInt32BE(at);
    at += (v === 2 ? 2 : 4) + 2;
    const itemType = buffer.toString("latin1", at, at + 4);
    at += 4;
    if (itemType === "Exif") ids.add(id);
    if (itemType === "mime") {
      const nameEnd = buffer.indexOf(0, at);
      const typeEnd = buffer.indexOf(0, nameEnd + 1);
      const contentType = buffer.toString("latin1", nameEnd + 1, typeEnd > 0 ? typeEnd : infe.end);
      if (/rdf\+xml|xmp/i.test(contentType)) ids.add(id);
    }
  }
  return ids;
}

/** Zeroes the file-offset extents of the given items, as `iloc` places them. */
function blankItems(buffer: Buffer, iloc: Box, ids: Set<number>): number {
  const version = buffer[iloc.start]!;
  let at = iloc.start + 4;
  const sizes = buffer.readUInt16BE(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseOffsetSize = (sizes >> 4) & 15;
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  const count = version < 2 ? buffer.readUInt16BE(at) : buffer.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  let blanked = 0;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? buffer.readUInt16BE(at) : buffer.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = buffer.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = readUInt(buffer, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = buffer.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUInt(buffer, at, offsetSize);
      at += offsetSize;
      const length = readUInt(buffer, at, lengthSize);
      at += lengthSize;
      // Construction method 0: an offset in the file. (1 and 2, data inside `idat` or another item, carry no EXIF
      // in files phones write; they are left as they are.)
      if (!ids.has(id) || method !== 0) continue;
      const start = base + offset;
      const end = length === 0 ? buffer.length : start + length;
      if (start < 0 || end > buffer.length || start > end) throw new Error("An item lies outside the file");
      buffer.fill(0, start, end);
      blanked++;
    }
  }
  return blanked;
}

export function blankHeicMetadata(buffer: Buffer): number {
  const meta = [...boxes(buffer, 0, buffer.length)].find((b) => b.type === "meta");
  if (!meta) return 0;
  // `meta` is a full box: version and flags before its children.
  const children = [...boxes(buffer, meta.start + 4, meta.end)];
  const iinf = children.find((b) => b.type === "iinf");
  const iloc = children.find((b) => b.type === "iloc");
  if (!iinf || !iloc) return 0;
  const ids = metadataItems(buffer, iinf);
  return ids.size ? blankItems(buffer, iloc, ids) : 0;
}

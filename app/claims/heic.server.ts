/**
 * Blanks the metadata items of a HEIC photo in place (decisions 0012, 0024):
 * the EXIF item (which holds GPS) and XMP items (`mime` items of
 * application/rdf+xml), found through the `meta` box's item information
 * (`iinf`) and locations (`iloc`), have their bytes overwritten with zeros,
 * wherever `iloc` puts them: in the file (`mdat`) or in the `meta` box's own
 * item data (`idat`). An XMP `uuid` box at the top level is blanked too.
 * Nothing moves, so every offset in the file stays right and the picture is
 * untouched; readers find an EXIF item with nothing in it. Returns how many
 * extents were blanked, or throws on a file whose boxes do not add up, or
 * whose metadata lies where it cannot be blanked (in another item, or in a
 * `moov` image sequence): such a file is kept as sent and marked so.
 *
 * Every loop is bounded by the bytes it reads, and the extents by a fixed
 * count: a crafted `iloc` can name 65,535 empty extents per item (issue 25).
 */

/** Far more extents than any camera writes (an iPhone photo has about fifty items of one extent each). */
const MAX_EXTENTS = 4096;

/** The `uuid` box type Adobe's XMP uses in ISO-BMFF files. */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";

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
      if (at + 16 > to) throw new Error(`A ${type} box runs past its container`);
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

/** Reads fields in order within one box, refusing to read past its end. */
class Reader {
  private readonly buffer: Buffer;
  private readonly end: number;
  at: number;

  constructor(buffer: Buffer, at: number, end: number) {
    this.buffer = buffer;
    this.at = at;
    this.end = end;
  }

  uint(bytes: number): number {
    if (this.at + bytes > this.end) throw new Error("A field runs past its box");
    const at = this.at;
    this.at += bytes;
    if (bytes === 0) return 0;
    if (bytes === 1) return this.buffer[at]!;
    if (bytes === 2) return this.buffer.readUInt16BE(at);
    if (bytes === 4) return this.buffer.readUInt32BE(at);
    if (bytes === 8) return Number(this.buffer.readBigUInt64BE(at));
    throw new Error(`A field of ${bytes} bytes`);
  }
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
    const read = new Reader(buffer, infe.start + 4, infe.end);
    const id = read.uint(v === 2 ? 2 : 4);
    read.uint(2); // protection index
    if (read.at + 4 > infe.end) throw new Error("An item without its type");
    const itemType = buffer.toString("latin1", read.at, read.at + 4);
    const at = read.at + 4;
    if (itemType === "Exif") ids.add(id);
    if (itemType === "mime") {
      const nameEnd = buffer.indexOf(0, at);
      const typeEnd = nameEnd < 0 || nameEnd >= infe.end ? -1 : buffer.indexOf(0, nameEnd + 1);
      const contentType =
        nameEnd < 0 || nameEnd >= infe.end
          ? ""
          : buffer.toString("latin1", nameEnd + 1, typeEnd > 0 && typeEnd < infe.end ? typeEnd : infe.end);
      if (/rdf\+xml|xmp/i.test(contentType)) ids.add(id);
    }
  }
  return ids;
}

/** Zeroes the extents of the given items, in the file or in `idat`, as `iloc` places them. */
function blankItems(buffer: Buffer, iloc: Box, idat: Box | undefined, ids: Set<number>): number {
  const version = buffer[iloc.start]!;
  if (version > 2) throw new Error(`An iloc box of version ${version}`);
  const read = new Reader(buffer, iloc.start + 4, iloc.end);
  const sizes = read.uint(2);
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseOffsetSize = (sizes >> 4) & 15;
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  const count = read.uint(version < 2 ? 2 : 4);
  let extentsSeen = 0;
  let blanked = 0;
  for (let i = 0; i < count; i++) {
    const id = read.uint(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? read.uint(2) & 15 : 0;
    read.uint(2); // data_reference_index
    const base = read.uint(baseOffsetSize);
    const extents = read.uint(2);
    extentsSeen += extents;
    if (extentsSeen > MAX_EXTENTS) throw new Error("More extents than any photo has");
    for (let e = 0; e < extents; e++) {
      read.uint(indexSize);
      const offset = read.uint(offsetSize);
      const length = read.uint(lengthSize);
      if (!ids.has(id)) continue;
      // Construction method 0: an offset in the file; 1: in the meta box's idat; 2: in another item.
      let from = 0;
      let to = buffer.length;
      if (method === 1) {
        if (!idat) throw new Error("An item in idat without an idat box");
        from = idat.start;
        to = idat.end;
      } else if (method !== 0) {
        throw new Error("Metadata built from another item");
      }
      const start = from + base + offset;
      const end = length === 0 ? to : start + length;
      if (start > end || end > to) throw new Error("An item lies outside its container");
      buffer.fill(0, start, end);
      blanked++;
    }
  }
  return blanked;
}

export function blankHeicMetadata(buffer: Buffer): number {
  const top = [...boxes(buffer, 0, buffer.length)];
  // An image sequence keeps its own metadata (and where it was taken) in its movie box.
  if (top.some((b) => b.type === "moov")) throw new Error("An image sequence");
  let blanked = 0;
  for (const uuid of top) {
    if (uuid.type !== "uuid" || uuid.end - uuid.start < 16) continue;
    if (buffer.toString("hex", uuid.start, uuid.start + 16) !== XMP_UUID) continue;
    buffer.fill(0, uuid.start + 16, uuid.end);
    blanked++;
  }
  const meta = top.find((b) => b.type === "meta");
  if (!meta) return blanked;
  // `meta` is a full box: version and flags before its children.
  const children = [...boxes(buffer, meta.start + 4, meta.end)];
  const iinf = children.find((b) => b.type === "iinf");
  const iloc = children.find((b) => b.type === "iloc");
  const idat = children.find((b) => b.type === "idat");
  if (!iinf || !iloc) return blanked;
  const ids = metadataItems(buffer, iinf);
  return blanked + (ids.size ? blankItems(buffer, iloc, idat, ids) : 0);
}

/**
 * MediaRecorder writes WebM for live streaming: no Duration in the segment's
 * Info, so players show no length and cannot seek well. This adds the
 * Duration, measured from the last frame's timestamp, without re-encoding.
 */

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  seekHead: 0x114d9b74,
  cues: 0x1c53bb6b,
};

interface Element {
  id: number;
  /** Offset of the element's first byte, of its data, and of its end (Infinity for unknown size). */
  start: number;
  dataStart: number;
  end: number;
}

function readVint(
  buf: Uint8Array,
  pos: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } {
  const first = buf[pos]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`Bad EBML length at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

function readElement(buf: Uint8Array, pos: number): Element {
  const id = readVint(buf, pos, true);
  const size = readVint(buf, pos + id.length, false);
  const dataStart = pos + id.length + size.length;
  return { id: id.value, start: pos, dataStart, end: size.unknown ? Infinity : dataStart + size.value };
}

function children(buf: Uint8Array, from: number, to: number): Element[] {
  const out: Element[] = [];
  let pos = from;
  const limit = Math.min(to, buf.length);
  while (pos < limit) {
    const el = readElement(buf, pos);
    out.push(el);
    if (el.end === Infinity) break;
    pos = el.end;
  }
  return out;
}

function readUint(buf: Uint8Array, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 256 + buf[i]!;
  return v;
}

/**
 * The timestamp (in timecode units) just after the last frame. A flat walk: it
 * steps into each Cluster (whose size MediaRecorder leaves unknown) and over
 * everything else, reading cluster timecodes and block timestamps.
 */
function lastTimestamp(buf: Uint8Array, segmentData: number): number {
  let last = 0;
  let frameStep = 0;
  let clusterTime = 0;
  let pos = segmentData;
  while (pos < buf.length) {
    const el = readElement(buf, pos);
    if (el.id === ID.cluster || el.id === ID.blockGroup) {
      pos = el.dataStart;
      continue;
    }
    if (el.end === Infinity) break;
    if (el.id === ID.timecode) clusterTime = readUint(buf, el.dataStart, el.end);
    if (el.id === ID.simpleBlock || el.id === ID.block) {
      const track = readVint(buf, el.dataStart, false);
      const rel = new DataView(buf.buffer, buf.byteOffset + el.dataStart + track.length, 2).getInt16(0);
      const time = clusterTime + rel;
      if (time > last) {
        frameStep = time - last;
        last = time;
      }
    }
    pos = el.end;
  }
  return last + Math.min(frameStep || 33, 40);
}

function encodeSize(size: number): Uint8Array {
  // Always 8 bytes: 0x01 marker then a 7-byte big-endian value.
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let v = size;
  for (let i = 7; i >= 1; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

/** Returns the file with a Duration in its Info (or unchanged if it has one), and the duration in seconds. */
export function withDuration(input: Uint8Array): { data: Uint8Array; seconds: number } {
  const top = children(input, 0, input.length);
  const segment = top.find((el) => el.id === ID.segment);
  if (!segment) throw new Error("No WebM segment");
  const level1 = children(input, segment.dataStart, segment.end);
  if (level1.some((el) => el.id === ID.seekHead || el.id === ID.cues)) {
    throw new Error("WebM has a SeekHead or Cues; adding a Duration would shift their offsets");
  }
  const info = level1.find((el) => el.id === ID.info);
  if (!info || info.end === Infinity) throw new Error("No WebM segment Info");
  const infoChildren = children(input, info.dataStart, info.end);
  const scaleEl = infoChildren.find((el) => el.id === ID.timecodeScale);
  const scale = scaleEl ? readUint(input, scaleEl.dataStart, scaleEl.end) : 1_000_000;
  const units = lastTimestamp(input, segment.dataStart);
  const seconds = (units * scale) / 1e9;
  if (infoChildren.some((el) => el.id === ID.duration)) return { data: input, seconds };

  const duration = new Uint8Array(11);
  duration[0] = 0x44;
  duration[1] = 0x89;
  duration[2] = 0x88;
  new DataView(duration.buffer).setFloat64(3, units);
  const body = input.subarray(info.dataStart, info.end);
  const infoId = input.subarray(info.start, info.start + 4);
  const newInfo = new Uint8Array(4 + 8 + body.length + duration.length);
  newInfo.set(infoId, 0);
  newInfo.set(encodeSize(body.length + duration.length), 4);
  newInfo.set(body, 12);
  newInfo.set(duration, 12 + body.length);

  const grow = newInfo.length - (info.end - info.start);
  const out = new Uint8Array(input.length + grow);
  out.set(input.subarray(0, info.start), 0);
  out.set(newInfo, info.start);
  out.set(input.subarray(info.end), info.start + newInfo.length);
  if (segment.end !== Infinity) {
    // A known segment size grows with the Info; rewrite it in place (same length of size field).
    const idLen = readVint(input, segment.start, true).length;
    const sizeField = readVint(input, segment.start + idLen, false);
    let v = segment.end - segment.dataStart + grow;
    for (let i = sizeField.length - 1; i >= 1; i--) {
      out[segment.start + idLen + i] = v % 256;
      v = Math.floor(v / 256);
    }
    out[segment.start + idLen] = (0x80 >> (sizeField.length - 1)) | v;
  }
  return { data: out, seconds };
}

import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";

/**
 * A photo's capture time (issue 36, item 2; decision 0058), as the desk keeps and shows it. Cameras write
 * EXIF's DateTimeOriginal as their clock read it ("2026:12:03 14:12:05") and, since EXIF 2.31, the clock's
 * offset from UTC beside it (OffsetTimeOriginal, "+02:00"). Kept as ISO 8601 text with the offset when there is
 * one: without it, the moment is not known, only the camera's wall clock.
 */

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** EXIF's DateTimeOriginal and OffsetTimeOriginal as ISO 8601 text, or null when they are not a real time. */
export function captureTimeFromExif(dateTime: unknown, offset: unknown): string | null {
  const match = typeof dateTime === "string" ? EXIF_TIME.exec(dateTime.trim()) : null;
  if (!match) return null;
  const [, year, , , hour, minute, second] = match.map(Number) as number[];
  // Cameras write zeros ("0000:00:00 00:00:00") or spaces when their clock was never set.
  if (year! < 1990 || year! > 2100 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const wall = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
  // Date.parse rolls 2026-02-31 over into March: only a day that exists is a date.
  const asUtc = new Date(`${wall}Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 19) !== wall) return null;
  const zone = typeof offset === "string" ? OFFSET.exec(offset.trim()) : null;
  if (!zone || Number(zone[2]) > 14 || Number(zone[3]) > 59) return wall;
  return `${wall}${zone[0]}`;
}

/**
 * How the desk shows a capture time: "Taken 3 December 2026, 14:12" in South African time when the camera wrote
 * its offset; otherwise the camera's clock as it read, said so.
 */
export function takenText(takenAt: string): string {
  if (/[+-]\d{2}:\d{2}$/.test(takenAt)) {
    const local = southAfricanTime(takenAt);
    return `Taken ${formatDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
  }
  return `Taken ${formatDate(takenAt.slice(0, 10))}, ${takenAt.slice(11, 16)} (by the camera's clock; its time zone is not recorded)`;
}

/**
 * South African time, in one place: what day and hour a moment is in South
 * Africa, and the moment a day or a typed time starts there. The zone is
 * Africa/Johannesburg, read through Intl (server and browser alike), never an
 * offset written by hand. Business days, which need the public holidays, are
 * in business-days.server.ts.
 */
export const SOUTH_AFRICA = "Africa/Johannesburg";

const DAY_MS = 24 * 3600_000;

const parts = new Intl.DateTimeFormat("en-ZA", {
  timeZone: SOUTH_AFRICA,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock reading of a moment in South Africa: "2026-11-21T10:30:05". */
function wallClock(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** The moment a South African wall-clock time ("2026-11-21T10:30:00") happens; NaN when it cannot be read. */
function fromWallClock(local: string): number {
  const asUtc = Date.parse(`${local}Z`);
  if (Number.isNaN(asUtc)) return Number.NaN;
  // The zone's offset at that moment: the wall clock there, read as if it were UTC, less the moment itself.
  const offset = Date.parse(`${wallClock(asUtc)}Z`) - asUtc;
  return asUtc - offset;
}

/** A moment as South Africans read it: "2026-11-21 10:30". */
export function southAfricanTime(moment: Date | string): string {
  const ms = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  return wallClock(ms).slice(0, 16).replace("T", " ");
}

/** The South African calendar day of a moment: "2026-11-21". */
export function southAfricanDay(moment: Date): string {
  return wallClock(moment.getTime()).slice(0, 10);
}

/** A calendar day so many days after (or before) another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar day so many days after a moment's South African day, e.g. a validity of 30 days. */
export function daysAfter(moment: Date, days: number): string {
  return addDays(southAfricanDay(moment), days);
}

/**
 * A day as a South African types it into a date field ("2026-11-21"), as the
 * moment it starts in South Africa. Anything that is not a real date between
 * 2000 and 2100 is undefined: a filter ignores it rather than failing.
 */
export function southAfricanDayStart(value: string | null | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2100) return undefined;
  const ms = fromWallClock(`${value}T00:00:00`);
  // Date.parse rolls 2026-02-31 over into March: only a day that exists is a date.
  if (Number.isNaN(ms) || southAfricanDay(new Date(ms)) !== value) return undefined;
  return new Date(ms);
}

/** The moment the day after `value` starts, for "up to and including this day". */
export function southAfricanDayEnd(value: string | null | undefined): Date | undefined {
  const start = southAfricanDayStart(value);
  return start && southAfricanDayStart(addDays(value!, 1));
}

/**
 * A time typed in South African time ("2026-11-24T18:30", from a
 * datetime-local field) as a moment. Undefined when it cannot be read.
 */
export function southAfricanMoment(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const ms = fromWallClock(value.length === 16 ? `${value}:00` : value);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

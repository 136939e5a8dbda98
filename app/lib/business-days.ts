/**
 * South African working days, for service targets ("two business days"):
 * Monday to Friday, less the public holidays of the Public Holidays Act (a
 * holiday on a Sunday moves to the Monday). Dates are days in South Africa
 * (SAST, UTC+2 all year), so a request at 23:30 on a Friday counts from the
 * Monday.
 */

const DAY_MS = 24 * 3600_000;
const SAST_MS = 2 * 3600_000;

/** Easter Sunday (Anonymous Gregorian algorithm), as "YYYY-MM-DD". */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

const holidayCache = new Map<number, Set<string>>();

/** The year's public holidays, with a Sunday holiday observed on the Monday. */
export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed = ["01-01", "03-21", "04-27", "05-01", "06-16", "08-09", "09-24", "12-16", "12-25", "12-26"].map(
    (md) => `${year}-${md}`,
  );
  const easter = easterSunday(year);
  const days = new Set<string>([addDays(easter, -2), addDays(easter, 1)]);
  for (const day of fixed) {
    days.add(day);
    if (weekday(day) === 0) days.add(addDays(day, 1));
  }
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(day: string): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
}

/** The South African calendar day of a moment. */
export function southAfricanDay(moment: Date): string {
  return new Date(moment.getTime() + SAST_MS).toISOString().slice(0, 10);
}

/**
 * Whole business days between two moments: a request made on a Monday and
 * looked at on the Wednesday is 2 business days old; weekends and public
 * holidays in between do not count.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  let day = southAfricanDay(from);
  const end = southAfricanDay(to);
  let count = 0;
  while (day < end) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) count++;
  }
  return count;
}

/** A calendar date so many days after a moment's South African day, e.g. a validity of 30 days. */
export function daysAfter(moment: Date, days: number): string {
  return addDays(southAfricanDay(moment), days);
}

import Holidays from "date-holidays";

import { addDays, southAfricanDay, southAfricanDayStart } from "#app/lib/format/time.ts";

/**
 * South African working days, for service targets ("two business days"):
 * Monday to Friday, less the public holidays. The holidays come from
 * date-holidays (a maintained calendar: the Public Holidays Act's days, a
 * Sunday holiday observed on the Monday, and most days the President
 * proclaims), with the proclaimed days it lacks written in below. Days are
 * days in South Africa, so a request at 23:30 on a Friday counts from the
 * Monday.
 */
const calendar = new Holidays("ZA");

/**
 * One-off public holidays proclaimed under section 2A of the Public Holidays Act that date-holidays does not list
 * (checked against its version in package-lock.json). A new proclamation goes here until the calendar has it.
 */
export const PROCLAIMED_HOLIDAYS: Record<string, string> = {
  "2016-08-03": "Local government elections",
  "2019-05-08": "National and provincial elections",
  "2021-11-01": "Local government elections",
  "2022-12-27": "Public holiday proclaimed for the Day of Goodwill week",
};

const byYear = new Map<number, Set<string>>();

/** The year's public holidays, as South African days. */
export function publicHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10)),
    );
    for (const day of Object.keys(PROCLAIMED_HOLIDAYS)) if (day.startsWith(`${year}-`)) days.add(day);
    byYear.set(year, days);
  }
  return days;
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isBusinessDay(day: string): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
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

/**
 * The South African day `days` business days after a moment's day: what "within 6 working days" of a claim
 * complete on a Friday promises (the Friday itself does not count; weekends and public holidays are skipped).
 */
export function addBusinessDays(from: Date, days: number): string {
  let day = southAfricanDay(from);
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/**
 * The moment before which something started is more than `days` business days old at `now`: for a start `since`,
 * `since < businessDaysCutoff(now, days)` exactly when `businessDaysBetween(since, now) > days`. A list filter
 * then compares a timestamp column with one value, in SQL, on either engine, and agrees with the desk's own count.
 */
export function businessDaysCutoff(now: Date, days: number): Date {
  // Walk back from today until days + 1 business days lie after the day reached: anything started on it or before is over.
  let day = southAfricanDay(now);
  for (let counted = 0; counted <= days; day = addDays(day, -1)) if (isBusinessDay(day)) counted++;
  return southAfricanDayStart(addDays(day, 1))!;
}

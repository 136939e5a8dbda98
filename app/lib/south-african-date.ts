/**
 * A day as a South African types it into a date field ("2026-11-21"), as the
 * moment it starts in South Africa (SAST, UTC+2 all year). Anything that is
 * not a real date between 2000 and 2100 is undefined: a filter ignores it
 * rather than failing.
 */
export function southAfricanDayStart(value: string | null | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2100) return undefined;
  const ms = Date.parse(`${value}T00:00:00+02:00`);
  if (Number.isNaN(ms)) return undefined;
  // Date.parse rolls 2026-02-31 over into March: only a day that exists is a date.
  if (new Date(ms + 2 * 3600_000).toISOString().slice(0, 10) !== value) return undefined;
  return new Date(ms);
}

/** The moment the day after `value` starts, for "up to and including this day". */
export function southAfricanDayEnd(value: string | null | undefined): Date | undefined {
  const start = southAfricanDayStart(value);
  return start && new Date(start.getTime() + 24 * 3600_000);
}

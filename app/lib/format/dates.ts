const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-06-30" -> "30 June 2026", the South African long form. Written out
 * rather than through Intl so server and browser can never disagree (a
 * hydration mismatch) whatever locale data either has.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${iso}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/**
 * A moment as South Africans read it: "2026-11-21 10:30" (SAST, UTC+2 all year, no daylight saving).
 * Plain arithmetic, so server and browser agree.
 */
export function southAfricanTime(moment: Date | string): string {
  const ms = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  return new Date(ms + 2 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
}

import { formatDate } from "#app/lib/format/dates.ts";

/**
 * The rules a new version of a governed document must keep (issue 29, item 5): its number higher than the
 * current one's and its effective date not earlier. Pure, so the staff form and the module share them.
 */

function parts(version: string): string[] {
  return version.toLowerCase().match(/\d+|[a-z]+/g) ?? [];
}

/**
 * Compares two version numbers as printed ("3.10", "3.9", "2026-1", "4a") part by part, each run of digits
 * as a number: 3.10 is after 3.9, 3.1.1 after 3.1. Negative, zero or positive, as for a sort.
 */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    const order = numeric ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

export interface VersionFields {
  version: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
}

/** Why a new version may not follow the current one, per field; empty when it may. */
export function newVersionProblems(
  current: VersionFields,
  next: VersionFields,
): Partial<Record<"version" | "effectiveDate", string>> {
  const problems: Partial<Record<"version" | "effectiveDate", string>> = {};
  const order = compareVersions(next.version, current.version);
  if (order === 0)
    problems.version = `Version ${current.version} is the current one already. A new version needs a higher number, such as ${suggestNext(current.version)}.`;
  else if (order < 0)
    problems.version = `Version ${next.version} is lower than the current ${current.version}. A new version needs a higher number, such as ${suggestNext(current.version)}.`;
  if (next.effectiveDate < current.effectiveDate)
    problems.effectiveDate = `The current version ${current.version} applies from ${formatDate(current.effectiveDate)}; a new one cannot apply from an earlier date.`;
  return problems;
}

/** The current number with its last numeric part raised by one ("3.9" gives "3.10"), for the refusal's example. */
function suggestNext(version: string): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(version);
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${version}.1`;
}

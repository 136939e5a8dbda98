import type { Cover } from "./types.ts";

/**
 * The kinds of loss on the claim form (app/forms/definitions.ts, `lossType`)
 * that a programme's covers answer for: its members' claim form offers only
 * these, and the server refuses any other (issue 28, item 4). Read from the
 * covers' names, so a cover added to a programme brings its kinds of loss;
 * "Something else" is always offered, for what the list does not name.
 */
const RULES: [lossType: string, covers: RegExp][] = [
  ["motor-accident", /own damage|wreckage|vehicle hire|passenger/i],
  ["motor-theft", /hijacking/i],
  ["fire", /buildings|stock|assets all risks|plant|shopfittings|contents|business interruption/i],
  ["water", /buildings|stock|contents|assets all risks/i],
  ["weather", /buildings|assets all risks|glass/i],
  ["burglary", /burglary|^theft$|stock|contents/i],
  ["liability", /liability/i],
];

export function lossTypesFor(covers: readonly Pick<Cover, "name">[]): string[] {
  return [...RULES.filter(([, pattern]) => covers.some((c) => pattern.test(c.name))).map(([type]) => type), "other"];
}

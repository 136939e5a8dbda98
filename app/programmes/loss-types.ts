import type { Cover } from "./types.ts";

/**
 * The kinds of loss on the claim form (app/forms/definitions.ts, `lossType`) that a cover can answer for, in the
 * form's order. "Something else" (`other`) is no cover's: every programme's form offers it, for what the list does
 * not name.
 */
export const LOSS_TYPES = [
  "motor-accident",
  "motor-theft",
  "fire",
  "water",
  "weather",
  "burglary",
  "liability",
] as const;

export type LossType = (typeof LOSS_TYPES)[number];

export function isLossType(value: string): value is LossType {
  return (LOSS_TYPES as readonly string[]).includes(value);
}

/**
 * The kinds of loss a programme's claim form offers (issue 28, item 4): those its covers name (programme data,
 * ticked per cover at /staff/programmes; decision 0044), in the form's order, then "Something else". The server
 * refuses any other.
 */
export function lossTypesFor(covers: readonly Pick<Cover, "lossTypes">[]): string[] {
  return [...LOSS_TYPES.filter((type) => covers.some((c) => c.lossTypes.includes(type))), "other"];
}

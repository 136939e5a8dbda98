/**
 * Numbers from an address or a form (decision 0049): plain digits within the
 * range of the column they are looked up in, or nothing, so that a number no
 * row can have is "not found" (or the form's own message), never a database
 * error. PostgreSQL refuses an `integer` past 2^31 − 1 (22003), and a number
 * past 2^53 is no longer the one that was typed.
 */

/** The largest value of PostgreSQL's `integer` (versions, revisions, places). */
export const INTEGER_MAX = 2_147_483_647;

/** The largest row id (`bigserial`) the site reads as a JavaScript number without losing digits. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A whole number written as plain digits (no sign, point, exponent or spaces) from `min` to `max`, or null.
 * Anything else, a number of a form field repeated (FormData.get takes the first) included, is null.
 */
export function wholeNumber(
  value: FormDataEntryValue | string | null | undefined,
  { min = 1, max = INTEGER_MAX }: { min?: number; max?: number } = {},
): number | null {
  if (typeof value !== "string" || !/^\d{1,16}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/** A row id from an address or form: plain digits, 1 to 2^53 − 1, or null. */
export function rowId(value: FormDataEntryValue | string | null | undefined): number | null {
  return wholeNumber(value, { max: ID_MAX });
}

import { parseRandInput } from "#app/lib/format/money.ts";

/**
 * A premium as the underwriter types it ("2 400 000", "R2,400,000.00", "2400000"), in cents; or why it is not one,
 * in words that say how to write it.
 */
export function parsePremium(text: string): { cents: number } | { error: string } {
  const cents = parseRandInput(text);
  if (cents === undefined) {
    return { error: `“${text}” is not an amount in rand: write it as 2 400 000 or R2,400,000.00.` };
  }
  if (cents <= 0) return { error: "Give a premium above R0, or leave the field empty not to offer this tier." };
  return { cents };
}

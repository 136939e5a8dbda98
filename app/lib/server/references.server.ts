import { randomInt } from "node:crypto";

/** No 0/O or 1/I: references are read out over the phone. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Six characters from a 32-letter alphabet: about a billion possibilities, so a clash is vanishingly rare. */
export function randomCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

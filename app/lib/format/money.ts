/**
 * Money is held in integer cents. Shown as rand the way the site writes
 * amounts elsewhere: "R" directly before the number, thousands grouped with
 * non-breaking spaces (so an amount never wraps), a decimal point, and cents
 * only when there are any or when asked for. Written out by hand rather than
 * through Intl so server and browser can never disagree.
 */
export function formatRand(cents: number, { showCents = false }: { showCents?: boolean } = {}): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const rands = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  const tail = showCents || rest ? `.${String(rest).padStart(2, "0")}` : "";
  return `${negative ? "-" : ""}R${grouped}${tail}`;
}

/**
 * An amount as a form field shows it for editing: grouped the South African way with spaces, no "R", cents only
 * when there are any ("2 400 000", "2 400 000.50"). Plain spaces: a person editing it types them too, and
 * parseRandInput reads it back.
 */
export function formatRandInput(cents: number): string {
  return formatRand(cents).replace("R", "").replaceAll("\u00a0", " ");
}

/** Rand (as data gives them) to cents. */
export function toCents(rand: number): number {
  return Math.round(rand * 100);
}

/**
 * Reads an amount as people type it: "1 250 000", "1,250,000", "R1 250 000.50",
 * or with a decimal comma "1250000,50". Returns cents, or undefined when it is
 * not an amount. Negative amounts are refused by the caller, not here.
 */
export function parseRandInput(text: string): number | undefined {
  let s = text.replace(/[\s\u00a0\u202f]/g, "").replace(/^R/i, "");
  if (!s) return undefined;
  // A single comma followed by one or two digits at the end, with no point: a decimal comma.
  if (!s.includes(".") && /^-?\d+,\d{1,2}$/.test(s)) s = s.replace(",", ".");
  else s = s.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return undefined;
  return Math.round(Number(s) * 100);
}

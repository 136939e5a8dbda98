import { vatAndTotals } from "#app/programmes/quote.ts";

/**
 * The figures of a quotation underwriting sends. The underwriter sets the
 * annual premium ("Premium": the base premium, before SASRIA and VAT), which
 * may differ from the calculator's; SASRIA stays what the schedule carries
 * (its rate is SASRIA's, not ours), and VAT, total and monthly follow with the
 * quote engine's rounding (app/programmes/quote.ts): VAT 15% of premium plus
 * SASRIA, half up; monthly the annual total ÷ 12, half up. All in cents.
 */
export interface QuotationFigures {
  basePremium: number;
  sasria: number;
  vat: number;
  total: number;
  monthly: number;
}

export function quotationFigures(premiumCents: number, sasriaCents: number): QuotationFigures {
  const { vat, total, monthly } = vatAndTotals(BigInt(premiumCents), BigInt(sasriaCents));
  return {
    basePremium: premiumCents,
    sasria: sasriaCents,
    vat: Number(vat),
    total: Number(total),
    monthly: Number(monthly),
  };
}

/**
 * An option's premium shared among the schedule's classes, for the schedule
 * table: in proportion to each class's rated premium (its rate on its sum
 * insured), in whole cents, the cents left over by rounding down going to the
 * largest remainders first, so the classes always add up to the premium.
 */
export function premiumByClass(premiumCents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) return weights.map((_, i) => (i === 0 ? premiumCents : 0));
  const premium = BigInt(premiumCents);
  const shares = weights.map((w, i) => {
    const exact = premium * BigInt(w);
    return { i, cents: exact / total, remainder: exact % total };
  });
  let left = premium - shares.reduce((sum, s) => sum + s.cents, 0n);
  for (const share of shares.toSorted((a, b) =>
    b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i,
  )) {
    if (left <= 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.cents));
}

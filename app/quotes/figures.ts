import { VAT_PERCENT } from "#app/programmes/quote.ts";

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

/** a × b ÷ c, rounded half up, for non-negative whole numbers. */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (2n * c);
}

export function quotationFigures(premiumCents: number, sasriaCents: number): QuotationFigures {
  const base = BigInt(premiumCents);
  const sasria = BigInt(sasriaCents);
  const vat = mulDiv(base + sasria, BigInt(VAT_PERCENT), 100n);
  const total = base + sasria + vat;
  return {
    basePremium: premiumCents,
    sasria: sasriaCents,
    vat: Number(vat),
    total: Number(total),
    monthly: Number(mulDiv(total, 1n, 12n)),
  };
}

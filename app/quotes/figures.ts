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

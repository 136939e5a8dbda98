import type { Claim, ExcessTier, RatingData, ScheduleLine } from "./types.ts";

/**
 * The quote engine (docs/architecture.md, “Programmes and quotations”): a pure function of a programme's
 * rating data, a schedule and an excess tier. Money is in integer cents.
 *
 * Rounding, written down:
 * 1. Each line's sum insured is quantity × value, exact in cents.
 * 2. Each line's base premium is sum insured × rate ÷ 1 000, rounded half up to
 *    the cent; the lines are added.
 * 3. The tier's factor applies to that total, rounded half up to the cent; the
 *    result is raised to the minimum premium if it falls below it.
 * 4. SASRIA is worked out per line like the base premium (no factor, no minimum).
 * 5. VAT is 15% of base premium plus SASRIA, rounded half up to the cent.
 * 6. The monthly figure is the annual total ÷ 12, rounded half up: twelve
 *    instalments may differ from the annual total by a few cents.
 * Products are taken in BigInt, so schedules of billions of rand stay exact.
 */
export const VAT_PERCENT = 15;

export interface Quote {
  tierId: string;
  sumInsured: number;
  /** Base premium after the tier's factor and the minimum. */
  basePremium: number;
  minimumApplied: boolean;
  sasria: number;
  vat: number;
  total: number;
  monthly: number;
}

/** a × b ÷ c, rounded half up, for non-negative whole numbers. */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (2n * c);
}

/** VAT, the annual total and the monthly figure from a base premium and SASRIA, in cents (rounding 5 and 6 above). */
export function vatAndTotals(basePremium: bigint, sasria: bigint): { vat: bigint; total: bigint; monthly: bigint } {
  const vat = mulDiv(basePremium + sasria, BigInt(VAT_PERCENT), 100n);
  const total = basePremium + sasria + vat;
  return { vat, total, monthly: mulDiv(total, 1n, 12n) };
}

/** A rate with up to four decimals as a whole number of ten-thousandths (18.5 → 185 000). */
function scaled(rate: number): bigint {
  return BigInt(Math.round(rate * 10_000));
}

const cents = (rand: number) => BigInt(Math.round(rand * 100));

export function sumInsured(line: ScheduleLine): number {
  return Number(BigInt(line.quantity) * cents(line.value));
}

export function quote(rating: RatingData, schedule: ScheduleLine[], tier: ExcessTier): Quote {
  let insured = 0n;
  let base = 0n;
  let sasria = 0n;
  for (const line of schedule) {
    const cls = rating.classes.find((c) => c.id === line.classId);
    if (!cls) throw new Error(`Unknown rating class ${line.classId}`);
    const lineInsured = BigInt(line.quantity) * cents(line.value);
    insured += lineInsured;
    base += mulDiv(lineInsured, scaled(cls.ratePerMille), 1000n * 10_000n);
    sasria += mulDiv(lineInsured, scaled(rating.sasriaPerMille), 1000n * 10_000n);
  }
  const factored = mulDiv(base, scaled(tier.factor), 10_000n);
  const minimum = cents(rating.minimumPremium);
  const basePremium = factored < minimum ? minimum : factored;
  const { vat, total, monthly } = vatAndTotals(basePremium, sasria);
  return {
    tierId: tier.id,
    sumInsured: Number(insured),
    basePremium: Number(basePremium),
    minimumApplied: factored < minimum,
    sasria: Number(sasria),
    vat: Number(vat),
    total: Number(total),
    monthly: Number(monthly),
  };
}

/** Every tier of the programme, in order, for the side-by-side view. */
export function quoteAllTiers(rating: RatingData, schedule: ScheduleLine[]): Quote[] {
  return rating.tiers.map((tier) => quote(rating, schedule, tier));
}

/**
 * What the client pays towards one claim under a tier, in cents: a percentage
 * of the claim but at least the minimum, or a flat amount; never more than
 * the claim itself.
 */
export function excessFor(tier: ExcessTier, claimCents: number): number {
  const claim = BigInt(Math.round(claimCents));
  const excess =
    tier.kind === "flat"
      ? cents(tier.amount)
      : maxBig(mulDiv(claim, scaled(tier.percent), 100n * 10_000n), cents(tier.minimum));
  return Number(excess < claim ? excess : claim);
}

function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export interface TierComparison {
  tierId: string;
  annualPremium: number;
  /** What the client would have paid itself on the history, per year on average. */
  retainedPerYear: number;
  /** Premium plus retained losses: what the tier costs the client in a year like the past ones. */
  totalCostPerYear: number;
  /** The average excess per claim on the history. */
  averageExcess: number;
}

/** The tiers side by side against the claims history (the comparison page). */
export function compareTiers(rating: RatingData, schedule: ScheduleLine[], claims: Claim[]): TierComparison[] {
  const years = new Set(claims.map((c) => c.date.slice(0, 4))).size || 1;
  return rating.tiers.map((tier) => {
    const q = quote(rating, schedule, tier);
    const retained = claims.reduce((sum, c) => sum + excessFor(tier, c.amount * 100), 0);
    const retainedPerYear = Math.round(retained / years);
    return {
      tierId: tier.id,
      annualPremium: q.total,
      retainedPerYear,
      totalCostPerYear: q.total + retainedPerYear,
      averageExcess: claims.length ? Math.round(retained / claims.length) : 0,
    };
  });
}

/** A per-claim excess against an annual aggregate deductible, year by year (the conventional-aggregate page). */
export interface AggregateYear {
  year: number;
  claims: number;
  incurred: number;
  /** Retained under the per-claim excess. */
  conventional: number;
  /** Retained under the aggregate deductible: every claim until the year's total reaches the deductible. */
  aggregate: number;
}

export function conventionalVersusAggregate(
  tier: ExcessTier,
  deductibleRand: number,
  claims: Claim[],
): AggregateYear[] {
  const byYear = new Map<number, Claim[]>();
  for (const c of claims) {
    const year = Number(c.date.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), c]);
  }
  const deductible = Math.round(deductibleRand * 100);
  return [...byYear.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([year, list]) => {
      const incurred = list.reduce((s, c) => s + Math.round(c.amount * 100), 0);
      return {
        year,
        claims: list.length,
        incurred,
        conventional: list.reduce((s, c) => s + excessFor(tier, Math.round(c.amount * 100)), 0),
        aggregate: Math.min(incurred, deductible),
      };
    });
}

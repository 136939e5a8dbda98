import type { GaugeData } from "#app/content/types.ts";

/** The dial is a half circle: 0 at the left end, the full range at the right. */
export const GAUGE_SWEEP_DEGREES = 180;

/**
 * The needle's angle in degrees for a value on a scale of 0 to `range`:
 * value / range × 180, clamped to 0..180 and rounded to a hundredth of a
 * degree (so 4.5 of 10 is 81, not 81.00000000000001). A range of zero or less
 * (or a value that is not a finite number) gives 0.
 */
export function gaugeAngle(value: number, range: number): number {
  if (!(range > 0) || !Number.isFinite(value) || !Number.isFinite(range)) return 0;
  const angle = (value / range) * GAUGE_SWEEP_DEGREES;
  return Math.round(Math.min(GAUGE_SWEEP_DEGREES, Math.max(0, angle)) * 100) / 100;
}

/**
 * An amount on a gauge as text. Variant 2 is a rand amount: "R" directly
 * before the number, then the scale word ("R48.6 bn"). Variant 1 is a plain
 * figure and its units ("4.5 days").
 *
 * Numbers are written as the content gives them (`String(value)`): a decimal
 * point and no thousands separators. South African style would allow a
 * decimal comma, but the site's content uses points throughout, so the
 * figures read the same here as in the text around them.
 */
export function formatGaugeAmount(amount: number, units: string, variant: GaugeData["variant"]): string {
  const figure = variant === 2 ? `R${String(amount)}` : String(amount);
  const unit = units.trim();
  return unit ? `${figure} ${unit}` : figure;
}

/** The gauge's value as text, such as "4.5 days" or "R48.6 bn". */
export function formatGaugeValue(g: GaugeData): string {
  return formatGaugeAmount(g.value, g.units, g.variant);
}

/** The text alternative of a whole gauge: "Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days". */
export function gaugeDescription(g: GaugeData): string {
  return `${g.label}: ${formatGaugeValue(g)}, on a scale of ${formatGaugeAmount(0, "", g.variant)} to ${formatGaugeAmount(g.range, g.units, g.variant)}`;
}

import type { GaugeLabel } from "#app/content/types.ts";

/**
 * The claims turnaround times the site publishes, as figures: the claims
 * turnaround page (app/content/pages/claims.ts) shows them, and the claims
 * desk (/staff/claims) measures each claim against them, so the two can never
 * disagree.
 */
export interface SettlementTarget {
  id: "motor-damage" | "motor-theft" | "property" | "windscreen" | "all-risks";
  /** As the turnaround page's gauge names it (its icon is chosen by this label). */
  label: GaugeLabel;
  value: number;
  /** The gauge's full scale. */
  range: number;
  units: "days" | "hours";
}

export const TURNAROUND = {
  /** To acknowledge a claim, with the handler's direct details. */
  acknowledgeHours: 24,
  /** To appoint an assessor, where the claim needs one. */
  appointAssessorHours: 48,
  /** Average time to settle or authorise repairs, from the day we hold a complete claim (working days). */
  settlement: [
    { id: "motor-damage", label: "Motor Damage Claims", value: 4.5, range: 10, units: "days" },
    { id: "motor-theft", label: "Motor Theft Claims", value: 21, range: 30, units: "days" },
    { id: "property", label: "Property Claims", value: 6, range: 10, units: "days" },
    { id: "windscreen", label: "WINDSCREEN CLAIMS", value: 24, range: 48, units: "hours" },
    { id: "all-risks", label: "ALL RISK FAST-TRACK Claims", value: 2, range: 5, units: "days" },
  ] satisfies SettlementTarget[],
} as const;

/** Which published settlement figure a kind of loss (the claim form's "What kind of loss?") is measured against. */
const SETTLEMENT_BY_LOSS: Record<string, SettlementTarget["id"]> = {
  "motor-accident": "motor-damage",
  "motor-theft": "motor-theft",
  fire: "property",
  water: "property",
  weather: "property",
  burglary: "property",
};

export function settlementFor(lossType: string): SettlementTarget | undefined {
  const id = SETTLEMENT_BY_LOSS[lossType];
  return TURNAROUND.settlement.find((s) => s.id === id);
}

/** The kinds of loss measured against a published settlement figure (the desk's overdue filters select them in SQL). */
export function lossTypesFor(id: SettlementTarget["id"]): string[] {
  return Object.entries(SETTLEMENT_BY_LOSS).flatMap(([loss, target]) => (target === id ? [loss] : []));
}

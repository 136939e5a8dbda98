import { toCents } from "#app/lib/format/money.ts";
import type { Claim } from "./types.ts";

/**
 * The loss run (issue 28, item 6; issue 35, item 6): a programme's claims experience by policy year (by its renewal
 * anniversary) and by category, with its large losses, from the
 * yearly history the programme's figures carry (each claim closed, paid in full) and the claims the claims desk
 * handles for the programme (what has been paid, and the newest reserve). Money in integer cents.
 *
 * - paid: every payment recorded on the claim;
 * - outstanding: what the newest reserve still holds beyond the payments (never below nought);
 * - incurred: paid plus outstanding;
 * - loss ratio: incurred ÷ the year's premium, as a percentage to one decimal; none for a year without premium.
 */

/** A claim as the claims desk holds it: its loss, its kind, and its money. */
export interface DeskClaim {
  reference: string;
  /** The day of the loss ("2026-11-02"): its year is the policy year. */
  lossDate: string;
  category: string;
  paidCents: number;
  /** The newest reserve, or null when none was set. */
  reserveCents: number | null;
}

export interface LossRunClaim {
  /** The claim number: the desk's reference, or the insurer's where the history has one. */
  reference: string | null;
  lossDate: string;
  category: string;
  paid: number;
  outstanding: number;
  incurred: number;
  /** From the programme's history, or the claims desk's. */
  source: "history" | "desk";
  /** Its policy year's name, by the renewal anniversary ("2025/26"). */
  policyYear: string;
}

/**
 * The policy year a day falls in, by the programme's renewal anniversary (its renewal date's day and month): the
 * calendar year the policy year starts in. Pepkor renews on 1 October: 2 November 2025 and 30 September 2026 are
 * both in the policy year 2025/26 (issue 35, item 6).
 */
export function policyYearOf(day: string, renewalDate: string): number {
  const year = Number(day.slice(0, 4));
  return day.slice(5, 10) >= renewalDate.slice(5, 10) ? year : year - 1;
}

/** A policy year's name: "2025/26", or "2026" for a programme renewing on 1 January (the year is the calendar's). */
export function policyYearLabel(start: number, renewalDate: string): string {
  return renewalDate.slice(5, 10) === "01-01"
    ? String(start)
    : `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * The policy year a year of the premium history is: the one that ends in that calendar year (decision 0057). For a
 * programme renewing on 1 January that is the calendar year itself; Pepkor's premium of 2025 is that of 2024/25
 * (1 October 2024 to 30 September 2025), the year whose exposure is the schedule's 2 480 stores.
 */
export function premiumPolicyYear(year: number, renewalDate: string): number {
  return renewalDate.slice(5, 10) === "01-01" ? year : year - 1;
}

/** A year of the premium history by its policy year's name: Pepkor's 2025 is "2024/25". */
export function premiumYearLabel(year: number, renewalDate: string): string {
  return policyYearLabel(premiumPolicyYear(year, renewalDate), renewalDate);
}

export interface LossRunRow {
  claims: number;
  paid: number;
  outstanding: number;
  incurred: number;
}

export interface LossRunYear extends LossRunRow {
  /** The calendar year the policy year starts in. */
  year: number;
  /** Its name: "2025/26", or "2025" for a programme renewing on 1 January. */
  label: string;
  /** The year's premium in cents, when the history has it. */
  premium: number | null;
  /** Incurred ÷ premium, in per cent to one decimal; null without a premium. */
  lossRatio: number | null;
}

export interface LossRun {
  years: LossRunYear[];
  categories: (LossRunRow & { category: string })[];
  totals: LossRunRow & { premium: number; lossRatio: number | null };
  claims: LossRunClaim[];
  /** The claims whose incurred is at or above the programme's large-loss threshold, largest first. */
  largeLosses: { threshold: number; claims: LossRunClaim[] };
}

/** What of the programme's figures the loss run reads. */
export interface LossRunHistory {
  claims: Claim[];
  premiumHistory: { year: number; premium: number }[];
  renewalDate: string;
  /** In rand: a claim incurring this or more is a large loss. */
  largeLossThreshold: number;
}

export function lossRatio(incurred: number, premium: number): number | null {
  return premium > 0 ? Math.round((incurred / premium) * 1000) / 10 : null;
}

function add(row: LossRunRow, claim: LossRunClaim): void {
  row.claims++;
  row.paid += claim.paid;
  row.outstanding += claim.outstanding;
  row.incurred += claim.incurred;
}

const empty = (): LossRunRow => ({ claims: 0, paid: 0, outstanding: 0, incurred: 0 });

export function lossRun(history: LossRunHistory, desk: DeskClaim[]): LossRun {
  const { renewalDate } = history;
  const claims: LossRunClaim[] = [
    ...history.claims.map((c) => {
      const amount = toCents(c.amount);
      return {
        reference: c.reference ?? null,
        lossDate: c.date,
        category: c.category,
        paid: amount,
        outstanding: 0,
        incurred: amount,
        source: "history" as const,
        policyYear: policyYearLabel(policyYearOf(c.date, renewalDate), renewalDate),
      };
    }),
    ...desk.map((c) => {
      const outstanding = Math.max(0, (c.reserveCents ?? 0) - c.paidCents);
      return {
        reference: c.reference,
        lossDate: c.lossDate,
        category: c.category,
        paid: c.paidCents,
        outstanding,
        incurred: c.paidCents + outstanding,
        source: "desk" as const,
        policyYear: policyYearLabel(policyYearOf(c.lossDate, renewalDate), renewalDate),
      };
    }),
  ].toSorted((a, b) => a.lossDate.localeCompare(b.lossDate));

  const premiums = new Map(
    history.premiumHistory.map((p) => [premiumPolicyYear(p.year, renewalDate), toCents(p.premium)]),
  );
  const years = new Map<number, LossRunRow>([...premiums.keys()].map((y) => [y, empty()]));
  const categories = new Map<string, LossRunRow>();
  const totals = empty();
  for (const claim of claims) {
    const year = policyYearOf(claim.lossDate, renewalDate);
    if (!years.has(year)) years.set(year, empty());
    add(years.get(year)!, claim);
    if (!categories.has(claim.category)) categories.set(claim.category, empty());
    add(categories.get(claim.category)!, claim);
    add(totals, claim);
  }
  const premiumTotal = [...premiums.values()].reduce((s, p) => s + p, 0);
  return {
    years: [...years.entries()]
      .toSorted(([a], [b]) => a - b)
      .map(([year, row]) => {
        const premium = premiums.get(year) ?? null;
        const label = policyYearLabel(year, renewalDate);
        return { year, label, ...row, premium, lossRatio: premium === null ? null : lossRatio(row.incurred, premium) };
      }),
    categories: [...categories.entries()]
      .map(([category, row]) => ({ category, ...row }))
      .toSorted((a, b) => b.incurred - a.incurred || a.category.localeCompare(b.category)),
    totals: { ...totals, premium: premiumTotal, lossRatio: lossRatio(totals.incurred, premiumTotal) },
    claims,
    largeLosses: {
      threshold: toCents(history.largeLossThreshold),
      claims: claims
        .filter((c) => c.incurred >= toCents(history.largeLossThreshold))
        .toSorted((a, b) => b.incurred - a.incurred || a.lossDate.localeCompare(b.lossDate)),
    },
  };
}

import { formatRand, toCents } from "#app/lib/format/money.ts";
import { compareTiers, conventionalVersusAggregate, quoteAllTiers } from "./quote.ts";
import { claimsContacts } from "./claims-team.ts";
import { programmePath } from "./paths.ts";
import { policyYearLabel, policyYearOf, premiumPolicyYear } from "./loss-run.ts";
import { renewalDateFact } from "./renewal-copy.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import {
  isQuotePage,
  type ExcessTier,
  type PolicyWording,
  type Programme,
  type ProgrammePage,
  type RatingClass,
  type ScheduleLine,
} from "./types.ts";

/** A wording's sections numbered the same way for every programme ("3. The cover"), on the page and in the PDF. */
export function numberedWording(wording: PolicyWording): PolicyWording {
  return {
    ...wording,
    sections: wording.sections.map((s, i) => ({ ...s, heading: `${i + 1}. ${s.heading.replace(/^\d+\.\s*/, "")}` })),
  };
}

/** An excess tier in words, e.g. "5% of each claim, at least R5 000" or "R500 000 of each claim". */
export function describeTier(tier: ExcessTier): string {
  return tier.kind === "flat"
    ? `${formatRand(toCents(tier.amount))} of each claim`
    : `${tier.percent}% of each claim, at least ${formatRand(toCents(tier.minimum))}`;
}

export interface TierView {
  id: string;
  label: string;
  description: string;
  quotePath: string | null;
}

function tierViews(programme: Programme): TierView[] {
  return programme.details.rating.tiers.map((t) => {
    const page = programme.pages.find((p) => p.tier?.id === t.id);
    return {
      id: t.id,
      label: t.label,
      description: describeTier(t),
      quotePath: page ? programmePath(programme, page.path) : null,
    };
  });
}

function byYear<T>(items: T[], year: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) map.set(year(item), [...(map.get(year(item)) ?? []), item]);
  return new Map([...map.entries()].toSorted(([a], [b]) => a - b));
}

/**
 * Premium, claims and ratios per policy year of the premium history: the review and the performance report. A
 * claim is in the policy year its date of loss falls in by the renewal anniversary, as in the loss run (issue 35).
 */
export function yearlyReview(programme: Programme) {
  const { renewalDate } = programme.details;
  const claims = byYear(programme.details.claims, (c) => policyYearOf(c.date, renewalDate));
  return programme.details.premiumHistory.map((p) => {
    const start = premiumPolicyYear(p.year, renewalDate);
    const list = claims.get(start) ?? [];
    const incurred = list.reduce((s, c) => s + toCents(c.amount), 0);
    const premium = toCents(p.premium);
    return {
      year: p.year,
      /** The policy year's name: "2024/25", or "2025" for a programme renewing on 1 January. */
      label: policyYearLabel(start, renewalDate),
      premium,
      exposure: p.exposure,
      claims: list.length,
      incurred,
      lossRatio: premium ? Math.round((incurred / premium) * 1000) / 10 : 0,
      frequency: p.exposure ? Math.round((list.length / p.exposure) * 1000) / 10 : 0,
      severity: list.length ? Math.round(incurred / list.length) : 0,
    };
  });
}

function byCategory(programme: Programme) {
  const map = new Map<string, { claims: number; incurred: number }>();
  for (const c of programme.details.claims) {
    const entry = map.get(c.category) ?? { claims: 0, incurred: 0 };
    entry.claims++;
    entry.incurred += toCents(c.amount);
    map.set(c.category, entry);
  }
  return [...map.entries()].map(([category, v]) => ({ category, ...v })).toSorted((a, b) => b.incurred - a.incurred);
}

/** The tier a page quotes first: its own, else the one the programme's quote page opens on, else the first. */
export function tierForPage(programme: Programme, page: ProgrammePage["path"]): ExcessTier {
  const tierOf = (path: string) => programme.pages.find((p) => p.path === path)?.tier;
  return tierOf(page) ?? tierOf("quote") ?? programme.details.rating.tiers[0]!;
}

export interface QuoteSetup {
  classes: RatingClass[];
  tiers: (ExcessTier & { description: string })[];
  tierId: string;
  schedule: ScheduleLine[];
  scheduleKind: "vehicles" | "assets";
  sasriaPerMille: number;
  minimumPremium: number;
}

export function quoteSetup(programme: Programme, page: ProgrammePage["path"]): QuoteSetup {
  const { rating } = programme.details;
  return {
    classes: rating.classes,
    tiers: rating.tiers.map((t) => ({ ...t, description: describeTier(t) })),
    tierId: tierForPage(programme, page).id,
    schedule: rating.currentSchedule,
    scheduleKind: rating.schedule,
    sasriaPerMille: rating.sasriaPerMille,
    minimumPremium: rating.minimumPremium,
  };
}

/**
 * What each kind of programme page shows, worked out on the server from the
 * programme's data (money in cents), so that only the figures travel.
 */
export function programmeView(programme: Programme, page: ProgrammePage) {
  const d = programme.details;
  const tiers = tierViews(programme);
  if (isQuotePage(page.path)) return { kind: "quote" as const, setup: quoteSetup(programme, page.path) };
  switch (page.path) {
    case "overview":
      return {
        kind: "overview" as const,
        summary: d.summary,
        policyNumber: d.policyNumber,
        renewalDate: d.renewalDate,
        // In words, and marked once it has passed with no renewal bound (issue 35): read on the day of the request.
        renewalDateText: renewalDateFact(d.renewalDate, southAfricanDay(new Date())),
        coverPeriod: d.coverPeriod ?? null,
        covers: d.covers,
        tiers,
        contacts: claimsContacts(d.claimsContacts),
        review: page.review ? yearlyReview(programme) : null,
      };
    case "comparison": {
      const quotes = quoteAllTiers(d.rating, d.rating.currentSchedule);
      return {
        kind: "comparison" as const,
        tiers,
        rows: compareTiers(d.rating, d.rating.currentSchedule, d.claims),
        claimsCount: d.claims.length,
        years: new Set(d.claims.map((c) => c.date.slice(0, 4))).size,
        schedule: page.schedule
          ? d.rating.currentSchedule.map((l) => ({
              label: d.rating.classes.find((c) => c.id === l.classId)?.label ?? l.classId,
              description: l.description,
              quantity: l.quantity,
              sumInsured: l.quantity * toCents(l.value),
            }))
          : null,
        quotes,
      };
    }
    case "conventional-aggregate": {
      const tier = tierForPage(programme, "quote");
      const aggregate = d.aggregate ?? { deductible: 0, premiumDiscountPercent: 0 };
      return {
        kind: "aggregate" as const,
        tier: { label: tier.label, description: describeTier(tier) },
        deductible: toCents(aggregate.deductible),
        discountPercent: aggregate.premiumDiscountPercent,
        premium: quoteAllTiers(d.rating, d.rating.currentSchedule).find((q) => q.tierId === tier.id)!.basePremium,
        years: conventionalVersusAggregate(tier, aggregate.deductible, d.claims),
      };
    }
    case "performance-report":
      return { kind: "performance" as const, years: yearlyReview(programme), categories: byCategory(programme) };
    case "policy-wording":
      return {
        kind: "wording" as const,
        wording: d.wording ? numberedWording(d.wording) : null,
        upcoming: d.upcomingWordings ?? [],
        pdf: `${programmePath(programme, "policy-wording")}.pdf`,
      };
    default:
      return { kind: "none" as const };
  }
}

export type ProgrammeView = ReturnType<typeof programmeView>;

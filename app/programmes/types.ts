import type { Access } from "#app/auth/access.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import type { ClaimsContactId } from "./claims-team.ts";
import type { LossType } from "./loss-types.ts";

/** Every kind of quote page, by its path segment: the programmes' addresses as the specification names them. */
export const QUOTE_PAGE_PATHS = ["quote", "quotes2", "quotes3", "quote1", "quote2"] as const;
export type QuotePagePath = (typeof QUOTE_PAGE_PATHS)[number];

export function isQuotePage(path: string): path is QuotePagePath {
  return (QUOTE_PAGE_PATHS as readonly string[]).includes(path);
}

/** The pages a programme sub-site can have, by their path segment. */
export type ProgrammePagePath =
  | "about"
  | "overview"
  | QuotePagePath
  | "comparison"
  | "conventional-aggregate"
  | "performance-report"
  | "policy-wording"
  | "sign-in";

/**
 * A page as a programme file writes it. Labels and titles follow from the
 * page kind and, for quote pages, the tier (app/programmes/define.ts); a file
 * writes one only where the programme words it differently.
 */
export type ProgrammePageEntry = {
  /** The menu label, when not the usual one for the page kind. */
  label?: string;
  /** The page heading, when not the label. */
  title?: string;
  /** Who may open it, when not the programme's own signed-in users. */
  access?: Access;
} & (
  | { path: Exclude<ProgrammePagePath, QuotePagePath | "overview" | "comparison"> }
  | {
      path: QuotePagePath;
      /** The excess tier this page quotes first (an id from `details.rating.tiers`). */
      tier: string;
      /** The menu names the tier ("Quote: 5% min 5k"): for programmes with a quote page per tier. */
      namesTier?: boolean;
    }
  /** `review`: the overview is the three-year claims and premium review. */
  | { path: "overview"; review?: boolean }
  /** `schedule`: the comparison opens with the fleet quoted, as a summary of the quotation. */
  | { path: "comparison"; schedule?: boolean }
);

/** A programme page as the site uses it: its label, title, rule and options worked out. */
export interface ProgrammePage {
  path: ProgrammePagePath;
  /** The menu label, e.g. "Quote: 10% min 10k". */
  label: string;
  /** The page heading. */
  title: string;
  /** Who may open it, and where everyone else signs in. */
  access: Access;
  /** Quote pages: the tier shown first. */
  tier?: ExcessTier;
  /** A quote page that names its tier in the menu (one quote page per tier). */
  namesTier: boolean;
  /** Overview: the three-year review. */
  review: boolean;
  /** Comparison: opens with the fleet quoted. */
  schedule: boolean;
}

/** What a programme's header needs: it travels to the browser, the rest of the programme's data never does. */
export interface ProgrammeMenu {
  slug: string;
  name: string;
  pages: Pick<ProgrammePage, "path" | "label">[];
}

/** A client programme sub-site as its file writes it (app/programmes/define.ts works out the rest). */
export interface ProgrammeData extends Omit<Programme, "pages"> {
  /** In the specification's order; the menu follows it. */
  pages: ProgrammePageEntry[];
}

/** A client programme sub-site, as data. */
export interface Programme {
  /** The URL segment, as the specification spells it (e.g. "Pepkor", "city-of-joburg"). */
  slug: string;
  /** The client's name as shown to people. */
  name: string;
  /** The client's sector, in a few words. */
  sector: string;
  /** The sign-in context whose users may open the confidential pages. */
  context: AuthContextId;
  /** Paragraphs for the public about page: the client and what the programme does for it. */
  about: string[];
  /** In the specification's order; the menu follows it. */
  pages: ProgrammePage[];
  details: ProgrammeDetails;
  /**
   * What the group earns for arranging the programme's cover, disclosed with every quotation (FAIS General Code of
   * Conduct, app/quotes/disclosures.ts); the group's standard commission when not given.
   */
  remuneration?: IntermediaryRemuneration;
}

/** Commission from the insurer, as a share of the premium before SASRIA and VAT, or a yearly fee the client pays. */
export type IntermediaryRemuneration =
  | { kind: "commission"; percent: number }
  /** In rand, excluding VAT. */
  | { kind: "fee"; yearly: number };

/**
 * An excess tier: what the client pays towards each claim. Amounts in rand.
 * `factor` scales the base premium: a higher excess buys a lower premium.
 */
export type ExcessTier = {
  id: string;
  /** The specification's label, e.g. "5% min 5k", "Flat 10K". */
  label: string;
  /** Premium multiplier for this tier, e.g. 1, 0.9, 0.82. */
  factor: number;
} & ({ kind: "percentage"; percent: number; minimum: number } | { kind: "flat"; amount: number });

/** A class of vehicle or asset on the schedule, with its rate. */
export interface RatingClass {
  id: string;
  label: string;
  /** Annual base premium per R1 000 of value, in rand (e.g. 18.5 means 1.85%). */
  ratePerMille: number;
  /** The largest value one item of the class may have, in rand: above it, ask us. */
  maxValue: number;
}

/** One line of a schedule: so many items of a class, each worth `value` rand. */
export interface ScheduleLine {
  classId: string;
  description: string;
  quantity: number;
  value: number;
}

export interface RatingData {
  /** Vehicles by class with values, or assets by class with sums insured. */
  schedule: "vehicles" | "assets";
  classes: RatingClass[];
  /** In the order they are shown side by side. */
  tiers: ExcessTier[];
  /** SASRIA (riot, strike, terrorism) premium per R1 000 of value, in rand. */
  sasriaPerMille: number;
  /** The least base premium a quotation can carry, before SASRIA and VAT, in rand. */
  minimumPremium: number;
  /** The client's current schedule, from which a quotation starts. */
  currentSchedule: ScheduleLine[];
}

/** A claim on the programme, gross (before any excess), in rand. */
export interface Claim {
  /** ISO date of loss. */
  date: string;
  /** e.g. "Accident damage", "Theft and hijacking", "Fire", "Windscreen". */
  category: string;
  amount: number;
  /** The insurer's claim number, where the history has one (the loss run lists it). */
  reference?: string;
}

export interface Cover {
  name: string;
  /** As it reads on the schedule, e.g. "R25 000 000 any one event". */
  limit: string;
  /** One sentence: what is covered and on what basis. */
  basis: string;
  /** The kinds of loss on the claim form this cover answers for (app/programmes/loss-types.ts); may be none. */
  lossTypes: LossType[];
}

export interface PolicyWording {
  version: string;
  /** ISO date. */
  effectiveDate: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The confidential part of a programme, shown only to its signed-in users. */
export interface ProgrammeDetails {
  /** The insured as the quotation and the confirmation of cover address it: registered name and address lines. */
  insured: { registeredName: string; address: string[] };
  policyNumber: string;
  /** ISO date of the next renewal. */
  renewalDate: string;
  /**
   * The period of cover of the policy in force, once a quotation was bound on the site (issue 35, item 3): it, the
   * policy number and the renewal date (the day after it ends) change together, in one revision.
   */
  coverPeriod?: { from: string; to: string };
  /** What the programme insures, in two or three sentences. */
  summary: string;
  covers: Cover[];
  /** The people to call about a claim, by id (app/programmes/claims-team.ts). */
  claimsContacts: ClaimsContactId[];
  rating: RatingData;
  /** Three policy years of claims. */
  claims: Claim[];
  /**
   * Premium paid and exposure (vehicles or insured items) for each of the same three years. A year is the policy
   * year that ends in it (app/programmes/loss-run.ts, `premiumPolicyYear`): Pepkor's 2025 is 2024/25.
   */
  premiumHistory: { year: number; premium: number; exposure: number }[];
  /** In rand: a claim that incurs this or more is listed as a large loss in the loss run (issue 35, item 6). */
  largeLossThreshold: number;
  /** An annual aggregate deductible offered against the per-claim excess, for the conventional-aggregate page. */
  aggregate?: { deductible: number; premiumDiscountPercent: number };
  /** How long a quotation stays open for acceptance, in days, when not the usual 30 (app/quotes/workflow.ts). */
  quoteValidityDays?: number;
  /** The longest a quotation may stay open, in days, when less than the group's 90 (app/quotes/workflow.ts). */
  maxQuoteValidityDays?: number;
  /** The wording in force today (programme_wordings: the newest whose effective date has come). */
  wording?: PolicyWording;
  /** Versions uploaded for a later day, soonest first: in force from their effective date, listed until then. */
  upcomingWordings?: { version: string; effectiveDate: string }[];
}

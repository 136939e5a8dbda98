import type { Access } from "#app/auth/access.ts";
import { formatRand, toCents } from "#app/lib/format/money.ts";
import { programmePath } from "./paths.ts";
import type {
  ExcessTier,
  Programme,
  ProgrammeData,
  ProgrammePage,
  ProgrammePageEntry,
  ProgrammePagePath,
} from "./types.ts";

/** Each page kind's usual menu label; a programme file words it otherwise only where it must. */
const LABELS: Record<ProgrammePagePath, string> = {
  about: "About",
  overview: "Overview",
  quote: "Quote",
  quotes2: "Quote",
  quotes3: "Quote",
  quote1: "Quote",
  quote2: "Quote",
  comparison: "Comparison",
  "conventional-aggregate": "Conventional vs aggregate",
  "performance-report": "Performance report",
  "policy-wording": "Policy wording",
  "sign-in": "Sign in",
};

/** A tier as a heading words it: "a 5% excess, minimum R5 000" or "a flat R500 000 excess". */
export function tierPhrase(tier: ExcessTier): string {
  return tier.kind === "flat"
    ? `a flat ${formatRand(toCents(tier.amount))} excess`
    : `a ${tier.percent}% excess, minimum ${formatRand(toCents(tier.minimum))}`;
}

/**
 * Who may open a page unless the programme says otherwise: `about` and
 * `sign-in` are public; every other page holds client-confidential figures
 * and needs a user of the programme's own context, signing in on the
 * programme's own sign-in page (the account page too).
 */
export function defaultAccess(programme: Pick<ProgrammeData, "slug" | "context">, path: string): Access {
  if (path === "about" || path === "sign-in") return { kind: "public" };
  return { kind: "signed-in", contexts: [programme.context], signIn: programmePath(programme, "sign-in") };
}

function resolvePage(data: ProgrammeData, entry: ProgrammePageEntry): ProgrammePage {
  const access = entry.access ?? defaultAccess(data, entry.path);
  if ("tier" in entry) {
    const tier = data.details.rating.tiers.find((t) => t.id === entry.tier);
    if (!tier) throw new Error(`${data.slug}/${entry.path} names an unknown tier "${entry.tier}"`);
    const namesTier = entry.namesTier ?? false;
    const label = entry.label ?? (namesTier ? `Quote: ${tier.label}` : LABELS[entry.path]);
    const title = entry.title ?? (namesTier ? `Quote with ${tierPhrase(tier)}` : label);
    return { path: entry.path, label, title, access, tier, namesTier, review: false, schedule: false };
  }
  const label = entry.label ?? LABELS[entry.path];
  return {
    path: entry.path,
    label,
    title: entry.title ?? label,
    access,
    namesTier: false,
    review: "review" in entry && !!entry.review,
    schedule: "schedule" in entry && !!entry.schedule,
  };
}

/** A programme as its file writes it, with every page's label, title and access rule worked out. */
export function defineProgramme(data: ProgrammeData): Programme {
  return { ...data, pages: data.pages.map((entry) => resolvePage(data, entry)) };
}

import { isAuthContextId } from "#app/auth/contexts.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { findAccount, listAccounts } from "#app/accounts/account-list.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { staffByEmail } from "#app/accounts/staff-directory.server.ts";
import { formatBytes } from "#app/claims/files.ts";
import { quotationVersions, quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { quoteAttachments } from "#app/quotes/attachments.server.ts";
import { stateOf } from "#app/quotes/quote-requests.server.ts";
import type { QuoteRequest } from "#app/quotes/quote-records.server.ts";
import { businessDaysBetween } from "#app/lib/server/business-days.server.ts";
import { daysAfter, southAfricanDay } from "#app/lib/format/time.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { quoteAllTiers, sumInsured } from "#app/programmes/quote.ts";
import type { Programme } from "#app/programmes/types.ts";
import { describeTier, yearlyReview } from "#app/programmes/view.server.ts";
import type { QuoteCondition } from "./conditions.ts";
import { quotationDisclosures, STANDARD_REMUNERATION } from "./disclosures.ts";
import { listConditions } from "./quote-conditions.server.ts";
import { quotationFigures } from "./figures.ts";
import { stateBadge, staffPage, type QuoteFacts, type TeamMember } from "./quote-outputs.ts";
import {
  DEFAULT_VALIDITY_DAYS,
  earliestInception,
  lastValidDay,
  MAX_VALIDITY_DAYS,
  nextSteps,
  SERVICE_TARGET_BUSINESS_DAYS,
  type QuoteParty,
} from "./workflow.ts";

/**
 * What the underwriting desk and the client's pages show of a request,
 * worked out on the server (money in cents) so that only the figures travel.
 */

/** The validity a new quotation is offered with: the programme's, never beyond its longest. */
export function validityDays(programme: Programme): number {
  return Math.min(programme.details.quoteValidityDays ?? DEFAULT_VALIDITY_DAYS, maxValidityDays(programme));
}

export function maxValidityDays(programme: Programme): number {
  return Math.min(programme.details.maxQuoteValidityDays ?? MAX_VALIDITY_DAYS, MAX_VALIDITY_DAYS);
}

/** Addresses of a request's pages, in full (for e-mails) or as paths. */
export function staffPath(reference: string): string {
  return `/staff/quotes/${reference}`;
}

export function clientPath(programme: Programme, reference: string): string {
  return `${programmePath(programme, "requests")}/${reference}`;
}

export function fullUrl(path: string): string {
  return `${publicConfig().siteUrl}${path}`;
}

/** The request's programme, or undefined for a programme the site no longer has. */
export function programmeOf(request: QuoteRequest): Programme | undefined {
  return findProgramme(request.programme);
}

/** The person who asked: name and e-mail address from their account, if it is still there. */
export async function requesterOf(database: Database, request: QuoteRequest) {
  if (!isAuthContextId(request.context)) return undefined;
  const account = await findAccount(database, request.context, request.userId);
  return account && { email: account.email, name: account.name || account.email };
}

/** The programme's team as e-mails' recipients are chosen from (app/quotes/quote-outputs.ts, `clientRecipients`). */
export async function programmeTeam(database: Database, context: string): Promise<TeamMember[]> {
  if (!isAuthContextId(context)) return [];
  const team = await listAccounts(database, { context });
  return team.map((m) => ({
    userId: m.userId,
    email: m.email,
    name: m.name || m.email,
    approver: m.approver,
    clientAdmin: m.clientAdmin,
    disabled: m.status === "disabled",
  }));
}

/** How long a request has waited for underwriting's first answer, against the two-business-day target. */
export function ageOf(request: QuoteRequest, now: Date) {
  const days = businessDaysBetween(request.createdAt, now);
  const waiting = request.state === "requested" || request.state === "in-review";
  return { days, overdue: waiting && days > SERVICE_TARGET_BUSINESS_DAYS, waiting };
}

/** The steps that bring a request to a state by someone's act: the day of the last is the state's "since". */
const ENDING_STEPS = new Set(["withdraw", "cancel", "decline", "accept", "not-taken-up", "bind"]);

/** The facts the outputs of a request are derived from, with its state as it stands now. */
export function factsOf(
  request: QuoteRequest,
  state: QuoteFacts["state"],
  timeline: readonly { action: string; at: Date }[],
  ownerName: string | null,
): QuoteFacts {
  const last = timeline.findLast((e) => ENDING_STEPS.has(e.action));
  return {
    state,
    quotationVersion: request.quotation?.version ?? null,
    validUntil: request.quotation?.validUntil ?? null,
    since: last && state !== "expired" ? southAfricanDay(last.at) : null,
    withdrawnByClient: state === "withdrawn" && last?.action === "cancel",
    acceptedTier: request.acceptedTier,
    policyNumber: request.policyNumber,
    cover: request.cover,
    ownerName,
  };
}

/** What both sides see of a request: its state, schedule, quotation and timeline. */
export async function requestView(
  database: Database,
  request: QuoteRequest,
  fileProgramme: Programme,
  party: QuoteParty,
) {
  const programme = await storedProgramme(database, fileProgramme);
  const now = new Date();
  const state = stateOf(request, now);
  const { rating } = programme.details;
  const tier = rating.tiers.find((t) => t.label === request.tier);
  const excessOf = (label: string) => {
    const found = rating.tiers.find((t) => t.label === label);
    return found ? describeTier(found) : label;
  };
  const { sasria } = request.quote;
  const timeline = await quoteTimeline(database, request, now, { internal: party === "underwriter" });
  // Underwriting keeps every version; the client reads the latest only.
  const earlier =
    party === "underwriter" && request.quotation
      ? (await quotationVersions(database, request.reference)).filter((v) => v.version !== request.quotation!.version)
      : [];
  const question = request.state === "info-needed" ? timeline.findLast((e) => e.action === "ask") : undefined;
  const attachments = await quoteAttachments(database, request.reference);
  const conditions = request.quotation
    ? await listConditions(database, request.reference, request.quotation.version)
    : [];
  // Staff are named by name (their account's), never by address; a client's own steps keep their address.
  const staff = await staffByEmail(database, [
    ...(request.ownerEmail ? [request.ownerEmail] : []),
    ...timeline.flatMap((e) => [e.actorEmail ?? [], e.action === "owner" && e.note ? e.note : []].flat()),
    ...conditions.flatMap((c) => c.statusBy ?? []),
  ]);
  const nameOf = (email: string | null) => (email ? (staff.get(email.toLowerCase())?.name ?? email) : null);
  const owner = request.ownerEmail ? { email: request.ownerEmail, name: nameOf(request.ownerEmail)! } : null;
  const facts = factsOf(request, state, timeline, owner?.name ?? null);
  const badge = stateBadge(facts);
  return {
    reference: request.reference,
    client: programme.name,
    programme: programme.slug,
    state,
    stateLabel: badge.label,
    stateTone: badge.tone,
    /** What every output of the request is derived from (app/quotes/quote-outputs.ts). */
    facts,
    /** Who accepted the quotation: the approver told of the binding. */
    acceptedByEmail: timeline.findLast((e) => e.action === "accept")?.actorEmail ?? null,
    version: request.version,
    renewal: request.renewal,
    createdAt: request.createdAt.toISOString(),
    tier: request.tier,
    excess: tier ? describeTier(tier) : request.tier,
    calculatorPremium: request.premiumCents,
    insured: programme.details.insured,
    /** The policy wording in force, if the programme has one: documents cite it only then. */
    wording: programme.details.wording ? { version: programme.details.wording.version } : null,
    schedule: request.schedule.map((l) => {
      const rate = rating.classes.find((c) => c.id === l.classId);
      return {
        label: rate?.label ?? l.classId,
        description: l.description,
        quantity: l.quantity,
        value: Math.round(l.value * 100),
        sumInsured: sumInsured(l),
        /** The class's rate on its sum insured (in hundredths of a cent): its share of an option's premium. */
        weight: Math.round(sumInsured(l) * (rate?.ratePerMille ?? 0) * 0.1),
      };
    }),
    quotation: request.quotation
      ? {
          version: request.quotation.version,
          options: request.quotation.options.map((o) => ({
            tier: o.tier,
            excess: excessOf(o.tier),
            accepted: o.tier === request.acceptedTier,
            ...quotationFigures(o.premiumCents, sasria),
          })),
          conditions: request.quotation.conditions,
          validUntil: request.quotation.validUntil,
        }
      : null,
    /** The conditions of the version in force, each tracked (app/quotes/conditions.ts); none for one sent before. */
    conditions: conditions.map((c): QuoteCondition => ({
      id: c.id,
      text: c.text,
      dueOn: c.dueOn,
      status: c.status,
      by: nameOf(c.statusBy),
      at: c.statusAt?.toISOString() ?? null,
    })),
    /** What the intermediary must tell the client with a quotation (FAIS): on its PDF and the client's page. */
    disclosures: request.quotation
      ? quotationDisclosures(
          programme.remuneration ?? STANDARD_REMUNERATION,
          request.quotation.options.map((o) => ({ tier: o.tier, basePremium: o.premiumCents })),
        )
      : [],
    /** Versions the latest superseded, newest first (underwriting only). */
    earlierVersions: earlier.map((v) => ({
      version: v.version,
      at: v.at.toISOString(),
      by: nameOf(v.actorEmail),
      validUntil: v.validUntil,
      options: v.options.map((o) => ({ tier: o.tier, premium: o.premiumCents })),
    })),
    /** Underwriting's open question, while the request waits for the client's answer. */
    question: question ? { text: question.note ?? "", at: question.at.toISOString() } : null,
    declineReason: request.declineReason,
    withdrawReason: request.withdrawReason,
    acceptedTier: request.acceptedTier,
    cover: request.cover,
    policyNumber: request.policyNumber,
    /** Who owns the request: named to the client, with the address for the desk only. */
    owner: owner && (party === "underwriter" ? owner : { email: null, name: owner.name }),
    /** PDFs on the request, oldest first: the client's and underwriting's. */
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      size: formatBytes(a.size),
      from: a.addedBy,
      quotationVersion: a.quotationVersion,
      at: a.at.toISOString(),
    })),
    timeline: timeline.map((e) => ({
      key: `${e.action}-${e.id}`,
      action: e.action,
      at: e.at.toISOString(),
      label:
        e.action === "owner" ? (e.note ? `Now with ${nameOf(e.note)}` : "Back with the underwriting team") : e.label,
      by: nameOf(e.actorEmail),
      note: e.action === "owner" ? null : e.note,
    })),
    steps: nextSteps({ state: request.state, validUntil: request.quotation?.validUntil }, party, southAfricanDay(now)),
    /** Who may download the confirmation of cover: both sides, once bound. */
    confirmation: request.state === "bound" && request.cover !== null,
  };
}

/** What only the desk sees: the engine's premium for every tier on the client's schedule, and the claims history. */
export function underwritingView(request: QuoteRequest, programme: Programme) {
  const now = new Date();
  const { rating } = programme.details;
  const { schedule } = request;
  return {
    tiers: quoteAllTiers(rating, schedule).map((q) => {
      const tier = rating.tiers.find((t) => t.id === q.tierId)!;
      return { ...q, label: tier.label, description: describeTier(tier), requested: tier.label === request.tier };
    }),
    claims: yearlyReview(programme),
    validUntil: daysAfter(new Date(), validityDays(programme)),
    validityDays: validityDays(programme),
    lastValidDay: lastValidDay(southAfricanDay(new Date()), maxValidityDays(programme)),
    today: southAfricanDay(new Date()),
    /** The earliest day cover may start if bound today: an overdue renewal's renewal date, else today. */
    earliestInception: earliestInception(
      { renewalDate: request.renewal ? programme.details.renewalDate : undefined },
      southAfricanDay(new Date()),
    ),
    age: ageOf(request, new Date()),
    /** What the desk is told of the state: what to do next (app/quotes/quote-outputs.ts). */
    state: staffPage(factsOf(request, stateOf(request, now), [], null)),
  };
}

export type RequestView = Awaited<ReturnType<typeof requestView>>;
export type UnderwritingView = ReturnType<typeof underwritingView>;

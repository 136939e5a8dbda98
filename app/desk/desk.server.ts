import { countAccounts, type AccountStatus } from "#app/accounts/account-list.server.ts";
import { STATUS_INFO } from "#app/accounts/labels.ts";
import { allows, type StaffRole } from "#app/accounts/roles.ts";
import { countClaimQueue } from "#app/claims/queue.server.ts";
import { claimsHref, type ClaimFilter } from "#app/claims/queue.ts";
import { CLAIM_STEPS, STEP_LABELS } from "#app/claims/steps.ts";
import { lossTypesFor, TURNAROUND } from "#app/claims/turnaround.ts";
import type { Database } from "#app/db/database.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { addDays, southAfricanDay } from "#app/lib/format/time.ts";
import { submissionFilters } from "#app/forms/export.ts";
import {
  SUBMISSION_STATE_LABELS,
  SUBMISSION_STATES,
  SUBMISSION_TARGET_BUSINESS_DAYS,
  submissionsHref,
  type SubmissionFilter,
} from "#app/forms/submission-queue.ts";
import { formKinds } from "#app/forms/kinds.ts";
import { countSubmissions } from "#app/forms/submissions.server.ts";
import { countQueue } from "#app/quotes/quote-requests.server.ts";
import { queueQueryOf } from "#app/quotes/queue.server.ts";
import { quotesHref, type QuoteFilter } from "#app/quotes/queue.ts";
import { QUOTE_STATES, SERVICE_TARGET_BUSINESS_DAYS, STATE_INFO } from "#app/quotes/workflow.ts";

/**
 * The desk home's figures (issue 27, item 2): for each of the member's roles, what is overdue against its
 * published target, what is theirs, and counts by state. Each figure is counted in SQL by the very filter its
 * link opens (app/claims/queue.ts, app/quotes/queue.ts), so the list shows exactly the rows counted.
 */

export interface Figure {
  label: string;
  count: number;
  href: string;
}

export interface DeskSection {
  role: StaffRole;
  title: string;
  /** Past a target: each needs someone now. */
  overdue: Figure[];
  /** Assigned to the member reading. */
  mine: Figure[];
  /** The whole list by state, every count a link. */
  byState: Figure[];
}

/** Days ahead the desk warns of quotations lapsing. */
export const LAPSING_DAYS = 7;

interface Reader {
  roles: readonly StaffRole[];
  email: string;
  now: Date;
}

async function claimsSection(database: Database, { email, now }: Reader): Promise<DeskSection> {
  const context = { me: email, now };
  const figure = async (label: string, filter: ClaimFilter) => ({
    label,
    count: await countClaimQueue(database, filter, context),
    href: claimsHref(filter),
  });
  const settlementTargets = TURNAROUND.settlement.filter((s) => lossTypesFor(s.id).length > 0);
  return {
    role: "claims",
    title: "Claims",
    overdue: await Promise.all([
      figure(`Not acknowledged within ${TURNAROUND.acknowledgeHours} hours`, { overdue: "acknowledge" }),
      ...settlementTargets.map((s) =>
        figure(
          `${s.label.charAt(0)}${s.label.slice(1).toLowerCase()}: past ${s.value} ${s.units === "days" ? "working days" : "hours"} to settle`,
          { overdue: s.id },
        ),
      ),
    ]),
    mine: await Promise.all([
      figure("Open claims you own", { owner: "me" }),
      figure("Open claims nobody owns", { owner: "nobody" }),
    ]),
    byState: await Promise.all(CLAIM_STEPS.map((step) => figure(STEP_LABELS[step], { step }))),
  };
}

async function quotesSection(database: Database, { email, now }: Reader): Promise<DeskSection> {
  const figure = async (label: string, filter: QuoteFilter) => ({
    label,
    count: await countQueue(database, queueQueryOf(filter, { me: email, now })),
    href: quotesHref(filter),
  });
  return {
    role: "underwriter",
    title: "Quotation requests",
    overdue: await Promise.all([
      figure(`Waiting more than ${SERVICE_TARGET_BUSINESS_DAYS} business days for a quotation`, { overdue: true }),
      figure(`Quotations lapsing within ${LAPSING_DAYS} days`, { lapsing: LAPSING_DAYS }),
    ]),
    mine: await Promise.all([
      figure("Open requests you own", { owner: "me" }),
      figure("Open requests nobody owns", { owner: "nobody" }),
    ]),
    byState: await Promise.all(QUOTE_STATES.map((state) => figure(STATE_INFO[state].label, { state }))),
  };
}

async function submissionsSection(database: Database, { email, now }: Reader): Promise<DeskSection> {
  // Counted by reading the figure's own link as the list reads its address, so the two cannot disagree.
  const figure = async (label: string, filter: SubmissionFilter) => {
    const href = submissionsHref(filter);
    const query = submissionFilters(new URL(href, "https://desk.invalid"), { me: email, now });
    return { label, count: await countSubmissions(database, query), href };
  };
  // The week's, by form, from the start of a South African day, as the list's date filter reads it.
  const day = addDays(southAfricanDay(now), -7);
  return {
    role: "staff",
    title: "Form submissions",
    overdue: [
      await figure(`New and waiting more than ${SUBMISSION_TARGET_BUSINESS_DAYS} business days`, { overdue: true }),
    ],
    mine: await Promise.all([
      figure("Submissions to do you own", { owner: "me" }),
      figure("Submissions to do nobody owns", { owner: "nobody" }),
    ]),
    byState: await Promise.all([
      ...SUBMISSION_STATES.filter((state) => state !== "done").map((state) =>
        figure(SUBMISSION_STATE_LABELS[state], { state }),
      ),
      ...formKinds.map((kind) =>
        figure(`${formDefinitions[kind].title} since ${formatDate(day)}`, { kind, since: day, state: "all" }),
      ),
    ]),
  };
}

async function accountsSection(database: Database): Promise<DeskSection> {
  const statuses = Object.keys(STATUS_INFO) as AccountStatus[];
  return {
    role: "admin",
    title: "Accounts",
    overdue: [],
    mine: [],
    byState: await Promise.all(
      statuses.map(async (status) => ({
        label: STATUS_INFO[status].label,
        count: await countAccounts(database, { status }),
        href: `/staff/users?status=${status}`,
      })),
    ),
  };
}

/** The sections the member's roles open, in the back-office menu's order. */
export async function deskSections(database: Database, reader: Reader): Promise<DeskSection[]> {
  const sections: DeskSection[] = [];
  if (allows(reader.roles, "staff")) sections.push(await submissionsSection(database, reader));
  if (allows(reader.roles, "claims")) sections.push(await claimsSection(database, reader));
  if (allows(reader.roles, "underwriter")) sections.push(await quotesSection(database, reader));
  if (allows(reader.roles, "admin")) sections.push(await accountsSection(database));
  return sections;
}

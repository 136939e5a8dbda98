/**
 * Form submissions as a team's work (decision 0047): each is new, in hand or done, and may have an owner. The
 * list's filters are GET parameters (the desk home's figures link to them; the back button and a page without
 * its script keep them). Pure; app/forms/submissions.server.ts makes the database query.
 */

export const SUBMISSION_STATES = ["new", "in-hand", "done"] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  new: "New",
  "in-hand": "In hand",
  done: "Done",
};

export function isSubmissionState(value: unknown): value is SubmissionState {
  return typeof value === "string" && (SUBMISSION_STATES as readonly string[]).includes(value);
}

/** Business days a new submission may wait before someone takes it in hand (the desk home's "waiting" figure). */
export const SUBMISSION_TARGET_BUSINESS_DAYS = 2;

/** The longest closing note taken. */
export const CLOSING_NOTE_MAX = 2000;

export interface SubmissionFilter {
  /** One state, every submission ("all"), or the list's default: work to do (new and in hand). */
  state?: SubmissionState | "all";
  /** "me", "nobody" (the shared mailbox's) or a colleague's e-mail address. */
  owner?: string;
  /** Only new submissions waiting past the target. */
  overdue?: boolean;
  kind?: string;
  /** Sent since (a day or a span such as 7d) and until a South African day, as the list's date fields give them. */
  since?: string;
  until?: string;
}

/** An owner as the list writes it: anything else (a NUL would fail the query) is left out. */
const OWNER = /^(me|nobody|[^\s@\p{Cc}]{1,100}@[^\s@\p{Cc}]{1,100})$/u;

/** The state, owner and target parts of a filter from the address; anything unreadable is left out. */
export function submissionWorkFrom(params: URLSearchParams): Pick<SubmissionFilter, "state" | "owner" | "overdue"> {
  const state = params.get("state") ?? "";
  const owner = (params.get("owner") ?? "").trim().toLowerCase();
  return {
    state: state === "all" || isSubmissionState(state) ? state : undefined,
    owner: OWNER.test(owner) ? owner : undefined,
    overdue: params.get("overdue") === "1" || undefined,
  };
}

/** The filter's GET parameters, in the order the list's form sends them. */
export function submissionParams(filter: SubmissionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.since) params.set("since", filter.since);
  if (filter.until) params.set("until", filter.until);
  if (filter.state) params.set("state", filter.state);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.overdue) params.set("overdue", "1");
  return params;
}

/** The list's address for a filter: the inverse of reading it back (submissionFilters in export.ts). */
export function submissionsHref(filter: SubmissionFilter): string {
  const query = submissionParams(filter).toString();
  return query ? `/staff/submissions?${query}` : "/staff/submissions";
}

import type { Submission, SubmissionQuery } from "#app/forms/submissions.server.ts";
import { southAfricanDayEnd, southAfricanDayStart } from "#app/lib/format/time.ts";
import { businessDaysCutoff } from "#app/lib/server/business-days.server.ts";
import { csvText } from "#app/lib/format/csv.ts";
import { formDefinitions } from "./definitions.ts";
import { isFormKind } from "./kinds.ts";
import { displayValue } from "./notification.ts";
import { SUBMISSION_TARGET_BUSINESS_DAYS, submissionWorkFrom, type SubmissionFilter } from "./submission-queue.ts";

/** The form fields that appear as columns: one form's in its order, or every form's, each name once. */
function columns(submissions: Submission[]): string[] {
  const kinds = [...new Set(submissions.map((s) => s.kind))].filter(isFormKind);
  const names = kinds.flatMap((kind) => formDefinitions[kind].fields.map((f) => f.name));
  return [...new Set(names)];
}

/** CSV (RFC 4180, CRLF line ends) with a header row: reference, kind, where, when, then the fields. */
export function submissionsCsv(submissions: Submission[]): string {
  const fields = columns(submissions);
  const header = ["reference", "kind", "form_area", "created_at", ...fields];
  const rows = submissions.map((s) => [
    s.reference,
    s.kind,
    s.formArea,
    s.createdAt.toISOString(),
    ...fields.map((name) => (isFormKind(s.kind) ? displayValue(s.kind, name, s.payload[name]) : "")),
  ]);
  return csvText([header, ...rows]);
}

export function submissionsJson(submissions: Submission[]): string {
  return `${JSON.stringify(
    submissions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), stateAt: s.stateAt.toISOString() })),
    null,
    2,
  )}\n`;
}

/** The earliest "since" taken: before the site, and well within what both databases store. */
const EARLIEST_SINCE = Date.UTC(2000, 0, 1);

/**
 * --since as a date (2026-11-01) or a span back from now (7d, 12h); nothing
 * before 2000 or after tomorrow (a date the database cannot hold, such as
 * 0001-01-01, would fail the query).
 */
export function parseSince(value: string, now = new Date()): Date | undefined {
  let date: Date | undefined;
  const span = /^(\d{1,6})([dh])$/.exec(value);
  if (span) date = new Date(now.getTime() - Number(span[1]) * (span[2] === "d" ? 86_400_000 : 3_600_000));
  else if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) {
    date = value.length === 10 ? southAfricanDayStart(value) : new Date(value);
  }
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.getTime() >= EARLIEST_SINCE && date.getTime() <= now.getTime() + 86_400_000 ? date : undefined;
}

/**
 * The filters of the staff list and its exports, from the query string; anything unreadable is ignored. The list
 * opens on work to do (new and in hand) unless `state` says otherwise; `owner=me` is the reader (`me`), and
 * `overdue=1` new submissions received more than the target's business days before `now`, as one cutoff moment,
 * so the desk home's figure and the list its link opens count the same rows (decision 0036).
 */
export function submissionFilters(
  url: URL,
  { me = "", now = new Date() }: { me?: string; now?: Date } = {},
): SubmissionQuery & { kindParam: string; sinceParam: string; untilParam: string; work: SubmissionFilter } {
  const kind = url.searchParams.get("kind") ?? "";
  const sinceParam = url.searchParams.get("since") ?? "";
  const since = sinceParam ? parseSince(sinceParam, now) : undefined;
  // Up to and including a South African day, as the list's date field gives it.
  const untilParam = url.searchParams.get("until") ?? "";
  const before = southAfricanDayEnd(untilParam);
  const known = isFormKind(kind);
  const work = submissionWorkFrom(url.searchParams);
  const owner = work.owner === "me" ? me.toLowerCase() : work.owner;
  return {
    kind: known ? kind : undefined,
    since,
    before,
    open: work.state === undefined,
    state: work.state && work.state !== "all" ? work.state : undefined,
    owner: owner === "nobody" ? null : owner,
    newBefore: work.overdue ? businessDaysCutoff(now, SUBMISSION_TARGET_BUSINESS_DAYS) : undefined,
    kindParam: known ? kind : "",
    sinceParam: since ? sinceParam : "",
    untilParam: before ? untilParam : "",
    work,
  };
}

import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";

/**
 * A quotation's conditions (subjectivities) as a list (issue 35, item 4): each line the underwriter types in the
 * quotation's Conditions is one condition; on the desk each gets an optional day it is due and where it stands
 * (outstanding, met or waived, who said so and when). Pure: app/quotes/quote-conditions.server.ts stores them.
 */

export const CONDITION_STATUSES = ["outstanding", "met", "waived"] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

export function isConditionStatus(value: unknown): value is ConditionStatus {
  return typeof value === "string" && (CONDITION_STATUSES as readonly string[]).includes(value);
}

/** A condition as the pages and documents show it. */
export interface QuoteCondition {
  id: number;
  text: string;
  dueOn: string | null;
  status: ConditionStatus;
  /** Who last set its status (a name for staff, as the page gives it) and when (ISO). */
  by: string | null;
  at: string | null;
}

/** The conditions of a quotation's text: one a line, without the list marks people type ("- ", "• ", "1. "). */
export function conditionLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\s*(?:[-*•–]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}

/** Where a condition stands, in words: "Outstanding, due by 31 January 2027", "Met on 8 December 2026". */
export function conditionStanding(condition: Pick<QuoteCondition, "status" | "dueOn" | "at">): string {
  const on = condition.at ? ` on ${formatDate(southAfricanDay(new Date(condition.at)))}` : "";
  switch (condition.status) {
    case "met":
      return `Met${on}`;
    case "waived":
      return `Waived${on}`;
    default:
      return condition.dueOn ? `Outstanding, due by ${formatDate(condition.dueOn)}` : "Outstanding";
  }
}

/** The confirmation of cover's list of what is still outstanding; empty when every condition is met or waived. */
export function outstandingConditions(conditions: readonly QuoteCondition[]): string[] {
  return conditions
    .filter((c) => c.status === "outstanding")
    .map((c) => {
      const text = c.text.replace(/[.;]+$/, "");
      return c.dueOn ? `${text} (due by ${formatDate(c.dueOn)})` : text;
    });
}

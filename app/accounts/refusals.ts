import { CLIENT_ROLE_INFO, CLIENT_ROLES, roleNeeded, PROGRAMME_ACTIONS } from "#app/programmes/client-roles.ts";
import type { ClientRole, ProgrammeAction } from "#app/programmes/client-roles.ts";
import { isStaffRole, ROLE_INFO } from "./roles.ts";

/**
 * What a 403 says (issue 35, item 7): the role needed, named as the role lists name it, and for a programme what was
 * tried and whose team gives the role. The guards (app/guards.server.ts) send `{ role, action }` with the 403; the
 * error boundaries read it back with these, so a refusal never says less than the guard knew.
 */

/** What a member of a programme's team tried, as the first words of the refusal. */
const ACTION_WORDS: Record<ProgrammeAction, string> = {
  read: "Reading this programme's pages",
  "request-quote": "Asking for a quotation",
  "withdraw-quote": "Withdrawing a quotation request",
  "answer-question": "Answering underwriting's questions",
  "accept-quote": "Accepting a quotation",
  "decline-quote": "Declining a quotation",
  "report-claim": "Reporting a claim",
  "add-claim-documents": "Adding documents to a claim",
  "message-claim": "Sending a message on a claim",
  "manage-team": "Managing the team",
};

function isClientRole(value: unknown): value is ClientRole {
  return typeof value === "string" && (CLIENT_ROLES as readonly string[]).includes(value);
}

function isAction(value: unknown): value is ProgrammeAction {
  return typeof value === "string" && (PROGRAMME_ACTIONS as readonly string[]).includes(value);
}

/** A role's name in a sentence: "approver", "client administrator", "account executive". */
const inSentence = (label: string) => label.toLowerCase();

/**
 * A programme member's refusal from the 403's data: "Accepting a quotation needs the approver role in Pepkor's
 * team." Without the action, "This needs the approver role in Pepkor's team."; without the programme's name,
 * "in your organisation's team".
 */
export function programmeRefusal(data: unknown, programmeName: string | null): string {
  const { role, action } = (data ?? {}) as { role?: unknown; action?: unknown };
  const needed = isAction(action) ? roleNeeded(action) : isClientRole(role) ? role : null;
  const what = isAction(action) ? ACTION_WORDS[action] : "This";
  const team = programmeName ? `${programmeName}'s team` : "your organisation's team";
  return needed
    ? `${what} needs the ${inSentence(CLIENT_ROLE_INFO[needed].label)} role in ${team}.`
    : `${what} needs another role in ${team}.`;
}

/**
 * A member of staff's refusal from the 403's data: the role the page needs (administrators open every page), or,
 * when the account holds no staff role at all, that.
 */
export function staffRefusal(data: unknown): string {
  const role = (data as { role?: unknown } | undefined)?.role;
  if (!isStaffRole(role)) return "Your account can sign in, but it holds no staff role.";
  const needed = inSentence(ROLE_INFO[role].label);
  return role === "admin"
    ? "Your account can sign in, but this page needs the administrator role, which it does not hold."
    : `Your account can sign in, but this page needs the ${needed} role (or the administrator role), which it does not hold.`;
}

/**
 * What each member of a client's programme team may do (issue 28, item 2).
 * Every member reads everything of their programme (its pages, every
 * quotation request and every claim): a viewer does no more. A requester asks
 * for quotations, withdraws one still waiting, answers underwriting's
 * questions and reports claims, adding documents and messages to them; an
 * approver accepts a quotation or declines it, binding the company; the client
 * administrator manages the team. A member may hold several roles. Checked on
 * the server by `requireProgrammeMember` (app/guards.server.ts); the pages only
 * offer what this allows.
 */
export const CLIENT_ROLES = ["viewer", "requester", "approver", "client-admin"] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export const CLIENT_ROLE_INFO: Record<ClientRole, { label: string; description: string }> = {
  viewer: { label: "Viewer", description: "Reads the programme's pages, quotation requests and claims" },
  requester: { label: "Requester", description: "Asks for quotations, reports claims, adds documents and messages" },
  approver: { label: "Approver", description: "Accepts a quotation or declines it, on the company's behalf" },
  "client-admin": { label: "Client administrator", description: "Invites colleagues and sets their roles" },
};

/** A programme member's roles as stored beside their account (table `accounts`). */
export interface ClientMember {
  requester: boolean;
  approver: boolean;
  clientAdmin: boolean;
}

export const PROGRAMME_ACTIONS = [
  "read",
  "request-quote",
  "withdraw-quote",
  "answer-question",
  "accept-quote",
  "decline-quote",
  "report-claim",
  "add-claim-documents",
  "message-claim",
  "manage-team",
] as const;
export type ProgrammeAction = (typeof PROGRAMME_ACTIONS)[number];

const NEEDS: Record<ProgrammeAction, ClientRole> = {
  read: "viewer",
  "request-quote": "requester",
  "withdraw-quote": "requester",
  "answer-question": "requester",
  "report-claim": "requester",
  "add-claim-documents": "requester",
  "message-claim": "requester",
  "accept-quote": "approver",
  "decline-quote": "approver",
  "manage-team": "client-admin",
};

/** The role an action needs, for the refusal's words. */
export function roleNeeded(action: ProgrammeAction): ClientRole {
  return NEEDS[action];
}

/** The roles a member holds, viewer always among them. */
export function rolesOfMember(member: ClientMember): ClientRole[] {
  return CLIENT_ROLES.filter(
    (role) =>
      role === "viewer" ||
      (role === "requester" && member.requester) ||
      (role === "approver" && member.approver) ||
      (role === "client-admin" && member.clientAdmin),
  );
}

export function mayDo(member: ClientMember, action: ProgrammeAction): boolean {
  return rolesOfMember(member).includes(NEEDS[action]);
}

/** The member a programme user is when their account has no stored state: what migration 0020 made of everyone. */
export const DEFAULT_MEMBER: ClientMember = { requester: true, approver: false, clientAdmin: false };

import { describe, expect, it } from "vitest";

import { mayDo, PROGRAMME_ACTIONS, rolesOfMember, type ClientMember, type ProgrammeAction } from "./client-roles.ts";

const MEMBERS: Record<string, ClientMember> = {
  viewer: { requester: false, approver: false, clientAdmin: false },
  requester: { requester: true, approver: false, clientAdmin: false },
  approver: { requester: false, approver: true, clientAdmin: false },
  "client administrator": { requester: false, approver: false, clientAdmin: true },
};

/** Written out whole, so that a change to any role's rights shows here. */
const EXPECTED: Record<string, ProgrammeAction[]> = {
  viewer: ["read"],
  requester: [
    "read",
    "request-quote",
    "withdraw-quote",
    "answer-question",
    "report-claim",
    "add-claim-documents",
    "message-claim",
  ],
  approver: ["read", "accept-quote", "decline-quote"],
  "client administrator": ["read", "manage-team"],
};

describe("client roles within a programme", () => {
  it("allow each role exactly its actions", () => {
    for (const [name, member] of Object.entries(MEMBERS)) {
      for (const action of PROGRAMME_ACTIONS) {
        expect(mayDo(member, action), `${name} × ${action}`).toBe(EXPECTED[name]!.includes(action));
      }
    }
  });

  it("add up when a member holds several, and always include viewer", () => {
    const both = { requester: true, approver: true, clientAdmin: true };
    expect(rolesOfMember(both)).toEqual(["viewer", "requester", "approver", "client-admin"]);
    expect(PROGRAMME_ACTIONS.every((action) => mayDo(both, action))).toBe(true);
    expect(rolesOfMember(MEMBERS.viewer!)).toEqual(["viewer"]);
  });
});

import { describe, expect, it } from "vitest";

import { programmeRefusal, staffRefusal } from "./refusals.ts";

describe("a refusal names the role needed (issue 35)", () => {
  it("says what a programme member tried, the role it needs and whose team gives it", () => {
    expect(programmeRefusal({ role: "approver", action: "accept-quote" }, "Pepkor")).toBe(
      "Accepting a quotation needs the approver role in Pepkor's team.",
    );
    expect(programmeRefusal({ role: "requester", action: "report-claim" }, "NMI")).toBe(
      "Reporting a claim needs the requester role in NMI's team.",
    );
    expect(programmeRefusal({ role: "client-admin", action: "manage-team" }, null)).toBe(
      "Managing the team needs the client administrator role in your organisation's team.",
    );
    // The action decides the role; a 403 with the role alone still names it.
    expect(programmeRefusal({ role: "approver" }, "Pepkor")).toBe("This needs the approver role in Pepkor's team.");
    expect(programmeRefusal({ role: "nonsense" }, "Pepkor")).toBe("This needs another role in Pepkor's team.");
    expect(programmeRefusal(undefined, "Pepkor")).toBe("This needs another role in Pepkor's team.");
  });

  it("tells a member of staff the role a page needs, and that they hold none only when they hold none", () => {
    expect(staffRefusal({ role: "account-executive" })).toBe(
      "Your account can sign in, but this page needs the account executive role (or the administrator role), which it does not hold.",
    );
    expect(staffRefusal({ role: "admin" })).toBe(
      "Your account can sign in, but this page needs the administrator role, which it does not hold.",
    );
    expect(staffRefusal({ role: null })).toBe("Your account can sign in, but it holds no staff role.");
  });
});

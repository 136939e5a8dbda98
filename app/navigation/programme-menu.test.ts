import { describe, expect, it } from "vitest";

import { programmes } from "#app/programmes/index.ts";
import { currentEntry, programmeMenu } from "./programme-menu.ts";

const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
const transport = programmes.find((p) => p.slug === "PepkorTransport")!;

describe("a programme's own menu", () => {
  it("lists Overview, its own pages, Quotations, Claims, Documents and Account; Team for client administrators", () => {
    expect(programmeMenu(transport, { clientAdmin: true }).map((e) => [e.label, e.route])).toEqual([
      ["Overview", "/PepkorTransport/overview"],
      ["Conventional vs aggregate", "/PepkorTransport/conventional-aggregate"],
      ["Comparison", "/PepkorTransport/comparison"],
      ["Quote: 5% 5K", "/PepkorTransport/quote"],
      ["Quote: Flat 10K", "/PepkorTransport/quote1"],
      ["Quote: 10% 10K", "/PepkorTransport/quote2"],
      ["Quotations", "/PepkorTransport/requests"],
      ["Claims", "/PepkorTransport/claims"],
      ["Documents", "/PepkorTransport/documents"],
      ["Team", "/PepkorTransport/account/team"],
      ["Account", "/PepkorTransport/account"],
    ]);
    expect(programmeMenu(transport, { clientAdmin: false }).map((e) => e.label)).not.toContain("Team");
  });

  it("lists Documents for every programme, wording or none (issue 35)", () => {
    for (const programme of programmes) {
      const entries = programmeMenu(programme, { clientAdmin: false });
      expect(entries.find((e) => e.label === "Documents")?.route, programme.slug).toBe(`/${programme.slug}/documents`);
    }
  });

  it("reaches every page of every programme but about and sign-in: the policy wording through Documents", () => {
    for (const programme of programmes) {
      const routes = programmeMenu(programme, { clientAdmin: false }).map((e) => e.route);
      for (const page of programme.pages.filter((p) => !["about", "sign-in", "policy-wording"].includes(p.path))) {
        expect(routes, programme.slug).toContain(`/${programme.slug}/${page.path}`);
      }
    }
  });

  it("counts the quotations waiting for an approver beside Quotations, and nowhere else (issue 35)", () => {
    const waiting = programmeMenu(pepkor, { clientAdmin: false }, 2).filter((e) => e.waiting);
    expect(waiting.map((e) => [e.label, e.waiting])).toEqual([["Quotations", 2]]);
    expect(programmeMenu(pepkor, { clientAdmin: false }, 0).some((e) => "waiting" in e)).toBe(false);
  });

  it("marks the page's own entry, or the section a request or claim is under", () => {
    const menu = programmeMenu(pepkor, { clientAdmin: false });
    expect(currentEntry(menu, "/Pepkor/overview")?.label).toBe("Overview");
    expect(currentEntry(menu, "/Pepkor/requests/Q-2026-000123")?.label).toBe("Quotations");
    expect(currentEntry(menu, "/Pepkor/claims/CLM-2026-0001")?.label).toBe("Claims");
    expect(currentEntry(menu, "/Pepkor/documents/policy-wording/2026.1")?.label).toBe("Documents");
    expect(currentEntry(menu, "/Pepkor/account/team")).toBeUndefined();
    expect(currentEntry(menu, "/Pepkor/overview/x")).toBeUndefined();
  });
});

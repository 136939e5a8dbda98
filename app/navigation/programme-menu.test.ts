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
      ["Documents", "/PepkorTransport/policy-wording"],
      ["Team", "/PepkorTransport/account/team"],
      ["Account", "/PepkorTransport/account"],
    ]);
    expect(programmeMenu(transport, { clientAdmin: false }).map((e) => e.label)).not.toContain("Team");
  });

  it("leaves Documents out for a programme without a policy wording page", () => {
    for (const programme of programmes) {
      const labels = programmeMenu(programme, { clientAdmin: false }).map((e) => e.label);
      expect(labels.includes("Documents"), programme.slug).toBe(
        programme.pages.some((p) => p.path === "policy-wording"),
      );
    }
  });

  it("reaches every page of every programme but about and sign-in", () => {
    for (const programme of programmes) {
      const routes = programmeMenu(programme, { clientAdmin: false }).map((e) => e.route);
      for (const page of programme.pages.filter((p) => p.path !== "about" && p.path !== "sign-in")) {
        expect(routes, programme.slug).toContain(`/${programme.slug}/${page.path}`);
      }
    }
  });

  it("marks the page's own entry, or the section a request or claim is under", () => {
    const menu = programmeMenu(pepkor, { clientAdmin: false });
    expect(currentEntry(menu, "/Pepkor/overview")?.label).toBe("Overview");
    expect(currentEntry(menu, "/Pepkor/requests/Q-2026-000123")?.label).toBe("Quotations");
    expect(currentEntry(menu, "/Pepkor/claims/CLM-2026-0001")?.label).toBe("Claims");
    expect(currentEntry(menu, "/Pepkor/account/team")).toBeUndefined();
    expect(currentEntry(menu, "/Pepkor/overview/x")).toBeUndefined();
  });
});

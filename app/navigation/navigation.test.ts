import { describe, expect, it } from "vitest";

import { mainNavigation, redirects } from "./main-nav.ts";
import {
  findActive,
  firstTab,
  navigationRoutes,
  normalisePath,
  ownRoutePages,
  publicPageRoutes,
  showsFloatingContact,
} from "./navigation.ts";

const sectionOf = (path: string) => mainNavigation[findActive(path).section]?.id;
const tabOf = (path: string) => {
  const active = findActive(path);
  return mainNavigation[active.section]?.tabs[active.tab]?.label;
};

/** Every public route the specification lists (section 2.2), verbatim. */
const specRoutes = [
  "/",
  "/about/mission-vision-values",
  "/about/our-leadership",
  "/about/our-history",
  "/sustainability",
  "/credit-rating",
  "/b-bbee-level-1",
  ...[
    "commercial",
    "assets-all-risks",
    "agriculture",
    "motor-fleet",
    "property-all-risk-sectional-plan",
    "property-all-risk-commercial",
    "specialist-liablity",
  ].map((p) => `/insurance-products/commercial-solutions/${p}`),
  ...["opulence", "personal", "leisure"].map((p) => `/insurance-products/personal-solutions/${p}`),
  "/risk-management",
  "/risk-management/risk-surveying",
  "/risk-management/fire-engineering",
  "/risk-management/quantity-surveying",
  "/risk-management/risk-surveying/in-syte",
  "/motor-risk-managment/parts-procurement",
  "/claims-handling/claims-turnaround-times",
  "/claims-handling/claim-forms",
  ...[
    "jse-listed-multinationals",
    "state-owned-enterprise",
    "commercial-clients",
    "fleet-transports",
    "agriculture",
  ].map((p) => `/clients/${p}`),
  ...[
    "broker-risk-management-portal",
    "client-risk-management-portal",
    "policy-administration-system",
    "e-learning",
  ].map((p) => `/broker-tools/${p}`),
  "/media/news/2025",
  "/media/news/2024",
  "/media/events/2025",
  "/contact/regional-offices",
  "/contact/Grow-Your-Brokerage",
];

describe("active section and tab", () => {
  it("follows an exact path", () => {
    expect(sectionOf("/")).toBe("group");
    expect(tabOf("/")).toBe("About us");
    expect(sectionOf("/about/our-leadership")).toBe("group");
    expect(tabOf("/about/our-leadership")).toBe("Our leadership");
    expect(tabOf("/media/news/2024")).toBe("News 2024");
    expect(tabOf("/contact/Grow-Your-Brokerage")).toBe("Grow your brokerage");
  });

  it("counts a flyout link as its tab", () => {
    expect(sectionOf("/insurance-products/personal-solutions/leisure")).toBe("products");
    expect(tabOf("/insurance-products/personal-solutions/leisure")).toBe("Personal solutions");
    expect(tabOf("/insurance-products/commercial-solutions/specialist-liablity")).toBe("Commercial solutions");
    expect(tabOf("/risk-management/risk-surveying/in-syte")).toBe("Risk surveying");
  });

  it("keeps the parent tab current on pages beneath it", () => {
    expect(tabOf("/media/news/2025/new-durban-office")).toBe("News 2025");
    expect(tabOf("/insurance-products/commercial-solutions/motor-fleet-sme")).toBe("Commercial solutions");
  });

  it("ignores a trailing slash, query and hash", () => {
    expect(tabOf("/clients/agriculture/")).toBe("Agriculture");
    expect(sectionOf("/clients/agriculture?tab=2#top")).toBe("clients");
  });

  it("marks nothing for pages outside the menu", () => {
    expect(findActive("/privacy-policy")).toEqual({ section: -1, tab: -1 });
    expect(findActive("/no/such/page")).toEqual({ section: -1, tab: -1 });
  });

  it("does not treat the home page as everybody's parent", () => {
    expect(sectionOf("/unknown")).toBeUndefined();
  });
});

describe("sections", () => {
  it("navigate to their first tab's route", () => {
    for (const section of mainNavigation) {
      expect(section.route, section.label).toBe(firstTab(section).route);
    }
  });

  it("have unique ids and labels", () => {
    expect(new Set(mainNavigation.map((s) => s.id)).size).toBe(mainNavigation.length);
    expect(new Set(mainNavigation.map((s) => s.label)).size).toBe(mainNavigation.length);
  });

  it("mark external links with a target", () => {
    const external = mainNavigation
      .flatMap((s) => s.tabs.flatMap((t) => (t.columns ?? []).flatMap((c) => c.links)))
      .filter((l) => l.external);
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.route).toMatch(/^https:\/\//);
      expect(link.target).toBe("_blank");
    }
  });
});

describe("routes", () => {
  it("cover every public route of the specification", () => {
    const routes = new Set(navigationRoutes());
    for (const route of specRoutes) expect(routes, route).toContain(route);
  });

  it("redirect correct spellings to the canonical misspelt URLs", () => {
    const routes = new Set(publicPageRoutes());
    for (const [from, to] of Object.entries(redirects)) {
      expect(routes).toContain(to);
      expect(routes).not.toContain(from);
    }
  });
});

describe("helpers", () => {
  it("normalise paths", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("/a/b/")).toBe("/a/b");
    expect(normalisePath("/a?x=1")).toBe("/a");
  });

  it("hide the floating Contact Us on contact pages only", () => {
    expect(showsFloatingContact("/")).toBe(true);
    expect(showsFloatingContact("/claims-handling/claim-forms")).toBe(true);
    expect(showsFloatingContact("/contact/regional-offices")).toBe(false);
    expect(showsFloatingContact("/contact/Grow-Your-Brokerage")).toBe(false);
  });
});

describe("the menu's ways in for clients and claimants (issue 28)", () => {
  it("offers Report a claim and Track a claim in the Claims section, and Client sign-in on the client portal tab", () => {
    const claims = mainNavigation.find((s) => s.id === "claims")!;
    expect(claims.tabs.map((t) => [t.label, t.route])).toEqual(
      expect.arrayContaining([
        ["Report a claim", "/claims-handling/report-a-claim"],
        ["Track a claim", "/claims/track"],
      ]),
    );
    expect(ownRoutePages()).toEqual(["/claims/track", "/client-sign-in"]);
    // Pages with their own route modules are not content pages: no second route, nothing prerendered for them.
    for (const route of ownRoutePages()) expect(publicPageRoutes()).not.toContain(route);
    expect(JSON.stringify(mainNavigation)).not.toContain("portal.example.co.za/client");
  });
});

import { describe, expect, it } from "vitest";

import { programmes } from "#app/programmes/index.ts";
import { mainNavigation } from "./main-nav.ts";
import { navigationRoutes } from "./navigation.ts";
import { subsiteNavigation } from "./subsite.ts";

const pepkorTransport = programmes.find((p) => p.slug === "PepkorTransport")!;
const nav = subsiteNavigation(mainNavigation, pepkorTransport);
const routes = navigationRoutes(nav);
const group = nav.find((s) => s.id === "group")!;
/** Routes the transform has no business touching. */
const untouched = (r: string) => !r.includes("motor-fleet") && r !== "/" && !r.startsWith("/PepkorTransport");

describe("sub-site header", () => {
  it("keeps the main header's primary sections", () => {
    expect(nav.map((s) => s.label)).toEqual(mainNavigation.map((s) => s.label));
  });

  it("points the Group section's About at the programme's about page and keeps the group's own pages", () => {
    expect(group.route).toBe("/PepkorTransport/about");
    expect(group.tabs[0]).toMatchObject({ label: "About Pepkor Transport", route: "/PepkorTransport/about" });
    // The programme's pages are in its own menu (programme-menu.ts); the rest of the section is the group's.
    expect(group.tabs.slice(1).map((t) => t.route)).toEqual(mainNavigation[0]!.tabs.slice(1).map((t) => t.route));
    expect(routes).not.toContain("/");
  });

  it("has no sign-in page in the menu", () => {
    expect(routes).not.toContain("/PepkorTransport/sign-in");
  });

  it.each([
    "/claims-handling/claim-forms",
    "/clients/agriculture",
    "/broker-tools/policy-administration-system",
    "/broker-tools/e-learning",
  ])("drops %s", (route) => {
    expect(navigationRoutes(mainNavigation)).toContain(route);
    expect(routes).not.toContain(route);
  });

  it("splits commercial motor fleet into its three variants", () => {
    const base = "/insurance-products/commercial-solutions";
    expect(routes).not.toContain(`${base}/motor-fleet`);
    for (const v of ["motor-fleet-specified", "motor-fleet-unspecified", "motor-fleet-sme"]) {
      expect(routes).toContain(`${base}/${v}`);
    }
  });

  it("changes nothing else, and leaves the main navigation as it was", () => {
    const removed = new Set([
      "/claims-handling/claim-forms",
      "/clients/agriculture",
      "/broker-tools/policy-administration-system",
      "/broker-tools/e-learning",
    ]);
    expect(routes.filter(untouched)).toEqual(
      navigationRoutes(mainNavigation).filter((r) => untouched(r) && !removed.has(r)),
    );
    expect(mainNavigation[0]!.tabs[0]!.route).toBe("/");
  });

  it("builds a header for every programme with no programme page but its about page", () => {
    for (const p of programmes) {
      const own = navigationRoutes(subsiteNavigation(mainNavigation, p)).filter((r) => r.startsWith(`/${p.slug}/`));
      expect(own).toEqual([`/${p.slug}/about`]);
    }
  });
});

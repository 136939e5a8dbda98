import { describe, expect, it } from "vitest";

import { navigationRoutes, ownRoutePages, publicPageRoutes } from "#app/navigation/navigation.ts";
import { getPage, pages } from "./pages.ts";
import { leadership, peopleById } from "./people.ts";

const routes = publicPageRoutes();

describe("public page content", () => {
  it("exists for every public route, and only for those", () => {
    for (const route of routes) expect(getPage(route), route).toBeDefined();
    expect(Object.keys(pages).toSorted()).toEqual(routes.toSorted());
  });

  it("has a title, a short description and a real introduction", () => {
    for (const [route, page] of Object.entries(pages)) {
      expect(page.title.length, route).toBeGreaterThan(3);
      expect(page.description.length, route).toBeLessThanOrEqual(160);
      expect(page.intro.split(/\s+/).length, route).toBeGreaterThanOrEqual(30);
    }
  });

  it("names in its lineups only people the site was built with (a lineup leaves out anyone removed since)", () => {
    for (const [route, page] of Object.entries(pages)) {
      for (const block of page.blocks) {
        if (block.type !== "keyContacts" && block.type !== "managers") continue;
        expect(
          peopleById(leadership, block.people).map((p) => p.id),
          route,
        ).toEqual(block.people);
      }
    }
  });

  it("links only to pages that exist", () => {
    // Content pages, and the menu's pages with route modules of their own (the claim tracker, client sign-in).
    const known = new Set([...routes, ...ownRoutePages()]);
    const links = Object.values(pages).flatMap((page) =>
      page.blocks.flatMap((block) => {
        if (block.type === "callToAction") return [block.link.route];
        if (block.type === "teaser" && block.button) return [block.button.route];
        return [];
      }),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(known, link).toContain(link);
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem\s+ipsum|\bTODO\b|\[insert|placeholder|\bTBC\b/i);
  });

  it("gives every page in the menu a picture with a real text alternative (policy pages are text)", () => {
    for (const route of navigationRoutes()) {
      const page = pages[route]!;
      expect(page.heroImage, route).toBeDefined();
      expect(page.heroImage!.alt.split(/\s+/).length, route).toBeGreaterThanOrEqual(3);
    }
  });

  it("hides the footer on the broker landing page only", () => {
    const hidden = Object.entries(pages)
      .filter(([, p]) => p.hideFooter)
      .map(([r]) => r);
    expect(hidden).toEqual(["/contact/Grow-Your-Brokerage"]);
  });
});

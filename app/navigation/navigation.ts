import { footerLinks, mainNavigation, motorFleetSplit } from "./main-nav.ts";
import type { NavSection, NavTab } from "./types.ts";

export interface ActiveNav {
  /** Index of the active primary section, or -1 when the path is in none. */
  section: number;
  /** Index of the current tab within that section, or -1. */
  tab: number;
}

/** Drops the query, hash and any trailing slash, so "/media/news/2025/" matches "/media/news/2025". */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "/";
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return trimmed === "" ? "/" : trimmed;
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The internal routes a tab answers for: its own and those of its flyout links. */
export function tabRoutes(tab: NavTab): string[] {
  const links = (tab.columns ?? []).flatMap((c) => c.links).filter((l) => !l.external && !l.ownRoute);
  return [tab.route, ...links.map((l) => l.route)];
}

/**
 * Which section and tab the header shows as current for a path. An exact
 * match wins; otherwise the tab whose route shares the longest leading run of
 * path segments (so an article under /media/news/2025/… keeps "News 2025"
 * current).
 */
export function findActive(path: string, sections: NavSection[] = mainNavigation): ActiveNav {
  const target = normalisePath(path);
  const targetSegments = segments(target);
  let best: ActiveNav = { section: -1, tab: -1 };
  let bestScore = 0;

  sections.forEach((section, s) => {
    section.tabs.forEach((tab, t) => {
      if (tab.external) return;
      for (const route of tabRoutes(tab)) {
        if (route === target) {
          if (bestScore !== Infinity) best = { section: s, tab: t };
          bestScore = Infinity;
          return;
        }
        if (tab.exact) continue;
        const routeSegments = segments(route);
        let shared = 0;
        while (
          shared < routeSegments.length &&
          shared < targetSegments.length &&
          routeSegments[shared]?.toLowerCase() === targetSegments[shared]?.toLowerCase()
        ) {
          shared++;
        }
        // A route that is wholly a prefix of the path is its parent; a route in
        // the same folder is a sibling and counts a little less (so the motor
        // fleet variants sit under the tab that lists motor fleet).
        const parent = shared === routeSegments.length;
        const sibling = shared > 0 && shared === routeSegments.length - 1 && shared === targetSegments.length - 1;
        const score = parent ? shared : sibling ? shared - 0.5 : 0;
        if (score > bestScore) {
          best = { section: s, tab: t };
          bestScore = score;
        }
      }
    });
  });
  return best;
}

/**
 * The header with the Media section's tabs from the database (one per kind
 * and year that has articles, app/articles/listing-page.ts), for the pages
 * that are rendered per request; the prerendered pages keep the tabs of the
 * menu data (docs/architecture.md, “Publishing”).
 */
export function withMediaTabs(sections: NavSection[], tabs: NavTab[] | undefined): NavSection[] {
  if (!tabs?.length) return sections;
  return sections.map((s) => (s.id === "media" ? { ...s, route: tabs[0]!.route, tabs } : s));
}

/** The tab that clicking a primary section opens. */
export function firstTab(section: NavSection): NavTab {
  const tab = section.tabs[0];
  if (!tab) throw new Error(`Navigation section "${section.label}" has no tabs`);
  return tab;
}

/** Every content page the header links to, once each, in menu order (not the pages with their own route module). */
export function navigationRoutes(sections: NavSection[] = mainNavigation): string[] {
  const routes = sections.flatMap((s) => [
    s.route,
    ...s.tabs.filter((t) => !t.external && !t.ownRoute).flatMap(tabRoutes),
  ]);
  return [...new Set(routes)];
}

/** The menu's pages served by their own route modules (`ownRoute`), such as /claims/track and /client-sign-in. */
export function ownRoutePages(sections: NavSection[] = mainNavigation): string[] {
  const routes = sections.flatMap((s) =>
    s.tabs.flatMap((t) => [
      ...(t.ownRoute ? [t.route] : []),
      ...(t.columns ?? []).flatMap((c) => c.links.filter((l) => l.ownRoute).map((l) => l.route)),
    ]),
  );
  return [...new Set(routes)];
}

/** Every public page: the header's routes plus those only the footer and sub-site menus reach. */
export function publicPageRoutes(): string[] {
  return [
    ...new Set([...navigationRoutes(), ...motorFleetSplit.map((l) => l.route), ...footerLinks.map((l) => l.route)]),
  ];
}

/** The floating Contact Us element is hidden wherever the path mentions contact. */
export function showsFloatingContact(path: string): boolean {
  return !path.toLowerCase().includes("contact");
}

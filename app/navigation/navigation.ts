import { footerLinks, mainNavigation, motorFleetSplit } from "./main-nav.ts";
import { tabRoutes } from "./menu.ts";
import type { NavSection } from "./types.ts";

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

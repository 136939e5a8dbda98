import { programmePath } from "#app/programmes/paths.ts";
import type { ProgrammeMenu } from "#app/programmes/types.ts";
import { motorFleetSplit } from "./main-nav.ts";
import type { NavLink, NavSection, NavTab } from "./types.ts";

/** Tabs (and flyout links) a sub-site header leaves out (docs/specification.md, “Programme sub-sites”). */
const REMOVED_ROUTES = new Set([
  "/claims-handling/claim-forms",
  "/clients/agriculture",
  "/broker-tools/policy-administration-system",
  "/broker-tools/e-learning",
]);

const MOTOR_FLEET = "/insurance-products/commercial-solutions/motor-fleet";

function transformLinks(links: NavLink[]): NavLink[] {
  return links.flatMap((link) =>
    link.route === MOTOR_FLEET ? motorFleetSplit : REMOVED_ROUTES.has(link.route) ? [] : [link],
  );
}

function transformTab(tab: NavTab): NavTab[] {
  if (REMOVED_ROUTES.has(tab.route)) return [];
  if (tab.route === MOTOR_FLEET) return motorFleetSplit.map((l) => ({ label: l.label, route: l.route }));
  if (!tab.columns) return [tab];
  return [{ ...tab, columns: tab.columns.map((c) => ({ ...c, links: transformLinks(c.links) })) }];
}

/**
 * A programme's sub-site header, as a pure function of the main navigation
 * (docs/architecture.md, “Navigation and pages”; docs/specification.md, “Programme sub-sites”): the Group section's About points to the
 * programme's about page (the group's "/" would sign the member out), and the section keeps the group's own
 * pages: the programme's pages are in its own menu (programme-menu.ts, issue 28); the
 * claim-forms, agriculture client, policy-administration-system and
 * e-learning tabs are gone; commercial motor fleet becomes its three variants.
 */
export function subsiteNavigation(main: NavSection[], programme: ProgrammeMenu): NavSection[] {
  return main.map((section) => {
    const tabs = section.tabs.flatMap(transformTab);
    if (section.id !== "group") return { ...section, tabs };
    const about = programmePath(programme, "about");
    const [first, ...rest] = tabs;
    // Only the about page itself: the programme's other pages are marked in the programme menu (issue 28).
    const aboutTab: NavTab = {
      ...first!,
      label: `About ${programme.name}`,
      route: about,
      description: undefined,
      exact: true,
    };
    return { ...section, route: about, tabs: [aboutTab, ...rest] };
  });
}

import { useRouteLoaderData } from "react-router";

import type { NavLink, NavSection } from "./types.ts";

/**
 * The site's menus as the public layout's loader sends them (app/routes/public/layout.tsx): the data of
 * main-nav.ts, with the page's data rather than in every page's script (decision 0068).
 */
export interface MenuData {
  mainNavigation: NavSection[];
  footerLinks: NavLink[];
  footerDocuments: NavLink[];
}

/** The menus, for a component drawn inside the public layout (the not-found page's list of sections). */
export function useMenuData(): MenuData | undefined {
  return useRouteLoaderData("routes/public/layout") as MenuData | undefined;
}

import { documents } from "#app/content/documents/index.ts";
import { getPage } from "#app/content/pages.ts";
import { showsPeople } from "#app/content/resolve.server.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";

/**
 * What the build renders to files: every public page, every document and
 * robots.txt. Built from the navigation and content data, so a page added to
 * the menu is prerendered without anyone remembering to list it. Media
 * listings, articles, their feeds, the sitemap and the pages that show the
 * group's people are not: they come from the database, where editors change
 * them without a build, and the server caches them instead
 * (docs/architecture.md, “Publishing”).
 */
function fromDatabase(path: string): boolean {
  const page = getPage(path);
  return path.startsWith("/media/") || (page !== undefined && showsPeople(page));
}

export function prerenderPaths(): string[] {
  return [
    ...publicPageRoutes().filter((path) => !fromDatabase(path)),
    ...documents.map((d) => `/documents/${d.slug}.pdf`),
    "/robots.txt",
  ];
}

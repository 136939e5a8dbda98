import { documents } from "#app/content/documents/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";

/**
 * What the build renders to files: every public page, every document and
 * robots.txt. Built from the navigation and content data, so a page added to
 * the menu is prerendered without anyone remembering to list it. Media
 * listings, articles, their feeds and the sitemap are not: they come from the
 * database, where editors change them without a build, and the server caches
 * them instead (docs/architecture.md, “Publishing”).
 */
export function prerenderPaths(): string[] {
  return [
    ...publicPageRoutes().filter((path) => !path.startsWith("/media/")),
    ...documents.map((d) => `/documents/${d.slug}.pdf`),
    "/robots.txt",
  ];
}

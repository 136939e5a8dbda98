import { articlePath, articles } from "#app/content/articles/index.ts";
import { documents } from "#app/content/documents/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";

/**
 * What the build renders to files: every public page, every article, every
 * document, the sitemap and robots.txt. Built from the navigation and content
 * data, so a page added to the menu or an article added to a listing is
 * prerendered without anyone remembering to list it.
 */
export function prerenderPaths(): string[] {
  return [
    ...publicPageRoutes(),
    ...articles.map(articlePath),
    ...documents.map((d) => `/documents/${d.slug}.pdf`),
    "/sitemap.xml",
    "/robots.txt",
  ];
}

import { publishedView } from "#app/articles/public.server.ts";
import { listingPath } from "#app/articles/types.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { services } from "#app/services.server.ts";

/**
 * Public pages, media listings and articles only: programme pages and sign-in
 * pages stay out of search engines. Listings and articles come from the
 * database, so a published article is here within seconds.
 */
export async function loader() {
  const { siteUrl } = publicConfig();
  const { database } = await services();
  const view = await publishedView(database);
  const listings = (["news", "events"] as const).flatMap((kind) => view.years[kind].map((y) => listingPath(kind, y)));
  const pages = publicPageRoutes().map((path) => ({ path, lastmod: undefined as string | undefined }));
  const paths = new Set(pages.map((p) => p.path));
  for (const path of listings) if (!paths.has(path)) pages.push({ path, lastmod: undefined });
  for (const article of view.articles)
    pages.push({ path: article.path, lastmod: article.updatedAt.toISOString().slice(0, 10) });
  const urls = pages
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...publicContentHeaders },
  });
}

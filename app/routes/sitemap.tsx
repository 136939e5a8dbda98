import { articlePath, articles } from "#app/content/articles/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { publicConfig } from "#app/config/public-config.server.ts";

/** Public pages and articles only: programme pages and sign-in pages stay out of search engines. */
export function loader() {
  const { siteUrl } = publicConfig();
  const urls = [...publicPageRoutes(), ...articles.map(articlePath)]
    .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

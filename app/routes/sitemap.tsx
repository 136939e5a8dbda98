import { articlePath, articles } from "../content/articles/index";
import { publicPageRoutes } from "../navigation/navigation";
import { publicConfig } from "../config/public-config.server";

/** Public pages and articles only: programme pages and sign-in pages stay out of search engines. */
export function loader() {
  const { siteUrl } = publicConfig();
  const urls = [...publicPageRoutes(), ...articles.map(articlePath)]
    .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

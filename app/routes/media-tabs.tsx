import { mediaTabs } from "#app/articles/listing-page.ts";
import { publishedView } from "#app/articles/public.server.ts";
import { RENDER_CACHE_HEADER, PUBLIC_CONTENT_TTL_SECONDS } from "#app/lib/http/render-cache.ts";
import { services } from "#app/services.server.ts";

/**
 * /media/tabs.json: the header's Media tabs as the database has them (a year
 * appears with its first article). Prerendered pages carry the tabs of their
 * build; their header asks for these once the page has hydrated
 * (app/navigation/latest-media-tabs.ts), so a new year is in every page's
 * menu within seconds, without a build.
 */
export async function loader() {
  const { database } = await services();
  const tabs = mediaTabs((await publishedView(database)).years);
  return Response.json(tabs, {
    headers: {
      "Cache-Control": `public, max-age=${PUBLIC_CONTENT_TTL_SECONDS}`,
      [RENDER_CACHE_HEADER]: String(PUBLIC_CONTENT_TTL_SECONDS),
    },
  });
}

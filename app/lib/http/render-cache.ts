/**
 * A response carrying this header (a number of seconds) may be kept by the
 * server and given to other visitors who carry no session, for that long
 * (server/render-cache.ts). Only for pages that are the same for every
 * anonymous visitor and whose data changes through the database: articles,
 * media listings, feeds and the sitemap; and the search page of a query, which
 * the server keeps per query rather than per address (server/search-pages.ts).
 * The server removes the header.
 */
export const RENDER_CACHE_HEADER = "x-render-cache";

/** Two seconds: with the articles' one-second version check, a change is everywhere within about three. */
export const PUBLIC_CONTENT_TTL_SECONDS = 2;

export const publicContentHeaders = { [RENDER_CACHE_HEADER]: String(PUBLIC_CONTENT_TTL_SECONDS) };

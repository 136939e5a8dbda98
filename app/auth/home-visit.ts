/**
 * Whether a request for "/" is a person going there, which signs out every
 * context (docs/specification.md, “Departures”: "on `/`, sessions are signed
 * out" holds for a person who goes to `/`, by loading it or by navigating to
 * it). Nothing else that reaches "/" may end sessions: a browser prefetching
 * it because a link came near the viewport, a HEAD, a link from another site,
 * a picture or script pointed at it.
 *
 * `pathname` is the route's path as the router sees it ("/" for "/_.data"
 * too); `request.url` still names the data request. The Sec-Fetch headers
 * are set by browsers and cannot be set by a page's script; a client without
 * them (an older browser, curl) is taken at its word, as before.
 */
export function isVisitToHome(request: Request, pathname: string): boolean {
  if (pathname !== "/" || request.method !== "GET") return false;
  const headers = request.headers;
  // Chromium sends Sec-Purpose (tests/e2e/security.spec.ts checks it); older browsers Purpose.
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const site = headers.get("sec-fetch-site");
  const mode = headers.get("sec-fetch-mode");
  if (new URL(request.url).pathname.endsWith(".data")) {
    // The router's own data request for a client-side navigation: fetched by this site's script.
    return (site === null || site === "same-origin") && (mode === null || mode === "cors" || mode === "same-origin");
  }
  // A page in the window (not a frame): typed or bookmarked ("none"), or followed from one of the site's own pages.
  const dest = headers.get("sec-fetch-dest");
  return (
    (site === null || site === "none" || site === "same-origin") &&
    (mode === null || mode === "navigate") &&
    (dest === null || dest === "document")
  );
}

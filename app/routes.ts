import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { redirects } from "#app/navigation/main-nav.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { staffPages, type StaffPage } from "#app/routes/staff/pages.ts";

/**
 * Public pages are data (app/content/pages) rendered by one route module, so
 * every route in the navigation gets a page and the two cannot drift apart.
 */
const contentPages = publicPageRoutes()
  // Media listings are read from the database (routes/public/media-listing.tsx).
  .filter((path) => !path.startsWith("/media/"))
  .map((path) =>
    path === "/"
      ? index("routes/public/page.tsx", { id: "page:/" })
      : route(path.slice(1), "routes/public/page.tsx", { id: `page:${path}` }),
  );

/**
 * Programme sub-sites (docs/specification.md, “Programme sub-sites”) are three routes for all nine programmes; the
 * programme data decides which pages exist (anything else is a 404) and who
 * may open them. Static routes rank above these, so no public page is shadowed.
 */
const programmePages = [
  route(":programme", "routes/programmes/home.tsx"),
  route(":programme/account", "routes/programmes/account.tsx"),
  route(":programme/account/team", "routes/programmes/team.tsx"),
  // A programme's claims: a static segment, so it ranks above :programme/:page (no programme has a "claims" page).
  route(":programme/claims", "routes/programmes/claims.tsx"),
  route(":programme/claims/:reference", "routes/programmes/claim.tsx"),
  // Static second segments rank above ":programme/:page", so these are never taken for a programme page.
  route(":programme/requests", "routes/programmes/requests.tsx"),
  route(":programme/documents", "routes/programmes/documents.tsx"),
  route(":programme/requests/:reference", "routes/programmes/request.tsx"),
  route(":programme/:page", "routes/programmes/page.tsx"),
];

/** The back office's pages, from its one table (app/routes/staff/pages.ts), in the frame each is drawn in. */
const staffRoutes = (frame: StaffPage["frame"]) =>
  staffPages
    .filter((page) => page.frame === frame)
    .map((page) => (page.id ? route(page.path, page.file, { id: page.id }) : route(page.path, page.file)));

const legacyRedirects = Object.keys(redirects).map((from) =>
  route(from.slice(1), "routes/public/redirect.tsx", { id: `redirect:${from}` }),
);

export default [
  layout("routes/public/layout.tsx", [
    ...contentPages,
    route("media/:kind/:year", "routes/public/media-listing.tsx"),
    route("media/:kind/:year/:slug", "routes/public/article.tsx"),
    route("claims/track", "routes/claims/track.tsx"),
    route("client-sign-in", "routes/public/client-sign-in.tsx"),
    route("claims/track/:token", "routes/claims/tracker.tsx"),
    route("documents/:slug/versions", "routes/public/document-versions.tsx"),
    // The staff preview of an article, in the public frame, exactly as it will be published.
    ...staffRoutes("public"),
    route("search", "routes/public/search.tsx"),
    ...programmePages,
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/staff/layout.tsx", staffRoutes("staff")),
  layout("routes/auth/layout.tsx", [
    route("auth/signin", "routes/auth/signin.tsx", { id: "signin:main" }),
    // The group's staff sign in to a context of their own (decision 0030); it ranks above ":programme/sign-in".
    route("staff/sign-in", "routes/auth/signin.tsx", { id: "signin:staff" }),
    route(":programme/sign-in", "routes/auth/signin.tsx", { id: "signin:programme" }),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/invitation", "routes/auth/password-link.tsx", { id: "password-link:invitation" }),
    route("auth/reset-password", "routes/auth/password-link.tsx", { id: "password-link:reset" }),
    route("auth/signed-out", "routes/auth/signed-out.tsx"),
  ]),
  route("auth/signout", "routes/auth/signout.tsx"),
  // The consent banner's plain form, for a page without its script (decision 0052).
  route("consent", "routes/consent.tsx"),
  route("api/auth/:context/*", "routes/api/auth.tsx"),
  ...legacyRedirects,
  ...staffRoutes("none"),
  route("claims/report", "routes/claims/report.tsx"),
  route("documents/:file", "routes/documents.tsx"),
  route("documents/:slug/versions/:file", "routes/document-version.tsx"),
  route(":programme/policy-wording.pdf", "routes/programmes/wording-pdf.tsx"),
  route(":programme/loss-run.csv", "routes/programmes/loss-run-csv.tsx"),
  route(":programme/loss-run.pdf", "routes/programmes/loss-run-pdf.tsx"),
  route(":programme/documents/policy-wording/:version", "routes/programmes/wording-version-pdf.tsx"),
  route(":programme/requests/:reference/quotation.pdf", "routes/programmes/quotation-pdf.tsx"),
  route(":programme/requests/:reference/confirmation-of-cover.pdf", "routes/programmes/confirmation-pdf.tsx"),
  route(":programme/requests/:reference/attachments/:fileId", "routes/programmes/quote-attachment.tsx"),
  route("search/suggest", "routes/search-suggest.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("media/:kind/feed.xml", "routes/feed.tsx"),
  route("media/tabs.json", "routes/media-tabs.tsx"),
  route("media/pictures/:file", "routes/picture.tsx"),
  route("robots.txt", "routes/robots.tsx"),
] satisfies RouteConfig;

import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { redirects } from "#app/navigation/main-nav.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";

/**
 * Public pages are data (app/content/pages) rendered by one route module, so
 * every route in the navigation gets a page and the two cannot drift apart.
 */
const contentPages = publicPageRoutes().map((path) =>
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
  route(":programme/:page", "routes/programmes/page.tsx"),
];

const legacyRedirects = Object.keys(redirects).map((from) =>
  route(from.slice(1), "routes/public/redirect.tsx", { id: `redirect:${from}` }),
);

export default [
  layout("routes/public/layout.tsx", [
    ...contentPages,
    route("media/:kind/:year/:slug", "routes/public/article.tsx"),
    route("search", "routes/public/search.tsx"),
    ...programmePages,
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/staff/layout.tsx", [
    route("staff", "routes/staff/home.tsx"),
    route("staff/submissions", "routes/staff/submissions.tsx"),
    route("staff/submissions/:reference", "routes/staff/submission.tsx"),
    route("staff/users", "routes/staff/users.tsx"),
    route("staff/users/invite", "routes/staff/invite.tsx"),
    route("staff/users/:context/:userId", "routes/staff/user.tsx"),
    route("staff/audit", "routes/staff/audit.tsx"),
  ]),
  layout("routes/auth/layout.tsx", [
    route("auth/signin", "routes/auth/signin.tsx", { id: "signin:main" }),
    route(":programme/sign-in", "routes/auth/signin.tsx", { id: "signin:programme" }),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/invitation", "routes/auth/password-link.tsx", { id: "password-link:invitation" }),
    route("auth/reset-password", "routes/auth/password-link.tsx", { id: "password-link:reset" }),
  ]),
  route("auth/signout", "routes/auth/signout.tsx"),
  route("api/auth/:context/*", "routes/api/auth.tsx"),
  ...legacyRedirects,
  route("staff/submissions/export", "routes/staff/export.tsx"),
  route("staff/audit/export", "routes/staff/audit-export.tsx"),
  route("documents/:file", "routes/documents.tsx"),
  route(":programme/policy-wording.pdf", "routes/programmes/wording-pdf.tsx"),
  route("search/suggest", "routes/search-suggest.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
] satisfies RouteConfig;

/**
 * Which limit a post gets (decisions 0010 and 0023), and the server's
 * timeouts. The limits themselves, and how a route declares its own, are in
 * app/lib/http/body-limits.ts: the route a post is for decides, found here with
 * React Router's own matching against the server build's routes, so a page's
 * address and its `.data` address (the page's script posting the same form)
 * always get the same limit.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import {
  ALL_BODY_LIMITS,
  declaredLimits,
  limitFor,
  type RouteBodyLimitsExport,
  type RouteLimit,
} from "#app/lib/http/body-limits.ts";

export {
  ARTICLE_FORM_BODY,
  AUTH_API_BODY,
  FORM_BODY,
  PICTURE_UPLOAD_BODY,
  UPLOAD_BODY,
  type BodyLimit,
  type RouteLimit,
} from "#app/lib/http/body-limits.ts";

type BuildRoutes = ServerBuild["routes"];

type LimitedRoute = RouteObject & { bodyLimits?: RouteBodyLimitsExport };

/** The build's flat route manifest as the nested tree matchRoutes takes, each route with its module's declaration. */
function routeTree(routes: BuildRoutes, parentId?: string): LimitedRoute[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const declared = (route!.module as { bodyLimits?: RouteBodyLimitsExport }).bodyLimits;
      const children = routeTree(routes, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive, bodyLimits: declared }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, bodyLimits: declared, children };
    });
}

/**
 * The address a route sees for a request's path: the router's data request
 * for a page ("/about.data", "/about/_.data", "/_.data" for "/") is the page's.
 * The same rule as React Router's server (its getNormalizedPath); "/_root.data"
 * is the spelling of "/" in earlier versions.
 */
export function routerPath(path: string): string {
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * The limit for a post to a path with a Content-Type, as the route it is for
 * declares, and whether that route answers a refusal itself:
 * `bodyLimitFor(path, contentType)`, built once from the server build's
 * routes. A path no route takes gets the ordinary form's limit.
 */
export function bodyLimits(routes: BuildRoutes): (path: string, contentType?: string) => RouteLimit {
  const tree = routeTree(routes);
  return function bodyLimitFor(path, contentType = "") {
    const pathname = routerPath(path);
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    return limitFor(declaredLimits(leaf?.route.bodyLimits, leaf?.pathname ?? pathname), contentType);
  };
}

/** A request's headers must all have arrived within this (Node's default is a minute: room for slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Node's own hard limit on a whole request, headers and body: a backstop
 * behind the body deadlines (which answer first, with a page's 408).
 */
export const REQUEST_TIMEOUT_MS = HEADERS_TIMEOUT_MS + Math.max(...ALL_BODY_LIMITS.map((l) => l.deadlineMs)) + 5_000;

/**
 * An idle kept-alive connection is closed after this (Node's default). A
 * proxy that keeps connections to the server open must close idle ones
 * sooner (docs/operations.md, “Deploying at scale”), or it may send a request on a
 * connection the server is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** How often Node checks the two timeouts above (its default, 30 s, would let a slow client linger 40 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

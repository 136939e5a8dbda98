/**
 * The built app's routes, read from the server build's route manifest (the
 * build the end-to-end server runs), so that a test sweeping "every route"
 * covers a route added tomorrow without being edited.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { matchRoutes, type RouteObject } from "react-router";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The server build's routes, by id (build/server/index.js's `routes` export). */
export async function builtRoutes(): Promise<ManifestRoute[]> {
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as {
    routes: Record<string, ManifestRoute>;
  };
  return Object.values(build.routes);
}

/** Each route that answers a request (a leaf with a path or an index), with its whole pattern. */
export function routePatterns(routes: ManifestRoute[]): { id: string; pattern: string }[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const hasChildren = new Set(routes.map((r) => r.parentId).filter(Boolean));
  const pattern = (route: ManifestRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const above = parent ? pattern(parent) : "";
    const own = route.path ?? "";
    return [above, own].filter(Boolean).join("/");
  };
  return routes
    .filter((r) => !hasChildren.has(r.id) && (r.path !== undefined || r.index))
    .map((r) => ({ id: r.id, pattern: `/${pattern(r)}` }));
}

/**
 * A path for a pattern, its parameters filled with a value the site knows
 * where one is given, else a plausible word: a new parameter is still sent.
 */
export function samplePath(pattern: string, values: Record<string, string>): string {
  const path = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"] ?? "anything";
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      return values[name] ?? "sample";
    })
    .join("/");
  return path.replace(/\/+$/, "") || "/";
}

/** The ids of the routes these paths reach, as the router matches them. */
export function routesReached(routes: ManifestRoute[], paths: string[]): Set<string> {
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true as const } : { id: r.id, path: r.path, children: tree(r.id) }));
  const root = tree(undefined);
  const reached = new Set<string>();
  for (const path of paths) {
    const matches = matchRoutes(root, path.split("?", 1)[0]!.replace(/\.data$/, ""));
    const leaf = matches?.at(-1);
    if (leaf?.route.id) reached.add(leaf.route.id);
  }
  return reached;
}

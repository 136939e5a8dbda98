import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { mainNavigation } from "#app/navigation/main-nav.ts";
import { subsiteNavigation } from "#app/navigation/subsite.ts";
import type { NavSection } from "#app/navigation/types.ts";
import { programmes } from "#app/programmes/index.ts";
import { AppLink, isPlainInternal } from "./AppLink.tsx";

afterEach(() => vi.unstubAllEnvs());

/** Every route a header's menus link to: the public site's and each programme's. */
function routesOf(sections: NavSection[]): string[] {
  return sections.flatMap((s) => [
    s.route,
    ...s.tabs.flatMap((t) => [t.route, ...(t.columns ?? []).flatMap((c) => c.links.map((l) => l.route))]),
  ]);
}
const navigationRoutes = [
  ...new Set([mainNavigation, ...programmes.map((p) => subsiteNavigation(mainNavigation, p))].flatMap(routesOf)),
];

/** The server's render of a link, in a router at `at`, as the server build (SSR) or as the browser's render would. */
async function rendered(link: React.ReactElement, ssr: boolean, at = "/Pepkor/overview"): Promise<string> {
  vi.stubEnv("SSR", ssr);
  const routes = [{ id: "root", path: "*", Component: () => link }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${at}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("AppLink on the server", () => {
  it("writes for every menu route the same anchor as React Router's Link, which the browser hydrates", async () => {
    expect(navigationRoutes.length).toBeGreaterThan(50);
    const internal = navigationRoutes.filter((to) => isPlainInternal({ to }));
    expect(internal.length).toBeGreaterThan(40);
    for (const to of [...internal, "/", "/search?q=fire#results", "/contact/regional-offices#johannesburg"]) {
      const link = (
        <AppLink to={to} className="tab" aria-current="page" target="_self">
          A <span>label</span>
        </AppLink>
      );
      const server = await rendered(link, true);
      expect(server).toContain(`href="${to.replaceAll("&", "&amp;")}"`);
      expect(server).toBe(await rendered(link, false));
    }
  });

  it("leaves relative, dotted and external paths to React Router's Link", () => {
    for (const to of [
      "overview",
      "../claims",
      "/a/./b",
      "/a/../b",
      "/a/",
      "//elsewhere.example/x",
      "https://example.com/",
    ])
      expect(isPlainInternal({ to })).toBe(false);
    expect(isPlainInternal({ to: "/claims", reloadDocument: true })).toBe(false);
    expect(isPlainInternal({ to: "/claims" })).toBe(true);
  });
});

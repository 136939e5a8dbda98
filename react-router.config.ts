import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/prerender.ts";

export default {
  ssr: true,
  // Only the routes of the page itself ship with it; the routes of the links on it come from
  // /__manifest just after hydration (the whole manifest was 3.3 KB gzipped on every first load).
  // AppLink prefetches a link only once its route is known (decision 0019).
  routeDiscovery: { mode: "lazy" },
  // Every public page, article, document, the sitemap and robots.txt are
  // rendered at build time; the lists come from the navigation and content
  // data, so a page added to the menu is prerendered too.
  prerender: {
    paths: prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;

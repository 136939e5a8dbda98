import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/prerender.ts";

export default {
  ssr: true,
  // The whole route manifest ships with the first page (about 2 KB gzipped). With lazy discovery,
  // a link prefetched before its route is discovered matches the catch-all 404 route instead.
  routeDiscovery: { mode: "initial" },
  // Every public page, article, document, the sitemap and robots.txt are
  // rendered at build time; the lists come from the navigation and content
  // data, so a page added to the menu is prerendered too.
  prerender: {
    paths: prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;

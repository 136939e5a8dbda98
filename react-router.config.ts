import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";

export default {
  ssr: true,
  // Every public page, article, document, the sitemap and robots.txt are
  // rendered at build time; the lists come from the navigation and content
  // data, so a page added to the menu is prerendered too.
  prerender: {
    paths: prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;

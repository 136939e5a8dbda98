import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/navigation/navigation";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build time; the list comes from
  // the navigation data so a page added to the menu is prerendered too.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
} satisfies Config;

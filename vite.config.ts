import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

import { linkLazyStylesheets, type ManifestChunk } from "./scripts/link-lazy-stylesheets.ts";

/** @dnd-kit/core's react-dom import, answered without react-dom (see the module's comment). */
const dndKitWithoutReactDom: Plugin = {
  name: "dnd-kit-without-react-dom",
  enforce: "pre",
  resolveId(source, importer) {
    if (source !== "react-dom" || !importer?.includes("/node_modules/@dnd-kit/")) return null;
    return fileURLToPath(new URL("app/lib/browser/react-dom-for-dnd-kit.ts", import.meta.url));
  },
};

/** Every stylesheet a route may need, linked by the route (decision 0052; scripts/link-lazy-stylesheets.ts). */
const lazyStylesheetsLinked: Plugin = {
  name: "lazy-stylesheets-linked",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(options) {
    const path = join(options.dir!, ".vite", "manifest.json");
    const manifest = JSON.parse(await readFile(path, "utf8")) as Record<string, ManifestChunk>;
    await writeFile(path, JSON.stringify(linkLazyStylesheets(manifest), null, 2));
  },
};

export default defineConfig({
  plugins: [dndKitWithoutReactDom, reactRouter(), lazyStylesheetsLinked],
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  build: {
    // No source maps in production: they would reveal internal paths.
    sourcemap: false,
  },
});

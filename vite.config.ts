import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
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

/** Five characters naming a stylesheet, the same on every machine (its path within the project). */
function fileHash(filename: string): string {
  const path = relative(import.meta.dirname, filename.split("?", 1)[0]!);
  return createHash("sha256").update(path).digest("base64url").replace(/[-_]/g, "").slice(0, 5);
}

export default defineConfig({
  plugins: [dndKitWithoutReactDom, reactRouter(), lazyStylesheetsLinked],
  css: {
    // Class names in the build are the name and five characters of its file's hash, without Vite's line number:
    // they are repeated in every script that uses them, and first-load JavaScript has a budget (decision 0019).
    // One hash per file (not per class) compresses as well as Vite's own.
    modules: {
      localsConvention: "camelCaseOnly",
      generateScopedName: (name, filename) => `${name}_${fileHash(filename)}`,
    },
  },
  build: {
    // No source maps in production: they would reveal internal paths.
    sourcemap: false,
  },
  // First-load JavaScript (issue 38, item 4; decision 0065). Each file compresses on its own, so a page's dozens of
  // small chunks cost more on the wire than the same code in a few: React, React DOM and React Router in one chunk,
  // and in another the root, the public layout and the public page with everything they import (the shell every
  // public page loads). Not React Router's entry module (`@react-router/dev`'s entry.client): it hydrates as soon as
  // it runs, so it must stay the last module the page imports, after the route modules; in a chunk the route
  // modules import, it ran before them and the page failed to hydrate (the attempt reverted on 2026-12-06).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // React Router's production build still logs developer warnings (a route path it will read differently, a
          // second blocker, a lazy property it ignores): `warning()` and `warnOnce()` only call console.warn, and the
          // development build (the dev server's) keeps them. Marked pure, their calls and messages leave the browser's
          // copy: 1.2 KB gzipped of every page's first load (decision 0068). No module of ours or of another client
          // package defines a function of either name; a pure function's result, if it were used, would be kept.
          treeshake: { manualPureFunctions: ["warning", "warnOnce"] },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                // Their imports come along (`includeDependenciesRecursively`, on by default), minus the framework's.
                {
                  name: "shell",
                  test: /[\\/]app[\\/](root\.tsx|routes[\\/]public[\\/](layout|page)\.tsx)$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});

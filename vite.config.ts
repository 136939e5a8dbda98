import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** @dnd-kit/core's react-dom import, answered without react-dom (see the module's comment). */
const dndKitWithoutReactDom: Plugin = {
  name: "dnd-kit-without-react-dom",
  enforce: "pre",
  resolveId(source, importer) {
    if (source !== "react-dom" || !importer?.includes("/node_modules/@dnd-kit/")) return null;
    return fileURLToPath(new URL("app/lib/browser/react-dom-for-dnd-kit.ts", import.meta.url));
  },
};

export default defineConfig({
  plugins: [dndKitWithoutReactDom, reactRouter()],
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  build: {
    // No source maps in production: they would reveal internal paths.
    sourcemap: false,
  },
});

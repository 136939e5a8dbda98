import { describe, expect, it } from "vitest";

import { linkLazyStylesheets } from "./link-lazy-stylesheets.ts";

// The shape of a real client manifest (build/client/.vite/manifest.json), trimmed to what the function reads.
const manifest = {
  "app/routes/public/page.tsx?__react-router-build-client-route": {
    file: "assets/page.js",
    imports: ["_registry.js"],
    dynamicImports: ["_ClaimsLine.js"],
  },
  "_registry.js": {
    file: "assets/registry.js",
    css: ["assets/registry.css"],
    dynamicImports: ["app/components/widgets/Teaser.tsx", "_EnquiryForm.js"],
  },
  "app/components/widgets/Teaser.tsx": {
    file: "assets/Teaser.js",
    css: ["assets/Teaser.css"],
    imports: ["_PlayIcon.js"],
    dynamicImports: ["app/components/widgets/VideoPlayer.tsx"],
  },
  "_PlayIcon.js": { file: "assets/PlayIcon.js", css: ["assets/PlayIcon.css"] },
  "app/components/widgets/VideoPlayer.tsx": { file: "assets/VideoPlayer.js", css: ["assets/VideoPlayer.css"] },
  "_EnquiryForm.js": {
    file: "assets/EnquiryForm.js",
    css: ["assets/EnquiryForm.css"],
    imports: ["_registry.js"],
  },
  "_ClaimsLine.js": { file: "assets/ClaimsLine.js", css: ["assets/ClaimsLine.css"] },
  "app/root.tsx?__react-router-build-client-route": {
    file: "assets/root.js",
    css: ["assets/root.css"],
    dynamicImports: ["app/routes/public/page.tsx?__react-router-build-client-route"],
  },
};

describe("linkLazyStylesheets", () => {
  const linked = linkLazyStylesheets(manifest);

  it("gives a chunk the stylesheets of everything it may load lazily, through static and dynamic imports", () => {
    expect(linked["_registry.js"]!.css).toEqual([
      "assets/registry.css",
      "assets/Teaser.css",
      "assets/EnquiryForm.css",
      "assets/PlayIcon.css",
      "assets/VideoPlayer.css",
    ]);
    expect(linked["app/routes/public/page.tsx?__react-router-build-client-route"]!.css).toEqual([
      "assets/ClaimsLine.css",
    ]);
    expect(linked["app/components/widgets/Teaser.tsx"]!.css).toEqual(["assets/Teaser.css", "assets/VideoPlayer.css"]);
  });

  it("leaves chunks without lazy imports, and the imports themselves, as they were", () => {
    expect(linked["_PlayIcon.js"]).toEqual(manifest["_PlayIcon.js"]);
    expect(linked["_registry.js"]!.imports).toBeUndefined();
    expect(linked["app/components/widgets/Teaser.tsx"]!.imports).toEqual(["_PlayIcon.js"]);
  });

  it("never follows a route module: the router loads those, each linking its own", () => {
    expect(linked["app/root.tsx?__react-router-build-client-route"]!.css).toEqual(["assets/root.css"]);
  });
});

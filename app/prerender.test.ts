import { describe, expect, it } from "vitest";

import { articlePath, articles } from "#app/content/articles/index.ts";
import { mediaPages } from "#app/content/pages/media.ts";
import { motorFleetSplit, footerDocuments } from "#app/navigation/main-nav.ts";
import { prerenderPaths } from "./prerender.ts";

describe("prerendered paths", () => {
  const paths = prerenderPaths();

  it("include every public page but the media ones, every footer document and robots.txt, once each", () => {
    for (const path of [
      "/",
      "/about/our-leadership",
      "/contact/Grow-Your-Brokerage",
      "/privacy-policy",
      "/cookie-policy",
      ...motorFleetSplit.map((l) => l.route),
      ...footerDocuments.map((d) => d.route),
      "/documents/motor-claim-form.pdf",
      "/robots.txt",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leave out what editors change without a build: media listings, articles and the sitemap", () => {
    for (const path of [...Object.keys(mediaPages), ...articles.map(articlePath), "/sitemap.xml"]) {
      expect(paths, path).not.toContain(path);
    }
  });

  it("never include sign-in or programme pages", () => {
    for (const path of paths) {
      expect(path).toMatch(/^\//);
      expect(path).not.toMatch(
        /^\/(auth|api|rs-regal|icebolethugroup|Truworths|Woolworths|Massmart|Pepkor|NMI|city-of-joburg)\b/,
      );
    }
  });
});

import { describe, expect, it } from "vitest";

import { articlePath, articles } from "#app/content/articles/index.ts";
import { mediaPages } from "#app/content/pages/media.ts";
import { motorFleetSplit, footerDocuments } from "#app/navigation/main-nav.ts";
import { prerenderPaths } from "./prerender.ts";

describe("prerendered paths", () => {
  const paths = prerenderPaths();

  it("include every public page but the media ones and those showing people, every footer document and robots.txt, once each", () => {
    for (const path of [
      "/",
      "/about/our-history",
      "/contact/call-me-back",
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

  it("leave out what editors change without a build: media listings, articles, the sitemap and the people's pages", () => {
    const peoplePages = [
      "/about/our-leadership",
      "/risk-management",
      "/claims-handling/claims-turnaround-times",
      "/contact/regional-offices",
      "/contact/Grow-Your-Brokerage",
    ];
    for (const path of [...Object.keys(mediaPages), ...articles.map(articlePath), "/sitemap.xml", ...peoplePages]) {
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

import { describe, expect, it } from "vitest";

import { articlePath, articles } from "#app/content/articles/index.ts";
import { motorFleetSplit, footerDocuments } from "#app/navigation/main-nav.ts";
import { prerenderPaths } from "./prerender.ts";

describe("prerendered paths", () => {
  const paths = prerenderPaths();

  it("include every public page, article, footer document, the sitemap and robots.txt, once each", () => {
    for (const path of [
      "/",
      "/about/our-leadership",
      "/contact/Grow-Your-Brokerage",
      "/privacy-policy",
      "/cookie-policy",
      ...motorFleetSplit.map((l) => l.route),
      ...footerDocuments.map((d) => d.route),
      ...articles.map(articlePath),
      "/documents/motor-claim-form.pdf",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
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

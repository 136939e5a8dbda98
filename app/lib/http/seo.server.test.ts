import { describe, expect, it } from "vitest";

import { breadcrumbTrail, seoMeta } from "#app/lib/http/seo.server.ts";

const config = { assetBase: "", siteUrl: "https://www.example.co.za", gtmId: "" };

describe("breadcrumbTrail", () => {
  it("is just Home on the home page", () => {
    expect(breadcrumbTrail("/", "About us")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("names the section and tab a page sits under, each path once", () => {
    expect(breadcrumbTrail("/about/our-leadership", "Our leadership").map((c) => c.path)).toEqual([
      "/",
      "/about/our-leadership",
    ]);
    const fleet = breadcrumbTrail("/insurance-products/commercial-solutions/motor-fleet", "Motor fleet");
    expect(fleet.at(-1)).toEqual({ name: "Motor fleet", path: "/insurance-products/commercial-solutions/motor-fleet" });
    expect(new Set(fleet.map((c) => c.path)).size).toBe(fleet.length);
  });

  it("puts an article under its listing", () => {
    const trail = breadcrumbTrail("/media/news/2025/some-story", "Some story");
    expect(trail.map((c) => c.path)).toContain("/media/news/2025");
    expect(trail.at(-1)?.path).toBe("/media/news/2025/some-story");
  });
});

describe("seoMeta", () => {
  const meta = seoMeta(
    { title: "Claim forms", description: "Download claim forms.", path: "/claims-handling/claim-forms/" },
    config,
  );

  it("sets the canonical URL on SITE_URL without a trailing slash", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.co.za/claims-handling/claim-forms",
    });
  });

  it("gives link previews an absolute image and the page's title", () => {
    const image = meta.find((m) => "property" in m && m.property === "og:image") as { content: string };
    expect(image.content).toMatch(/^https:\/\/www\.example\.co\.za\/images\/.+\.webp$/);
    expect(meta).toContainEqual({ property: "og:title", content: "Claim forms" });
  });

  it("describes the organisation and the breadcrumbs as JSON-LD", () => {
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@graph": { "@type": string }[] } };
    const types = ld["script:ld+json"]["@graph"].map((g) => g["@type"]);
    expect(types).toEqual(["InsuranceAgency", "BreadcrumbList"]);
  });

  it("adds NewsArticle data for articles", () => {
    const article = seoMeta(
      {
        title: "Story",
        description: "A story.",
        path: "/media/news/2025/story",
        article: { headline: "Story", datePublished: "2025-03-01" },
      },
      config,
    );
    const ld = article.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@graph": { "@type": string }[] } };
    expect(ld["script:ld+json"]["@graph"].map((g) => g["@type"])).toContain("NewsArticle");
    expect(article).toContainEqual({ property: "og:type", content: "article" });
  });
});

import type { MetaDescriptor } from "react-router";

import { site } from "#app/config/site.ts";
import { imageInfo, imageUrl, type ImageKey } from "#app/content/images.ts";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { findActive, normalisePath } from "#app/navigation/navigation.ts";
import type { PublicConfig } from "#app/lib/browser/public-config.ts";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Home, then the menu section and tab the page sits under (from the navigation
 * data), then the page itself; each step once.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const target = normalisePath(path);
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  if (target === "/") return trail;
  const { section, tab } = findActive(target);
  const activeSection = mainNavigation[section];
  const activeTab = activeSection?.tabs[tab];
  const parents = [
    activeSection && { name: activeSection.label, path: activeSection.route },
    activeTab && !activeTab.external && { name: activeTab.label, path: activeTab.route },
  ];
  // A section's route is often its first tab's, and a tab's may be this very page: each path once.
  for (const crumb of parents) {
    if (crumb && crumb.path !== target && !trail.some((c) => c.path === crumb.path)) trail.push(crumb);
  }
  trail.push({ name: title, path: target });
  return trail;
}

function organisation(siteUrl: string) {
  return {
    "@type": "InsuranceAgency",
    "@id": `${siteUrl}/#organisation`,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: site.phone,
    email: site.email,
    address: { "@type": "PostalAddress", streetAddress: site.headOffice, addressCountry: "ZA" },
    sameAs: site.social.map((s) => s.href),
  };
}

export interface SeoInput {
  title: string;
  description: string;
  path: string;
  image?: ImageKey;
  /** Adds NewsArticle data; pages get breadcrumbs and the home page the organisation. */
  article?: { headline: string; datePublished: string };
  /** The breadcrumb name of the page, when the title is not short enough. */
  crumb?: string;
}

/**
 * Everything a search engine or a link preview reads: title, description,
 * canonical URL, Open Graph and JSON-LD. The canonical URL uses SITE_URL.
 * Built by loaders, so the browser receives the tags and never this code.
 */
export function seoMeta(input: SeoInput, { siteUrl, assetBase }: PublicConfig): MetaDescriptor[] {
  const path = normalisePath(input.path);
  const url = path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
  const fullTitle = path === "/" ? `${site.name}: ${site.tagline}` : `${input.title} | ${site.name}`;
  const image = input.image ?? "scenes/skyline";
  const imageWidth = imageInfo(image).widths.at(-1)!;
  // The image must be an absolute URL for link previews, wherever it is served from.
  const imageHref = imageUrl(assetBase || siteUrl, image, imageWidth, "webp");
  const trail = breadcrumbTrail(path, input.crumb ?? input.title);

  const graph: object[] = [organisation(siteUrl)];
  if (trail.length > 1) {
    graph.push({
      "@type": "BreadcrumbList",
      itemListElement: trail.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: c.name,
        item: c.path === "/" ? `${siteUrl}/` : `${siteUrl}${c.path}`,
      })),
    });
  }
  if (input.article) {
    graph.push({
      "@type": "NewsArticle",
      headline: input.article.headline,
      datePublished: input.article.datePublished,
      image: [imageHref],
      mainEntityOfPage: url,
      publisher: { "@id": `${siteUrl}/#organisation` },
      author: { "@id": `${siteUrl}/#organisation` },
    });
  }

  return [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:type", content: input.article ? "article" : "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageHref },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": graph } },
  ];
}

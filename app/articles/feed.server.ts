import sanitizeHtml from "sanitize-html";

import { imageInfo, imageUrl } from "#app/content/images.ts";
import type { PublishedArticle } from "./articles.server.ts";
import { escapeHtml } from "./html.ts";
import { isImageKey } from "./pictures.ts";
import { KIND_LABELS, listingPath, type ArticleKind } from "./types.ts";

/**
 * An Atom feed of one kind of article (RFC 4287). A feed reader shows an entry away from this site, resolving
 * addresses against nothing but the feed, so every link and picture in it is made absolute here (issue 29,
 * item 6), and paragraphs with nothing in them are left out.
 */

/** Every address attribute an article body can carry (app/articles/sanitize.server.ts), resolved against `base`. */
function absolute(value: string, base: string): string {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return value;
  }
}

/** An article body as a feed reader should get it: addresses absolute, no empty paragraphs. */
export function feedBodyHtml(html: string, articleUrl: string): string {
  return sanitizeHtml(html, {
    // The body passed the article sanitiser when it was saved; this pass keeps the same kind of allowlist.
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: {
      a: ["href", "title", "rel", "name"],
      img: ["src", "srcset", "sizes", "alt", "width", "height"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      "*": (tagName, attribs) => {
        const next = { ...attribs };
        for (const name of ["href", "src"] as const) if (next[name]) next[name] = absolute(next[name], articleUrl);
        if (next.srcset)
          next.srcset = next.srcset
            .split(",")
            .map((candidate) => {
              const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
              return [absolute(url, articleUrl), ...descriptor].join(" ");
            })
            .join(", ");
        return { tagName, attribs: next };
      },
    },
    exclusiveFilter: (frame) =>
      frame.tag === "p" && frame.text.replaceAll("\u00a0", " ").trim() === "" && frame.mediaChildren.length === 0,
  }).trim();
}

/** The hero picture's absolute address: an uploaded picture (its largest width), a drawn scene, or an own address. */
function heroUrl(article: PublishedArticle, siteUrl: string, assetBase: string): string | undefined {
  const { heroImage, heroPicture } = article;
  if (heroPicture)
    return `${siteUrl}/media/pictures/${heroPicture.id}-${heroPicture.widths.at(-1) ?? heroPicture.width}.webp`;
  if (isImageKey(heroImage))
    return imageUrl(assetBase || siteUrl, heroImage, imageInfo(heroImage).widths.at(-1)!, "webp");
  if (heroImage.startsWith("/") && !heroImage.startsWith("//")) return `${siteUrl}${heroImage}`;
  return undefined;
}

export function atomFeed(input: {
  kind: ArticleKind;
  siteName: string;
  siteUrl: string;
  assetBase: string;
  /** Newest first. */
  articles: PublishedArticle[];
}): string {
  const { kind, siteUrl, articles } = input;
  const self = `${siteUrl}/media/${kind}/feed.xml`;
  const newest = articles[0];
  const listing = `${siteUrl}${listingPath(kind, newest ? newest.date.slice(0, 4) : new Date().getFullYear())}`;
  const updated = articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), new Date(0));
  const entries = articles.map((a) => {
    const url = `${siteUrl}${a.path}`;
    const hero = heroUrl(a, siteUrl, input.assetBase);
    const heroHtml = hero ? `<p><img src="${escapeHtml(hero)}" alt="${escapeHtml(a.heroAlt)}"></p>\n` : "";
    return `  <entry>
    <title>${escapeHtml(a.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>
    <id>${escapeHtml(url)}</id>
    <published>${a.publishAt.toISOString()}</published>
    <updated>${a.updatedAt.toISOString()}</updated>
    <summary>${escapeHtml(a.summary)}</summary>
    <content type="html" xml:base="${escapeHtml(url)}">${escapeHtml(heroHtml + feedBodyHtml(a.bodyHtml, url))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeHtml(`${input.siteName}: ${KIND_LABELS[kind]}`)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeHtml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeHtml(listing)}"/>
  <id>${escapeHtml(self)}</id>
  <updated>${updated.toISOString()}</updated>
  <author><name>${escapeHtml(input.siteName)}</name></author>
${entries.join("\n")}
</feed>
`;
}

import { publicConfig } from "#app/config/public-config.server.ts";
import type { ImageKey } from "#app/content/images.ts";
import type { PictureSource, UploadedPicture } from "#app/content/people.ts";
import { isImageKey } from "./pictures.ts";
import { seoMeta } from "#app/lib/http/seo.server.ts";
import { articlePathOf, listingPath, type ArticleFields } from "./types.ts";

/**
 * What an article page needs, the same for the public page and the staff
 * preview: the fields the page shows (never the stored record's workflow
 * details), its listing and its search-engine tags.
 */
export function articleView(
  article: ArticleFields & { publishAt?: Date | null },
  heroPicture: UploadedPicture | null = null,
) {
  const scene: ImageKey = isImageKey(article.heroImage) ? article.heroImage : "scenes/skyline";
  // An uploaded hero (issue 29) is shown on the page; link previews keep a scene of the catalogue's sizes.
  const heroImage: PictureSource = heroPicture ?? scene;
  const listing = listingPath(article.kind, article.date.slice(0, 4));
  const meta = seoMeta(
    {
      title: article.seoTitle || article.title,
      description: article.seoDescription || article.summary,
      path: articlePathOf(article),
      image: scene,
      article: { headline: article.title, datePublished: article.date },
    },
    publicConfig(),
  );
  return {
    article: {
      kind: article.kind,
      title: article.title,
      date: article.date,
      summary: article.summary,
      location: article.location,
      heroImage,
      heroAlt: article.heroAlt,
      bodyHtml: article.bodyHtml,
    },
    listing,
    meta,
  };
}

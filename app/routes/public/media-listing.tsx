import { data } from "react-router";
import { southAfricanDay } from "#app/lib/format/time.ts";

import { Blocks } from "#app/components/blocks/registry.tsx";
import { PageHero } from "#app/components/PageHero.tsx";
import { articlesOf, publishedView } from "#app/articles/public.server.ts";
import { listingPage, mediaTabs } from "#app/articles/listing-page.ts";
import { isArticleKind, listingPath } from "#app/articles/types.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { isImageKey } from "#app/articles/pictures.ts";
import { resolvePage } from "#app/content/resolve.server.ts";
import { mediaPages } from "#app/content/pages/media.ts";
import type { Block } from "#app/content/types.ts";
import { seoMeta } from "#app/lib/http/seo.server.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/media-listing";

/**
 * A media listing (/media/news/2025, /media/events/2026, …): the published
 * articles of one kind and year, from the database. A year exists as soon as
 * one of its articles is published, with no change to the code.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { kind, year } = params;
  if (!isArticleKind(kind) || !/^\d{4}$/.test(year)) throw data(null, { status: 404 });
  const { database } = await services();
  const view = await publishedView(database);
  const items = articlesOf(view, kind, year);
  const content = listingPage(kind, year);
  const path = listingPath(kind, year);
  // A past or future year nobody wrote a page for and nothing is published in is not a page; this year's
  // listing always is (an article being previewed links to it before its first article is out).
  const thisYear = southAfricanDay(new Date()).slice(0, 4);
  if (!items.length && !mediaPages[path] && year !== thisYear) throw data(null, { status: 404 });
  const fill = (block: Block): Block =>
    block.type === "newsList"
      ? {
          ...block,
          items: items.map((a) => ({
            title: a.title,
            date: a.date,
            summary: a.summary,
            image: {
              image: a.heroPicture ?? (isImageKey(a.heroImage) ? a.heroImage : "scenes/skyline"),
              alt: a.heroAlt,
            },
            location: a.location ?? undefined,
            path: a.path,
          })),
        }
      : block;
  const page = resolvePage({ ...content, blocks: content.blocks.map(fill) });
  const pageMeta = seoMeta(
    { title: page.title, description: page.description, path, image: page.heroImage?.image },
    publicConfig(),
  );
  pageMeta.push({
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: `${page.title.replace(/ \d{4}$/, "")} feed`,
    href: `/media/${kind}/feed.xml`,
  });
  return data({ page, meta: pageMeta, mediaTabs: mediaTabs(view.years) }, { headers: publicContentHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function MediaListing({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} image={page.heroImage} />
      <div className="container page-body">
        <Blocks blocks={page.blocks} />
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

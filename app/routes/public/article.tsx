import { Icon, paths } from "#app/components/Icon.tsx";
import { data } from "react-router";

import { AppLink } from "#app/components/AppLink.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { PageHero } from "#app/components/PageHero.tsx";
import { getArticle } from "#app/content/articles/index.ts";
import type { ArticleCollection } from "#app/content/types.ts";
import { formatDate } from "#app/lib/dates.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { seoMeta } from "#app/lib/seo.server.ts";
import type { Route } from "./+types/article";
import styles from "./article.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const arrowLeft = paths("m12 19-7-7 7-7", "M19 12H5");

const collections: Record<string, ArticleCollection> = {
  "news/2025": "news-2025",
  "news/2024": "news-2024",
  "events/2025": "events-2025",
};

export function loader({ params }: Route.LoaderArgs) {
  const collection = collections[`${params.kind}/${params.year}`];
  const article = collection && getArticle(collection, params.slug);
  if (!article) throw data(null, { status: 404 });
  const listing = `/media/${params.kind}/${params.year}`;
  const seo = seoMeta(
    {
      title: article.title,
      description: article.summary,
      path: `${listing}/${article.slug}`,
      image: article.image.image,
      article: { headline: article.title, datePublished: article.date },
    },
    publicConfig(),
  );
  return { article, listing, meta: seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, listing } = loaderData;
  const isEvent = article.collection === "events-2025";
  return (
    <>
      <PageHero eyebrow={isEvent ? "Event" : "News"} title={article.title} intro={article.summary} />
      <article className={`container page-body ${styles.article}`}>
        <p className={styles.meta}>
          {isEvent ? "Date: " : "Published "}
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.location ? ` · ${article.location}` : null}
        </p>
        <Picture
          image={article.image.image}
          alt={article.image.alt}
          sizes="(min-width: 1025px) 46rem, 100vw"
          className={styles.picture}
        />
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.back}>
          <AppLink to={listing}>
            <Icon icon={arrowLeft} size={18} />
            {isEvent ? "All events" : "All news"}
          </AppLink>
        </p>
      </article>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

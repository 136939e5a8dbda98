import { ArrowLeft } from "lucide-react";
import { data, redirect } from "react-router";

import { AppLink } from "#app/components/AppLink.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { PageHero } from "#app/components/PageHero.tsx";
import { publishedView } from "#app/articles/public.server.ts";
import { mediaTabs } from "#app/articles/listing-page.ts";
import { articleView } from "#app/articles/view.server.ts";
import { isArticleKind } from "#app/articles/types.ts";
import { redirectFor } from "#app/db/articles.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { publicContentHeaders } from "#app/lib/render-cache.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/article";
import styles from "./article.module.css";

/**
 * An article, from the database through this process's cache
 * (app/articles/public.server.ts); an earlier address of it redirects.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { kind, year, slug } = params;
  if (!isArticleKind(kind) || !/^\d{4}$/.test(year)) throw data(null, { status: 404 });
  const { database } = await services();
  const view = await publishedView(database);
  const path = `/media/${kind}/${year}/${slug}`;
  const article = view.byPath.get(path);
  if (!article) {
    const moved = await redirectFor(database, path);
    if (moved) throw redirect(moved, 301);
    throw data(null, { status: 404 });
  }
  return data({ ...articleView(article), mediaTabs: mediaTabs(view.years) }, { headers: publicContentHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export interface ArticleBodyProps {
  article: {
    kind: "news" | "events";
    title: string;
    date: string;
    summary: string;
    location: string | null;
    heroImage: Parameters<typeof Picture>[0]["image"];
    heroAlt: string;
    bodyHtml: string;
  };
  listing: string;
}

/** The article as the public sees it; the staff preview renders exactly this. */
export function ArticleBody({ article, listing }: ArticleBodyProps) {
  const isEvent = article.kind === "events";
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
          image={article.heroImage}
          alt={article.heroAlt}
          sizes="(min-width: 1025px) 46rem, 100vw"
          className={styles.picture}
        />
        {/* Sanitised on the server when it was saved (app/articles/sanitize.server.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <p className={styles.back}>
          <AppLink to={listing}>
            <ArrowLeft aria-hidden="true" size={18} />
            {isEvent ? "All events" : "All news"}
          </AppLink>
        </p>
      </article>
    </>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleBody article={loaderData.article} listing={loaderData.listing} />;
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

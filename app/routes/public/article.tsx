import { data, redirect } from "react-router";

import { ArticleBody } from "#app/components/ArticleBody.tsx";
import { publishedView } from "#app/articles/public.server.ts";
import { mediaTabs } from "#app/articles/listing-page.ts";
import { articleView } from "#app/articles/view.server.ts";
import { isArticleKind } from "#app/articles/types.ts";
import { redirectFor } from "#app/articles/articles.server.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/article";

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
  return data(
    { ...articleView(article, article.heroPicture), mediaTabs: mediaTabs(view.years) },
    { headers: publicContentHeaders },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleBody article={loaderData.article} listing={loaderData.listing} />;
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

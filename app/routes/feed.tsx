import { data } from "react-router";

import { atomFeed } from "#app/articles/feed.server.ts";
import { publishedView } from "#app/articles/public.server.ts";
import { isArticleKind } from "#app/articles/types.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { site } from "#app/config/site.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/feed";

/** The Atom feed of one kind (/media/news/feed.xml, /media/events/feed.xml): the 20 newest articles, whole. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isArticleKind(params.kind)) throw data(null, { status: 404 });
  const { siteUrl, assetBase } = publicConfig();
  const { database } = await services();
  const view = await publishedView(database);
  const xml = atomFeed({
    kind: params.kind,
    siteName: site.name,
    siteUrl,
    assetBase,
    articles: view.articles.filter((a) => a.kind === params.kind).slice(0, 20),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", ...publicContentHeaders },
  });
}

import { data } from "react-router";

import { publishedView } from "#app/articles/public.server.ts";
import { escapeHtml } from "#app/articles/html.ts";
import { isArticleKind, KIND_LABELS } from "#app/articles/types.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { site } from "#app/config/site.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/feed";

/** The Atom feed of one kind (/media/news/feed.xml, /media/events/feed.xml): the 20 newest articles, whole. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isArticleKind(params.kind)) throw data(null, { status: 404 });
  const kind = params.kind;
  const { siteUrl } = publicConfig();
  const { database } = await services();
  const view = await publishedView(database);
  const items = view.articles.filter((a) => a.kind === kind).slice(0, 20);
  const self = `${siteUrl}/media/${kind}/feed.xml`;
  const updated = items.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), new Date(0));
  const entries = items
    .map(
      (a) => `  <entry>
    <title>${escapeHtml(a.title)}</title>
    <link rel="alternate" type="text/html" href="${siteUrl}${a.path}"/>
    <id>${siteUrl}${a.path}</id>
    <published>${a.publishAt.toISOString()}</published>
    <updated>${a.updatedAt.toISOString()}</updated>
    <summary>${escapeHtml(a.summary)}</summary>
    <content type="html">${escapeHtml(a.bodyHtml)}</content>
  </entry>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeHtml(`${site.name}: ${KIND_LABELS[kind]}`)}</title>
  <link rel="self" type="application/atom+xml" href="${self}"/>
  <link rel="alternate" type="text/html" href="${siteUrl}/media/${kind}/${items[0]?.date.slice(0, 4) ?? ""}"/>
  <id>${self}</id>
  <updated>${(items.length ? updated : new Date(0)).toISOString()}</updated>
  <author><name>${escapeHtml(site.name)}</name></author>
${entries}
</feed>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", ...publicContentHeaders },
  });
}

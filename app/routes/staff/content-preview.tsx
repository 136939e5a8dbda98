import { ArticleBody } from "#app/components/ArticleBody.tsx";
import { articleView } from "#app/articles/view.server.ts";
import { mediaTabs } from "#app/articles/listing-page.ts";
import { publishedView } from "#app/articles/public.server.ts";
import { articleState, STATE_LABELS } from "#app/articles/types.ts";
import { getArticleById } from "#app/articles/articles.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content-preview";
import styles from "./preview.module.css";

/**
 * An article as the public will see it, in the public frame, whatever its
 * state: for staff who edit content only (never cached, never indexed).
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  if (!/^\d{1,12}$/.test(params.id)) notFound();
  const { database } = await services();
  const article = await getArticleById(database, Number(params.id));
  if (!article) notFound();
  const view = articleView(article);
  const state = articleState(article, new Date());
  return {
    ...view,
    meta: [...view.meta.filter((m) => !("name" in m && m.name === "robots")), { name: "robots", content: "noindex" }],
    id: article.id,
    state: STATE_LABELS[state],
    notPublished: state === "published" ? undefined : STATE_LABELS[state],
    mediaTabs: mediaTabs((await publishedView(database)).years),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <aside className={styles.banner} aria-label="Preview">
        <p>
          Preview of an article ({loaderData.state}): this is how it looks on the public site.{" "}
          <a href={`/staff/content/${loaderData.id}`}>Back to editing</a>
        </p>
      </aside>
      <ArticleBody article={loaderData.article} listing={loaderData.listing} notPublished={loaderData.notPublished} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

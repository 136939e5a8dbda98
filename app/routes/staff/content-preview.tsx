import { ArticleBody } from "#app/components/ArticleBody.tsx";
import { articleView } from "#app/articles/view.server.ts";
import { mediaTabs } from "#app/articles/listing-page.ts";
import { publishedView } from "#app/articles/public.server.ts";
import { articleState, STATE_LABELS } from "#app/articles/types.ts";
import { getArticleById, heroPictures } from "#app/articles/articles.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content-preview";
import styles from "./preview.module.css";

/**
 * An article as the public will see it, in the public frame, whatever its
 * state: for staff who edit content only (never cached, never indexed).
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const id = rowId(params.id) ?? notFound();
  const { database } = await services();
  const article = await getArticleById(database, id);
  if (!article) notFound();
  // A draft (changes to a live article, or saved automatically) is what would be published next: shown here.
  const shown = article.draft ?? article;
  const heroes = await heroPictures(database.db, [shown.heroImage]);
  const view = articleView(shown, heroes.get(shown.heroImage) ?? null);
  const state = articleState(article, new Date());
  return {
    ...view,
    meta: [...view.meta.filter((m) => !("name" in m && m.name === "robots")), { name: "robots", content: "noindex" }],
    id: article.id,
    state: STATE_LABELS[state],
    // A live article's draft is not what the public reads yet: the preview says so rather than "Published".
    notPublished: state !== "published" ? STATE_LABELS[state] : article.draft ? "Changes not yet published" : undefined,
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

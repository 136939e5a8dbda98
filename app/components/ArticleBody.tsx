import { AppLink } from "#app/components/AppLink.tsx";
import { Icon, paths } from "#app/components/Icon.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { PageHero } from "#app/components/PageHero.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import styles from "./ArticleBody.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const arrowLeft = paths("m12 19-7-7 7-7", "M19 12H5");

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
  /**
   * For the staff preview of an article the public cannot read yet ("Draft", "Scheduled", "Withdrawn"): said
   * where a published news item says "Published".
   */
  notPublished?: string;
}

/** An article as the public sees it (app/routes/public/article.tsx); the staff preview renders exactly this. */
export function ArticleBody({ article, listing, notPublished }: ArticleBodyProps) {
  const isEvent = article.kind === "events";
  return (
    <>
      <PageHero eyebrow={isEvent ? "Event" : "News"} title={article.title} intro={article.summary} />
      <article className={`container page-body ${styles.article}`}>
        <p className={styles.meta}>
          {isEvent ? "Date: " : notPublished ? `${notPublished}, dated ` : "Published "}
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
            <Icon icon={arrowLeft} size={18} />
            {isEvent ? "All events" : "All news"}
          </AppLink>
        </p>
      </article>
    </>
  );
}

import articleStyles from "#app/components/ArticleBody.module.css";
import { Picture } from "#app/components/media/Picture.tsx";
import type { PictureSource } from "#app/content/people.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import styles from "./pickers.module.css";

/**
 * The article as the fields on screen now would publish it (issue 29), redrawn as the editor types: not the
 * stored version (the Preview link shows that, in the public frame). Drawn with the public article's styles.
 * The body is what the rich-text editor wrote (its own schema's HTML, or the stored, sanitised body), so it
 * holds nothing the sanitiser would not keep.
 */
export function ArticleDraftPreview({ fields, hero }: { fields: Record<string, string>; hero: PictureSource | null }) {
  const isEvent = fields.kind === "events";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? "") ? fields.date! : null;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- from 1280 px it scrolls on its own beside the form: a keyboard must reach it to scroll it
    <aside className={styles.preview} aria-labelledby="live-preview" tabIndex={0}>
      <h2 id="live-preview">Preview of the fields as they are now</h2>
      <div className={styles.previewFrame}>
        <p className={styles.previewEyebrow}>{isEvent ? "Event" : "News"}</p>
        <p className={styles.previewTitle}>{fields.title || "(no title yet)"}</p>
        <p>{fields.summary}</p>
        <p className={articleStyles.meta}>
          {date ? (
            <>
              {isEvent ? "Date: " : "Published "}
              <time dateTime={date}>{formatDate(date)}</time>
            </>
          ) : null}
          {fields.location ? ` · ${fields.location}` : null}
        </p>
        {hero ? (
          <Picture image={hero} alt={fields.heroAlt ?? ""} sizes="36rem" className={articleStyles.picture} />
        ) : null}
        <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: fields.body ?? "" }} />
      </div>
    </aside>
  );
}

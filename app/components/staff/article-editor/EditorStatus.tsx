import { Link } from "react-router";

import type { EditorArticle, EditorResult, SaveConflict } from "#app/articles/editor-result.ts";
import { STATE_LABELS } from "#app/articles/types.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done } from "#app/components/forms/fields.tsx";
import { STATE_TONES } from "#app/components/staff/article-states.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import styles from "#app/routes/staff/staff.module.css";

/**
 * The editor's heading: the article's state, whether it has changes not yet published, when it was last saved and
 * by whom, and the links to its preview, history and public page.
 */
export function EditorHeader({
  article,
  title,
  hasDraft,
  lastSaved,
}: {
  article: EditorArticle | null;
  title: string;
  hasDraft: boolean;
  lastSaved: { at: string; by: string | null } | null;
}) {
  const live = article?.state === "published" || article?.state === "scheduled";
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/content">Content</Link>
      </p>
      <h1>{title}</h1>
      {article && lastSaved ? (
        <p className={styles.actions}>
          <Badge tone={STATE_TONES[article.state]}>{STATE_LABELS[article.state]}</Badge>
          {article.state === "scheduled" && article.publishAt ? (
            <span>from {southAfricanTime(article.publishAt)}</span>
          ) : null}
          {hasDraft && live ? <Badge tone="attention">Changes not yet published</Badge> : null}
          {article.draftPublishAt ? (
            <span>changes scheduled for {southAfricanTime(article.draftPublishAt)}</span>
          ) : null}
          <span className={styles.muted} data-testid="last-saved">
            Last saved <time dateTime={lastSaved.at}>{southAfricanTime(lastSaved.at)}</time>
            {lastSaved.by ? ` by ${lastSaved.by}` : ""}
          </span>
          <Link to={`/staff/content/${article.id}/preview`}>Preview</Link>
          <Link to={`/staff/content/${article.id}/history`}>History</Link>
          {article.state === "published" ? <a href={article.path}>View on the site</a> : null}
        </p>
      ) : null}
      {article && live ? (
        <p>
          This article is {article.state}: a save keeps your changes as a draft, and the public site shows the{" "}
          {article.state} version until you publish them.
        </p>
      ) : null}
    </>
  );
}

/** A save refused because someone else saved in between: their version is a link away, the text stays. */
export function ConflictNotice({ conflict, articleId }: { conflict: SaveConflict; articleId: number | undefined }) {
  return (
    <div role="alert" className="form-message form-message-error">
      <p>
        <strong>Not saved: someone else saved this article while you were editing it</strong>
        {` (${conflict.by ? `${conflict.by}, ` : ""}at ${southAfricanTime(conflict.at)}).`}
      </p>
      <p>
        Your text is kept in the form below. Open the <Link to={`/staff/content/${articleId}/preview`}>preview</Link> or
        the <Link to={`/staff/content/${articleId}/history`}>history</Link> in a new tab to see their version, then save
        again to replace theirs with yours.
      </p>
    </div>
  );
}

/** What the action said of `intent` (a step done, or why not), if it was that form's answer. */
export function ResultMessage({ result, intent }: { result: EditorResult | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  if ("done" in result) return <Done key={result.done}>{result.done}</Done>;
  if ("error" in result)
    return (
      <p role="alert" className="form-message form-message-error">
        {result.error}
      </p>
    );
  return null;
}

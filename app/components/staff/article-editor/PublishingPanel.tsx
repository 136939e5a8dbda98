import type { ReactNode } from "react";
import { Form } from "react-router";

import type { EditorArticle, EditorResult } from "#app/articles/editor-result.ts";
import { TextField } from "#app/components/forms/fields.tsx";
import styles from "#app/routes/staff/staff.module.css";
import { ResultMessage } from "./EditorStatus.tsx";

/**
 * What can be done with a stored article: publish it (or its draft) now, schedule it, discard its draft, withdraw
 * it. Each is a plain form posting to the page's action, so it works without the page's script.
 */
export function PublishingPanel({
  article,
  hasDraft,
  version,
  nextHour,
  result,
  busy,
}: {
  article: EditorArticle;
  /** A draft is stored (or was just saved automatically). */
  hasDraft: boolean;
  /** The article's version as the page last saved it, for the discard's check. */
  version: number;
  /** The next whole hour, South African time: where the schedule's field starts. */
  nextHour: string;
  result: EditorResult | undefined;
  busy: boolean;
}) {
  const live = article.state === "published" || article.state === "scheduled";
  return (
    <section aria-labelledby="publishing">
      <h2 id="publishing">Publishing</h2>
      <p>
        {hasDraft
          ? "Publishing puts the last saved draft on the public site."
          : "Publishing uses the last saved version: save your changes first."}
      </p>
      {/* Said above the buttons, which change with the article's state. */}
      {result && result.intent !== "save" ? <ResultMessage result={result} intent={result.intent} /> : null}
      <div className={styles.actionGrid}>
        {article.state !== "published" || hasDraft ? (
          <StepForm intent="publish" label={live ? "Publish the changes now" : "Publish now"} busy={busy}>
            <p className={styles.explain}>
              {live
                ? "Put the saved draft on the public site now, in place of the published version."
                : "Put it on the public site now, on its year's listing and in the sitemap and feed."}
            </p>
          </StepForm>
        ) : null}
        {/* A published article is withdrawn before it is scheduled again, never taken down by a reschedule;
            its draft can be scheduled to replace its text. */}
        {article.state !== "published" || hasDraft ? (
          <StepForm intent="schedule" label="Schedule" busy={busy}>
            <TextField
              name="publishAt"
              label={
                article.state === "published"
                  ? "Publish the changes at (South African time)"
                  : article.state === "scheduled"
                    ? "Move to (South African time)"
                    : "Publish at (South African time)"
              }
              type="datetime-local"
              step={1}
              defaultValue={nextHour}
              required
            />
          </StepForm>
        ) : null}
        {hasDraft ? (
          <StepForm intent="discard" version={version} label="Discard the draft" secondary busy={busy}>
            <p className={styles.explain}>
              Drop the draft and go back to the {live ? "published" : "last saved"} version. The history keeps it.
            </p>
          </StepForm>
        ) : null}
        {live ? (
          <StepForm intent="withdraw" label="Withdraw" busy={busy}>
            <p className={styles.explain}>Take it off the public site. It stays here, and can be published again.</p>
          </StepForm>
        ) : null}
      </div>
    </section>
  );
}

/** One of the panel's forms: its intent (and the version the page read, where the step checks it), what it does, its button. */
function StepForm({
  intent,
  version,
  label,
  secondary,
  busy,
  children,
}: {
  intent: string;
  version?: number;
  label: string;
  secondary?: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={styles.formCard}>
      <input type="hidden" name="intent" value={intent} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {children}
      <button type="submit" className={secondary ? "button button-secondary" : "button"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

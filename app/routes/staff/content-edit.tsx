import { useRef } from "react";
import { Form, useActionData, useBlocker, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { FORM_LABELS, formValues } from "#app/articles/form.ts";
import { articlePathOf, articleState, isArticleKind, listingPath } from "#app/articles/types.ts";
import type { EditorArticle } from "#app/articles/editor-result.ts";
import {
  autosaveArticle,
  heroLibrary,
  linkGroups,
  saveArticleForm,
  takePublishingStep,
} from "#app/articles/editor.server.ts";
import { heroPictureId } from "#app/articles/pictures.server.ts";
import { getArticleById } from "#app/articles/articles.server.ts";
import { ArticleDraftPreview } from "#app/components/staff/ArticleDraftPreview.tsx";
import { ArticleFields } from "#app/components/staff/article-editor/ArticleFields.tsx";
import { ConflictNotice, EditorHeader, ResultMessage } from "#app/components/staff/article-editor/EditorStatus.tsx";
import { LeaveWarning } from "#app/components/staff/article-editor/LeaveWarning.tsx";
import { EditorPickers, useEditorPickers } from "#app/components/staff/article-editor/pickers.tsx";
import { PublishingPanel } from "#app/components/staff/article-editor/PublishingPanel.tsx";
import { useAutosave } from "#app/components/staff/article-editor/useAutosave.ts";
import { Done, ErrorSummary } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { ARTICLE_FORM_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime, southAfricanDay } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import type { Route } from "./+types/content-edit";
import styles from "./staff.module.css";

/*
 * Writing and publishing one article (docs/architecture.md, “Publishing”). This module is the route: its guard,
 * loader and action, and the page put together from its panels in `app/components/staff/article-editor/` (the
 * fields, the heading and its notices, the pickers, the publishing panel) and its automatic save (`useAutosave`).
 * What the action does for each intent is `app/articles/editor.server.ts`.
 */

function articleId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  return rowId(params.id) ?? notFound();
}

/** After an autosave or a picture upload, the page's data is not read again: it would redraw the form being typed in. */
export function shouldRevalidate({ formData, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "autosave" || formAction === "/staff/content/pictures") return false;
  return defaultShouldRevalidate;
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const id = articleId(params);
  // Today and the next whole hour in South African time, to start the date fields from.
  const now = Date.now();
  const today = southAfricanDay(new Date(now));
  const nextHour = southAfricanTime(new Date(Math.ceil(now / 3600_000) * 3600_000)).replace(" ", "T");
  const { database } = await services();
  const links = await linkGroups(database);
  if (id === null)
    return { article: null, done: null, today, nextHour, library: await heroLibrary(database, null), links };
  const article = await getArticleById(database, id);
  if (!article) notFound();
  const library = await heroLibrary(database, heroPictureId((article.draft ?? article).heroImage));
  const editing: EditorArticle = {
    id: article.id,
    version: article.version,
    state: articleState(article, new Date()),
    publishAt: article.publishAt?.toISOString() ?? null,
    path: articlePathOf(article),
    values: formValues(article.draft ?? article),
    hasDraft: article.draft !== null,
    draftPublishAt: article.draftPublishAt?.toISOString() ?? null,
    updatedAt: article.updatedAt.toISOString(),
    updatedBy: article.updatedBy,
  };
  return {
    today,
    nextHour,
    library,
    links,
    article: editing,
    done:
      url.searchParams.get("done") === "created"
        ? "The article is saved as a draft. Preview it, then publish it when it is ready."
        : null,
  };
}

/** An article's body is up to 100 000 characters of HTML, more than an ordinary form's limit. */
export const bodyLimits: RouteBodyLimits = { body: ARTICLE_FORM_BODY };

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const id = articleId(params);
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const step = { database: (await services()).database, id, form, actor: actorOf(member, context) };
  if (intent === "autosave") return autosaveArticle(step);
  if (intent === "save") return saveArticleForm(step);
  return takePublishingStep(intent, step);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.article?.values.title ?? "New article"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The listing an article of this kind and date appears in, such as /media/events/2027. */
function listingHint(kind: string, date: string): string {
  const year = /^\d{4}/.exec(date)?.[0] ?? new Date().getFullYear();
  return listingPath(isArticleKind(kind) ? kind : "news", year);
}

/** Writing and publishing one article (or a new one): its fields, then what can be done with it. */
export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { article, done, library, links } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const problems = result && "errors" in result ? result : undefined;
  const values = article?.values;
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave(formRef, article?.version ?? 0);
  const pickers = useEditorPickers(formRef, library);
  // The date's hint names the listing the article goes to, following the kind and date as they are typed (the
  // autosave's copy of the fields, with the page's script) and as they were saved or sent (without it).
  const listing = listingHint(
    autosave.fields?.kind ?? problems?.values?.kind ?? values?.kind ?? "news",
    autosave.fields?.date ?? problems?.values?.date ?? values?.date ?? loaderData.today,
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => autosave.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const fields = autosave.fields ?? (values as Record<string, string> | undefined) ?? {};

  const conflict = problems && "conflict" in problems ? problems.conflict : autosave.conflict;
  const live = article?.state === "published" || article?.state === "scheduled";
  // An automatic save of a live article keeps the changes as its draft, as a save by the button does: the header's
  // marker and "Last saved", and the publishing panel, follow it at once (issue 36, item 4).
  // Only a save newer than the page's data counts: once a publish, a discard or a save by the button has read the
  // article again, the loader's data is the newer.
  const autosaved =
    article && autosave.lastSaved && autosave.lastSaved.version > article.version ? autosave.lastSaved : null;
  const hasDraft = Boolean(article?.hasDraft || (live && autosaved));
  const lastSaved = autosaved ?? (article ? { at: article.updatedAt, by: article.updatedBy } : null);

  return (
    <>
      <EditorHeader
        article={article}
        title={article ? article.values.title : "New article"}
        hasDraft={hasDraft}
        lastSaved={lastSaved}
      />
      {done && !result ? <Done>{done}</Done> : null}
      {conflict ? <ConflictNotice conflict={conflict} articleId={article?.id} /> : null}
      <ErrorSummary errors={problems?.errors} labels={FORM_LABELS} />
      <ResultMessage result={result} intent="save" />
      <div className={styles.editLayout}>
        <Form
          method="post"
          action={!article && autosave.createdId !== null ? `/staff/content/${autosave.createdId}` : undefined}
          className={`${styles.formCard} ${styles.editorForm}`}
          key={article?.version ?? "new"}
          ref={formRef}
          onInput={autosave.onInput}
          onChange={autosave.onInput}
          onSubmit={autosave.onSubmit}
        >
          <input type="hidden" name="intent" value="save" />
          {article || autosave.createdId !== null ? (
            // After a refused save the page's data is not read again (a 409), so the version comes from the refusal.
            <input type="hidden" name="version" value={conflict?.version ?? autosave.version} />
          ) : null}
          <ArticleFields
            values={values}
            problems={problems}
            today={loaderData.today}
            listing={listing}
            hydrated={hydrated}
            pickers={pickers}
          />
          {hydrated ? (
            <p aria-live="polite">
              {autosave.status ??
                (article
                  ? "Saved automatically as you type."
                  : "Saved automatically as a draft once the fields it needs are filled in.")}
            </p>
          ) : null}
          <p className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              {article ? (live ? "Save as a draft" : "Save") : "Save as a draft"}
            </button>
          </p>
        </Form>
        {hydrated ? <ArticleDraftPreview fields={fields} hero={pickers.heroOf(fields.heroImage)} /> : null}
      </div>

      {hydrated ? <EditorPickers pickers={pickers} links={links} currentHero={fields.heroImage} /> : null}
      {blocker.state === "blocked" ? (
        <LeaveWarning onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      ) : null}

      {article ? (
        <PublishingPanel
          article={article}
          hasDraft={hasDraft}
          version={autosave.version}
          nextHour={loaderData.nextHour}
          result={result}
          busy={busy}
        />
      ) : null}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

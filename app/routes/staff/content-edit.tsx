import { lazy, Suspense, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { BODY_MAX, FORM_LABELS, formValues, readArticleForm } from "#app/articles/form.ts";
import { articlePathOf, articleState, isArticleKind, listingPath, STATE_LABELS } from "#app/articles/types.ts";
import { Badge } from "#app/components/Badge.tsx";
import { STATE_TONES } from "#app/components/staff/article-states.ts";
import { Done, ErrorSummary, SelectField, TextArea, TextField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { sceneKeys } from "#app/articles/pictures.ts";
import {
  createArticle,
  getArticleById,
  publishArticle,
  saveArticle,
  withdrawArticle,
  type SaveOutcome,
} from "#app/articles/articles.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { ARTICLE_FORM_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime, southAfricanMoment, southAfricanDay } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import type { Route } from "./+types/content-edit";
import styles from "./staff.module.css";
import { reindexArticles } from "#app/search/index.server.ts";

// The rich-text editor's code loads on this page only, and only in a browser running it.
const RichTextEditor = lazy(() => import("#app/components/staff/RichTextEditor.tsx"));

function articleId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^\d{1,12}$/.test(params.id)) notFound();
  return Number(params.id);
}

const SCENE_OPTIONS = sceneKeys.map((key) => {
  const name = key.replace(/^scenes\//, "").replaceAll("-", " ");
  return { value: key, label: name.charAt(0).toUpperCase() + name.slice(1) };
});

const KIND_OPTIONS = [
  { value: "news", label: "News" },
  { value: "events", label: "Event" },
];

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const id = articleId(params);
  // Today and the next whole hour in South African time, to start the date fields from.
  const now = Date.now();
  const today = southAfricanDay(new Date(now));
  const nextHour = southAfricanTime(new Date(Math.ceil(now / 3600_000) * 3600_000)).replace(" ", "T");
  if (id === null) return { article: null, done: null, today, nextHour };
  const { database } = await services();
  const article = await getArticleById(database, id);
  if (!article) notFound();
  return {
    today,
    nextHour,
    article: {
      id: article.id,
      version: article.version,
      state: articleState(article, new Date()),
      publishAt: article.publishAt?.toISOString() ?? null,
      path: articlePathOf(article),
      values: formValues(article),
      updatedAt: article.updatedAt.toISOString(),
      updatedBy: article.updatedBy,
    },
    done:
      url.searchParams.get("done") === "created"
        ? "The article is saved as a draft. Preview it, then publish it when it is ready."
        : null,
  };
}

type Result =
  | {
      intent: "save";
      errors: Partial<Record<keyof typeof FORM_LABELS, string>>;
      values: Record<string, string>;
      /** Who saved in between, and their version: saving again (having been told) goes over it. */
      conflict?: { by: string | null; at: string; version: number };
    }
  | { intent: string; done: string }
  | { intent: string; error: string };

function saveProblem(outcome: Exclude<SaveOutcome, { ok: true }>, values: Record<string, string>): Result {
  if (outcome.reason === "slug-taken") {
    return {
      intent: "save",
      errors: { slug: "Another article has this address. Change the address or the title." },
      values,
    };
  }
  if (outcome.reason === "conflict") {
    return {
      intent: "save",
      errors: {},
      values,
      conflict: {
        by: outcome.current.updatedBy,
        at: outcome.current.updatedAt.toISOString(),
        version: outcome.current.version,
      },
    };
  }
  notFound();
}

/** An article's body is up to 100 000 characters of HTML, more than an ordinary form's limit. */
export const bodyLimits: RouteBodyLimits = { body: ARTICLE_FORM_BODY };

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const id = articleId(params);
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const actor = actorOf(member, context);
  const { database } = await services();

  if (intent === "save") {
    const read = readArticleForm(form);
    if (!read.ok) return data<Result>({ intent, errors: read.errors, values: read.values }, { status: 400 });
    if (id === null) {
      const created = await createArticle(database, read.fields, actor);
      if (!created.ok) return data<Result>(saveProblem(created, read.values), { status: 409 });
      return redirect(`/staff/content/${created.article.id}?done=created`);
    }
    const version = Number(textValue(form, "version", 12));
    const saved = await saveArticle(database, id, version, read.fields, actor);
    if (!saved.ok) return data<Result>(saveProblem(saved, read.values), { status: 409 });
    const state = articleState(saved.article, new Date());
    if (state === "published") await reindexArticles(database);
    return data<Result>({
      intent,
      done:
        state === "published"
          ? `Saved. The published article at ${articlePathOf(saved.article)} shows this version within a few seconds.`
          : "Saved. Preview it to see it as it will be published.",
    });
  }

  if (id === null) return data<Result>({ intent, error: "Save the article first." }, { status: 400 });
  const article = await getArticleById(database, id);
  if (!article) notFound();
  switch (intent) {
    case "publish": {
      const done = await publishArticle(database, id, null, actor);
      await reindexArticles(database);
      return data<Result>({
        intent,
        done: `Published. It is on the public site at ${articlePathOf(done!)} within a few seconds.`,
      });
    }
    case "schedule": {
      if (articleState(article, new Date()) === "published") {
        return data<Result>(
          { intent, error: "This article is published. Withdraw it first to schedule it again." },
          { status: 400 },
        );
      }
      const at = southAfricanMoment(textValue(form, "publishAt", 25));
      if (!at)
        return data<Result>(
          { intent, error: "Enter the date and time to publish, in South African time." },
          { status: 400 },
        );
      if (at.getTime() <= Date.now()) {
        return data<Result>(
          { intent, error: "That time has passed. Choose a time ahead, or publish now." },
          { status: 400 },
        );
      }
      await publishArticle(database, id, at, actor);
      return data<Result>({
        intent,
        done: `Scheduled. It appears on the public site at ${southAfricanTime(at)} (South African time).`,
      });
    }
    case "withdraw":
      await withdrawArticle(database, id, actor);
      await reindexArticles(database);
      return data<Result>({
        intent,
        done: "Withdrawn. It leaves the public site within a few seconds; it stays here, with its history.",
      });
    default:
      return data<Result>({ intent, error: "That action is not one this page offers." }, { status: 400 });
  }
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
  const { article, done } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const problems = result && "errors" in result ? result : undefined;
  const values = article?.values;
  // The date's hint names the listing the article goes to, following the kind and date as they are chosen (with
  // the page's script) and as they were saved or typed (without it); a choice counts only for the form it was made in.
  const formKey = article?.version ?? "new";
  const [chosen, setChosen] = useState<{ formKey: number | string; kind: string; date: string }>();
  const typedKind = problems?.values?.kind ?? values?.kind ?? "news";
  const typedDate = problems?.values?.date ?? values?.date ?? loaderData.today;
  const listing = listingHint(
    chosen?.formKey === formKey ? chosen.kind : typedKind,
    chosen?.formKey === formKey ? chosen.date : typedDate,
  );
  const followKindAndDate = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name !== "kind" && target.name !== "date") return;
    const form = new FormData(event.currentTarget);
    setChosen({ formKey, kind: String(form.get("kind") ?? ""), date: String(form.get("date") ?? "") });
  };
  const message = (intent: string) =>
    result && result.intent === intent ? (
      "done" in result ? (
        <Done key={result.done}>{result.done}</Done>
      ) : "error" in result ? (
        <p role="alert" className="form-message form-message-error">
          {result.error}
        </p>
      ) : null
    ) : null;

  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/content">Content</Link>
      </p>
      <h1>{article ? values!.title : "New article"}</h1>
      {article ? (
        <p className={styles.actions}>
          <Badge tone={STATE_TONES[article.state]}>{STATE_LABELS[article.state]}</Badge>
          {article.state === "scheduled" && article.publishAt ? (
            <span>from {southAfricanTime(article.publishAt)}</span>
          ) : null}
          <span className={styles.muted}>
            Last saved {southAfricanTime(article.updatedAt)}
            {article.updatedBy ? ` by ${article.updatedBy}` : ""}
          </span>
          <Link to={`/staff/content/${article.id}/preview`}>Preview</Link>
          <Link to={`/staff/content/${article.id}/history`}>History</Link>
          {article.state === "published" ? <a href={article.path}>View on the site</a> : null}
        </p>
      ) : null}
      {done && !result ? <Done>{done}</Done> : null}
      {problems?.conflict ? (
        <div role="alert" className="form-message form-message-error">
          <p>
            <strong>Not saved: someone else saved this article while you were editing it</strong>
            {` (${problems.conflict.by ? `${problems.conflict.by}, ` : ""}at ${southAfricanTime(problems.conflict.at)}).`}
          </p>
          <p>
            Your text is kept in the form below. Open the{" "}
            <Link to={`/staff/content/${article?.id}/preview`}>preview</Link> or the{" "}
            <Link to={`/staff/content/${article?.id}/history`}>history</Link> in a new tab to see their version, then
            save again to replace theirs with yours.
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={problems?.errors} labels={FORM_LABELS} />
      {message("save")}
      <Form
        method="post"
        className={`${styles.formCard} ${styles.editorForm}`}
        key={formKey}
        onChange={followKindAndDate}
      >
        <input type="hidden" name="intent" value="save" />
        {article ? (
          // After a refused save the page's data is not read again (a 409), so the version comes from the refusal.
          <input type="hidden" name="version" value={problems?.conflict?.version ?? article.version} />
        ) : null}
        <TextField
          name="title"
          label={FORM_LABELS.title}
          required
          maxLength={200}
          defaultValue={values?.title}
          problems={problems}
        />
        <SelectField
          name="kind"
          label={FORM_LABELS.kind}
          options={KIND_OPTIONS}
          required
          defaultValue={values?.kind ?? "news"}
          problems={problems}
        />
        <TextField
          name="date"
          label={FORM_LABELS.date}
          type="date"
          required
          defaultValue={values?.date ?? loaderData.today}
          hint={`Of the news, or of the event. Its year decides the listing: ${listing}.`}
          problems={problems}
        />
        <TextField
          name="location"
          label={FORM_LABELS.location}
          maxLength={200}
          defaultValue={values?.location}
          hint="For events: where it takes place."
          problems={problems}
        />
        <TextArea
          name="summary"
          label={FORM_LABELS.summary}
          rows={3}
          required
          maxLength={160}
          defaultValue={values?.summary}
          hint="One or two sentences, at most 160 characters: shown on the listing and by search engines."
          problems={problems}
        />
        <TextArea
          name="body"
          label={FORM_LABELS.body}
          rows={18}
          maxLength={BODY_MAX}
          defaultValue={values?.body}
          hint="Headings, lists, links, quotes and pictures with a description (without JavaScript, this is a box of HTML: <p>, <h2>, <ul>, <a href>…). Anything else, such as scripts or styles, is removed when you save."
          problems={problems}
        />
        {hydrated ? (
          <Suspense fallback={null}>
            <RichTextEditor textareaId="body" label={FORM_LABELS.body} />
          </Suspense>
        ) : null}
        <SelectField
          name="heroImage"
          label={FORM_LABELS.heroImage}
          options={SCENE_OPTIONS}
          required
          placeholder="Choose a picture"
          defaultValue={values?.heroImage}
          problems={problems}
        />
        <TextField
          name="heroAlt"
          label={FORM_LABELS.heroAlt}
          required
          maxLength={250}
          defaultValue={values?.heroAlt}
          hint="What the picture shows, for people who cannot see it."
          problems={problems}
        />
        <TextField
          name="slug"
          label={FORM_LABELS.slug}
          maxLength={80}
          defaultValue={values?.slug}
          hint="The last part of the article's address. Leave empty to make it from the title. If you change it, the old address keeps working."
          problems={problems}
        />
        <TextField
          name="seoTitle"
          label={FORM_LABELS.seoTitle}
          maxLength={70}
          defaultValue={values?.seoTitle}
          hint="Optional: the title search engines and link previews show, if not the article's own."
          problems={problems}
        />
        <TextArea
          name="seoDescription"
          label={FORM_LABELS.seoDescription}
          rows={2}
          maxLength={160}
          defaultValue={values?.seoDescription}
          hint="Optional: if not the summary."
          problems={problems}
        />
        <p className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            {article
              ? article.state === "published"
                ? "Save and update the published article"
                : "Save"
              : "Save as a draft"}
          </button>
        </p>
      </Form>

      {article ? (
        <section aria-labelledby="publishing">
          <h2 id="publishing">Publishing</h2>
          <p>Publishing uses the last saved version: save your changes first.</p>
          {/* Said above the buttons, which change with the article's state. */}
          {result && result.intent !== "save" ? message(result.intent) : null}
          <div className={styles.actionGrid}>
            {article.state !== "published" ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="publish" />
                <p className={styles.explain}>
                  Put it on the public site now, on its year's listing and in the sitemap and feed.
                </p>
                <button type="submit" className="button" disabled={busy}>
                  Publish now
                </button>
              </Form>
            ) : null}
            {/* A published article is withdrawn before it is scheduled again, never taken down by a reschedule. */}
            {article.state !== "published" ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="schedule" />
                <TextField
                  name="publishAt"
                  label={
                    article.state === "scheduled" ? "Move to (South African time)" : "Publish at (South African time)"
                  }
                  type="datetime-local"
                  step={1}
                  defaultValue={loaderData.nextHour}
                  required
                />
                <button type="submit" className="button" disabled={busy}>
                  Schedule
                </button>
              </Form>
            ) : null}
            {article.state === "published" || article.state === "scheduled" ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="withdraw" />
                <p className={styles.explain}>
                  Take it off the public site. It stays here, and can be published again.
                </p>
                <button type="submit" className="button" disabled={busy}>
                  Withdraw
                </button>
              </Form>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

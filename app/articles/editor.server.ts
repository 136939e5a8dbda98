import { data, redirect } from "react-router";

import type { Actor } from "#app/audit/audit-log.server.ts";
import type { LibraryPicture } from "#app/components/staff/MediaPicker.tsx";
import type { LinkGroup } from "#app/components/staff/LinkPicker.tsx";
import { documents } from "#app/content/documents/index.ts";
import type { Database } from "#app/db/database.server.ts";
import { notFound } from "#app/guards.server.ts";
import { southAfricanMoment, southAfricanTime } from "#app/lib/format/time.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { reindexArticles } from "#app/search/index.server.ts";
import {
  createArticle,
  discardDraft,
  getArticleById,
  listPublishedArticles,
  publishArticle,
  saveArticle,
  scheduleDraft,
  withdrawArticle,
  type SaveOutcome,
} from "./articles.server.ts";
import type { EditorResult } from "./editor-result.ts";
import { readArticleForm } from "./form.ts";
import { findPicture, findPictures, heroPictureId } from "./pictures.server.ts";
import { articlePathOf, articleState } from "./types.ts";

/**
 * The article editor's server side (`/staff/content/<id>`, `routes/staff/content-edit.tsx`): what its page offers
 * (the links and pictures of its pickers) and each of its action's intents. The route keeps the guard and reads the
 * form; these take the database, the article's id (null for a new one), the form and who sends it.
 */
export interface EditorStep {
  database: Database;
  id: number | null;
  form: FormData;
  actor: Actor;
}

/** Where a link in an article may go within the site: its pages (from the menu), articles and documents. */
export async function linkGroups(database: Database): Promise<LinkGroup[]> {
  const pages = new Map<string, string>();
  for (const section of mainNavigation) {
    for (const tab of section.tabs) {
      if (!tab.external && tab.route.startsWith("/")) pages.set(tab.route, `${section.label}: ${tab.label}`);
      for (const column of tab.columns ?? [])
        for (const link of column.links)
          if (!link.external && link.route.startsWith("/") && !pages.has(link.route))
            pages.set(link.route, `${section.label}: ${link.label}`);
    }
  }
  const articles = await listPublishedArticles(database);
  return [
    { label: "Pages", links: [...pages].map(([href, label]) => ({ href, label })) },
    { label: "Articles", links: articles.map((a) => ({ href: a.path, label: `${a.title} (${a.date})` })) },
    { label: "Documents", links: documents.map((d) => ({ href: `/documents/${d.slug}.pdf`, label: d.title })) },
  ];
}

/** Uploaded pictures the hero list offers without the picker (decision 0045): the newest, and the article's own. */
const HERO_LIST_PICTURES = 24;

export async function heroLibrary(database: Database, heroId: number | null): Promise<LibraryPicture[]> {
  const newest = (await findPictures(database, { perPage: HERO_LIST_PICTURES })).pictures;
  const own = heroId !== null && !newest.some((p) => p.id === heroId) ? await findPicture(database, heroId) : undefined;
  return [...newest, ...(own ? [own] : [])].map((p) => ({
    id: p.id,
    width: p.width,
    height: p.height,
    widths: p.widths,
    alt: p.alt,
  }));
}

/** A hero is one of the drawn scenes, or an uploaded picture still in the library. */
async function heroExists(database: Database, hero: string): Promise<boolean> {
  const upload = heroPictureId(hero);
  return upload === null || !!(await findPicture(database, upload));
}

function conflictOf(current: { updatedBy: string | null; updatedAt: Date; version: number }) {
  return { by: current.updatedBy, at: current.updatedAt.toISOString(), version: current.version };
}

function saveProblem(outcome: Exclude<SaveOutcome, { ok: true }>, values: Record<string, string>): EditorResult {
  if (outcome.reason === "slug-taken") {
    return {
      intent: "save",
      errors: { slug: "Another article has this address. Change the address or the title." },
      values,
    };
  }
  if (outcome.reason === "conflict")
    return { intent: "save", errors: {}, values, conflict: conflictOf(outcome.current) };
  notFound();
}

function publishProblem(intent: string, reason: "slug-taken" | "no-draft" | "not-found") {
  if (reason === "not-found") notFound();
  if (reason === "no-draft")
    return data<EditorResult>(
      { intent, error: "There are no changes to schedule: save them as a draft first." },
      { status: 400 },
    );
  return data<EditorResult>(
    { intent, error: "Another article has this draft's address. Change the address, save, then publish." },
    { status: 409 },
  );
}

/** The fields saved a few seconds after typing stops (issue 29), to the article's draft. */
export async function autosaveArticle({ database, id, form, actor }: EditorStep) {
  const intent = "autosave";
  const read = readArticleForm(form);
  // Half-typed fields are not saved automatically: the button says what is missing, and the page keeps them.
  if (!read.ok)
    return data<EditorResult>({
      intent,
      skipped: `Not saved automatically yet: ${Object.values(read.errors)[0] ?? "a field needs attention"}`,
    });
  if (!(await heroExists(database, read.fields.heroImage)))
    return data<EditorResult>({ intent, skipped: "Not saved automatically yet: choose a hero picture that exists." });
  if (id === null) {
    // A new article is stored as a draft by its first automatic save, as by its first save by the button; the
    // page then saves to it (decision 0045).
    const created = await createArticle(database, read.fields, actor);
    if (!created.ok)
      return data<EditorResult>({ intent, skipped: "Not saved automatically: another article has this address." });
    return data<EditorResult>({
      intent,
      version: created.article.version,
      savedAt: created.article.updatedAt.toISOString(),
      savedBy: created.article.updatedBy,
      created: created.article.id,
    });
  }
  const version = wholeNumber(form.get("version")) ?? 0;
  const saved = await saveArticle(database, id, version, read.fields, actor, "autosaved");
  if (saved.ok)
    return data<EditorResult>({
      intent,
      version: saved.article.version,
      savedAt: saved.article.updatedAt.toISOString(),
      savedBy: saved.article.updatedBy,
    });
  if (saved.reason === "conflict")
    return data<EditorResult>({ intent, conflict: conflictOf(saved.current) }, { status: 409 });
  if (saved.reason === "slug-taken")
    return data<EditorResult>({ intent, skipped: "Not saved automatically: another article has this address." });
  notFound();
}

/** The form sent by its button (with or without the page's script): a new article is made, an existing one saved. */
export async function saveArticleForm({ database, id, form, actor }: EditorStep) {
  const intent = "save";
  const read = readArticleForm(form);
  if (!read.ok) return data<EditorResult>({ intent, errors: read.errors, values: read.values }, { status: 400 });
  if (!(await heroExists(database, read.fields.heroImage)))
    return data<EditorResult>(
      {
        intent,
        errors: { heroImage: "That picture is no longer in the library. Choose another." },
        values: read.values,
      },
      { status: 400 },
    );
  if (id === null) {
    const created = await createArticle(database, read.fields, actor);
    if (!created.ok) return data<EditorResult>(saveProblem(created, read.values), { status: 409 });
    return redirect(`/staff/content/${created.article.id}?done=created`);
  }
  const version = wholeNumber(form.get("version")) ?? 0;
  const saved = await saveArticle(database, id, version, read.fields, actor);
  if (!saved.ok) return data<EditorResult>(saveProblem(saved, read.values), { status: 409 });
  const state = articleState(saved.article, new Date());
  return data<EditorResult>({
    intent,
    done:
      state === "published" || state === "scheduled"
        ? `Saved as a draft. The public site keeps showing the ${state} version at ${articlePathOf(saved.article)} until you publish these changes.`
        : "Saved. Preview it to see it as it will be published.",
  });
}

/** The publishing panel's forms: publish, discard the draft, schedule, withdraw. */
export async function takePublishingStep(intent: string, { database, id, form, actor }: EditorStep) {
  if (id === null) return data<EditorResult>({ intent, error: "Save the article first." }, { status: 400 });
  const article = await getArticleById(database, id);
  if (!article) notFound();
  switch (intent) {
    case "publish": {
      const done = await publishArticle(database, id, null, actor);
      if (!done.ok) return publishProblem(intent, done.reason);
      await reindexArticles(database);
      return data<EditorResult>({
        intent,
        done: `Published. It is on the public site at ${articlePathOf(done.article)} within a few seconds.`,
      });
    }
    case "discard": {
      const version = wholeNumber(form.get("version")) ?? 0;
      const outcome = await discardDraft(database, id, version, actor);
      if (!outcome.ok)
        return data<EditorResult>(
          { intent, error: "Someone saved this article a moment ago. Open it again, then discard the draft." },
          { status: 409 },
        );
      return data<EditorResult>({ intent, done: "The draft is discarded: the form shows the stored version again." });
    }
    case "schedule": {
      const isPublic = articleState(article, new Date()) === "published";
      if (isPublic && !article.draft) {
        return data<EditorResult>(
          {
            intent,
            error:
              "This article is published. Save a change as a draft to schedule it, or withdraw the article first to schedule it again.",
          },
          { status: 400 },
        );
      }
      const at = southAfricanMoment(textValue(form, "publishAt", 25));
      if (!at)
        return data<EditorResult>(
          { intent, error: "Enter the date and time to publish, in South African time." },
          { status: 400 },
        );
      if (at.getTime() <= Date.now()) {
        return data<EditorResult>(
          { intent, error: "That time has passed. Choose a time ahead, or publish now." },
          { status: 400 },
        );
      }
      // A published article's draft is scheduled to replace its text; anything else is scheduled to appear.
      const scheduled = isPublic
        ? await scheduleDraft(database, id, at, actor)
        : await publishArticle(database, id, at, actor);
      if (!scheduled.ok) return publishProblem(intent, scheduled.reason);
      return data<EditorResult>({
        intent,
        done: isPublic
          ? `Scheduled. The changes replace the published text at ${southAfricanTime(at)} (South African time); until then the site shows the published version.`
          : `Scheduled. It appears on the public site at ${southAfricanTime(at)} (South African time).`,
      });
    }
    case "withdraw":
      await withdrawArticle(database, id, actor);
      await reindexArticles(database);
      return data<EditorResult>({
        intent,
        done: "Withdrawn. It leaves the public site within a few seconds; it stays here, with its history.",
      });
    default:
      return data<EditorResult>({ intent, error: "That action is not one this page offers." }, { status: 400 });
  }
}

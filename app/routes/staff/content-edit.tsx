import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useBlocker,
  useFetcher,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { BODY_MAX, FORM_LABELS, formValues, readArticleForm } from "#app/articles/form.ts";
import { articlePathOf, articleState, isArticleKind, listingPath, STATE_LABELS } from "#app/articles/types.ts";
import { findPicture, findPictures, heroPictureId } from "#app/articles/pictures.server.ts";
import { ArticleDraftPreview } from "#app/components/staff/ArticleDraftPreview.tsx";
import { LinkPicker, type LinkChoice, type LinkGroup } from "#app/components/staff/LinkPicker.tsx";
import { MediaPicker, type LibraryPicture, type MediaChoice, type Scene } from "#app/components/staff/MediaPicker.tsx";
import type { PickedPicture } from "#app/components/staff/RichTextEditor.tsx";
import { documents } from "#app/content/documents/index.ts";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { Badge } from "#app/components/Badge.tsx";
import { STATE_TONES } from "#app/components/staff/article-states.ts";
import { Done, ErrorSummary, SelectField, TextArea, TextField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { sceneKeys } from "#app/articles/pictures.ts";
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
} from "#app/articles/articles.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { ARTICLE_FORM_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { rowId, wholeNumber } from "#app/lib/http/numbers.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime, southAfricanMoment, southAfricanDay } from "#app/lib/format/time.ts";
import type { Database } from "#app/db/database.server.ts";
import { services } from "#app/services.server.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import type { Route } from "./+types/content-edit";
import styles from "./staff.module.css";
import { reindexArticles } from "#app/search/index.server.ts";

// The rich-text editor's code loads on this page only, and only in a browser running it.
const RichTextEditor = lazy(() => import("#app/components/staff/RichTextEditor.tsx"));

function articleId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  return rowId(params.id) ?? notFound();
}

const SCENES: Scene[] = sceneKeys.map((key) => {
  const name = key.replace(/^scenes\//, "").replaceAll("-", " ");
  return { key, label: name.charAt(0).toUpperCase() + name.slice(1) };
});

/** How long typing has to stop before the fields are saved automatically. */
const AUTOSAVE_AFTER_MS = 3000;

/** Where a link in an article may go within the site: its pages (from the menu), articles and documents. */
async function linkGroups(database: Parameters<typeof listPublishedArticles>[0]): Promise<LinkGroup[]> {
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

/** After an autosave or a picture upload, the page's data is not read again: it would redraw the form being typed in. */
export function shouldRevalidate({ formData, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "autosave" || formAction === "/staff/content/pictures") return false;
  return defaultShouldRevalidate;
}

const KIND_OPTIONS = [
  { value: "news", label: "News" },
  { value: "events", label: "Event" },
];

/** Uploaded pictures the hero list offers without the picker (decision 0045): the newest, and the article's own. */
const HERO_LIST_PICTURES = 24;

async function heroLibrary(database: Database, heroId: number | null): Promise<LibraryPicture[]> {
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
  return {
    today,
    nextHour,
    library,
    links,
    article: {
      id: article.id,
      version: article.version,
      state: articleState(article, new Date()),
      publishAt: article.publishAt?.toISOString() ?? null,
      path: articlePathOf(article),
      // The editor opens the draft, if there is one: changes not yet published, or saved automatically.
      values: formValues(article.draft ?? article),
      hasDraft: article.draft !== null,
      draftPublishAt: article.draftPublishAt?.toISOString() ?? null,
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
  /** `created`: a new article's first automatic save made it; its address from now on. */
  | { intent: "autosave"; version: number; savedAt: string; savedBy: string | null; created?: number }
  | { intent: "autosave"; skipped: string }
  | {
      intent: "autosave";
      conflict: { by: string | null; at: string; version: number };
    }
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

function publishProblem(intent: string, reason: "slug-taken" | "no-draft" | "not-found") {
  if (reason === "not-found") notFound();
  if (reason === "no-draft")
    return data<Result>(
      { intent, error: "There are no changes to schedule: save them as a draft first." },
      { status: 400 },
    );
  return data<Result>(
    { intent, error: "Another article has this draft's address. Change the address, save, then publish." },
    { status: 409 },
  );
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
  const heroExists = async (hero: string) => {
    const upload = heroPictureId(hero);
    return upload === null || !!(await findPicture(database, upload));
  };

  if (intent === "autosave") {
    const read = readArticleForm(form);
    // Half-typed fields are not saved automatically: the button says what is missing, and the page keeps them.
    if (!read.ok)
      return data<Result>({
        intent,
        skipped: `Not saved automatically yet: ${Object.values(read.errors)[0] ?? "a field needs attention"}`,
      });
    if (!(await heroExists(read.fields.heroImage)))
      return data<Result>({ intent, skipped: "Not saved automatically yet: choose a hero picture that exists." });
    if (id === null) {
      // A new article is stored as a draft by its first automatic save, as by its first save by the button; the
      // page then saves to it (decision 0045).
      const created = await createArticle(database, read.fields, actor);
      if (!created.ok)
        return data<Result>({ intent, skipped: "Not saved automatically: another article has this address." });
      return data<Result>({
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
      return data<Result>({
        intent,
        version: saved.article.version,
        savedAt: saved.article.updatedAt.toISOString(),
        savedBy: saved.article.updatedBy,
      });
    if (saved.reason === "conflict")
      return data<Result>(
        {
          intent,
          conflict: {
            by: saved.current.updatedBy,
            at: saved.current.updatedAt.toISOString(),
            version: saved.current.version,
          },
        },
        { status: 409 },
      );
    if (saved.reason === "slug-taken")
      return data<Result>({ intent, skipped: "Not saved automatically: another article has this address." });
    notFound();
  }

  if (intent === "save") {
    const read = readArticleForm(form);
    if (!read.ok) return data<Result>({ intent, errors: read.errors, values: read.values }, { status: 400 });
    if (!(await heroExists(read.fields.heroImage)))
      return data<Result>(
        {
          intent,
          errors: { heroImage: "That picture is no longer in the library. Choose another." },
          values: read.values,
        },
        { status: 400 },
      );
    if (id === null) {
      const created = await createArticle(database, read.fields, actor);
      if (!created.ok) return data<Result>(saveProblem(created, read.values), { status: 409 });
      return redirect(`/staff/content/${created.article.id}?done=created`);
    }
    const version = wholeNumber(form.get("version")) ?? 0;
    const saved = await saveArticle(database, id, version, read.fields, actor);
    if (!saved.ok) return data<Result>(saveProblem(saved, read.values), { status: 409 });
    const state = articleState(saved.article, new Date());
    return data<Result>({
      intent,
      done:
        state === "published" || state === "scheduled"
          ? `Saved as a draft. The public site keeps showing the ${state} version at ${articlePathOf(saved.article)} until you publish these changes.`
          : "Saved. Preview it to see it as it will be published.",
    });
  }

  if (id === null) return data<Result>({ intent, error: "Save the article first." }, { status: 400 });
  const article = await getArticleById(database, id);
  if (!article) notFound();
  switch (intent) {
    case "publish": {
      const done = await publishArticle(database, id, null, actor);
      if (!done.ok) return publishProblem(intent, done.reason);
      await reindexArticles(database);
      return data<Result>({
        intent,
        done: `Published. It is on the public site at ${articlePathOf(done.article)} within a few seconds.`,
      });
    }
    case "discard": {
      const version = wholeNumber(form.get("version")) ?? 0;
      const outcome = await discardDraft(database, id, version, actor);
      if (!outcome.ok)
        return data<Result>(
          { intent, error: "Someone saved this article a moment ago. Open it again, then discard the draft." },
          { status: 409 },
        );
      return data<Result>({ intent, done: "The draft is discarded: the form shows the stored version again." });
    }
    case "schedule": {
      const isPublic = articleState(article, new Date()) === "published";
      if (isPublic && !article.draft) {
        return data<Result>(
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
      // A published article's draft is scheduled to replace its text; anything else is scheduled to appear.
      const scheduled = isPublic
        ? await scheduleDraft(database, id, at, actor)
        : await publishArticle(database, id, at, actor);
      if (!scheduled.ok) return publishProblem(intent, scheduled.reason);
      return data<Result>({
        intent,
        done: isPublic
          ? `Scheduled. The changes replace the published text at ${southAfricanTime(at)} (South African time); until then the site shows the published version.`
          : `Scheduled. It appears on the public site at ${southAfricanTime(at)} (South African time).`,
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

/** The fields of a form as text, for the preview and to know whether anything changed since the last save. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
}

/** What of the form counts as the article (not the intent or version). */
function snapshot(fields: Record<string, string>): string {
  const { intent: _intent, version: _version, ...rest } = fields;
  return JSON.stringify(rest);
}

/**
 * Nothing typed is lost (issue 29): the fields are saved to the article's draft a few seconds after typing
 * stops, a warning comes before leaving with changes not yet saved (in the app, and on closing the tab), and the
 * preview follows what is typed. Without the page's script the form saves by its button, as before.
 */
function useAutosave(formRef: React.RefObject<HTMLFormElement | null>, initialVersion: number) {
  const fetcher = useFetcher<typeof action>();
  // A new article's first automatic save creates it: from then on the page saves to it, and the address in the
  // browser names it, so a reload or a reopened tab finds the text.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(initialVersion);
  // The last automatic save, when and by whom: the page's header and publishing panel follow it without a reload
  // (issue 36, item 4), as the loader's data is not read again after an autosave.
  const [lastSaved, setLastSaved] = useState<{ at: string; by: string | null; version: number } | null>(null);
  const saved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  useEffect(() => setVersion((v) => Math.max(v, initialVersion)), [initialVersion]);

  useEffect(() => {
    const form = formRef.current;
    if (form) saved.current = snapshot(fieldsOf(form));
  }, [formRef, initialVersion]);

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || answer.intent !== "autosave") return;
    if ("version" in answer) {
      if (answer.created !== undefined) {
        setCreatedId(answer.created);
        // The router keeps its own state in the entry; only the address changes.
        window.history.replaceState(window.history.state, "", `/staff/content/${answer.created}`);
      }
      setVersion(answer.version);
      setLastSaved({ at: answer.savedAt, by: answer.savedBy, version: answer.version });
      saved.current = pending.current;
      const form = formRef.current;
      setDirty(!!form && snapshot(fieldsOf(form)) !== saved.current);
    }
    if ("conflict" in answer) stopped.current = true;
  }, [answer, formRef]);

  const pending = useRef<string | null>(null);
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const now = fieldsOf(form);
      setFields(now);
      setDirty(snapshot(now) !== saved.current);
      if (stopped.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = fieldsOf(form);
        if (snapshot(current) === saved.current) return;
        // A new article (no version yet) is created once: while its first save is under way, the next waits.
        const isNew = !form.elements.namedItem("version");
        if (isNew && creating.current) return;
        creating.current = isNew;
        pending.current = snapshot(current);
        fetcher.submit(
          { ...current, intent: "autosave", version: String(versionRef.current) },
          {
            method: "post",
            ...(createdRef.current === null ? {} : { action: `/staff/content/${createdRef.current}` }),
          },
        );
      }, AUTOSAVE_AFTER_MS);
    },
    // fetcher.submit is stable; the version and the created article are read from refs when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const versionRef = useRef(version);
  versionRef.current = version;
  const createdRef = useRef(createdId);
  createdRef.current = createdId;
  const creating = useRef(false);
  useEffect(() => {
    // Once it is created, the form names its version and is no longer new; until then a failed try may be retried.
    if (fetcher.state === "idle" && !(fetcher.data && "created" in fetcher.data)) creating.current = false;
  }, [fetcher.state, fetcher.data]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** The form is being sent by its button: what it holds is saved by that. */
  const onSubmit = useCallback(() => {
    clearTimeout(timer.current);
    setDirty(false);
  }, []);

  const status =
    fetcher.state !== "idle"
      ? "Saving…"
      : answer && answer.intent === "autosave"
        ? "version" in answer
          ? `Saved automatically at ${southAfricanTime(answer.savedAt).slice(-5)}.`
          : "skipped" in answer
            ? answer.skipped
            : null
        : null;
  const conflict = answer && answer.intent === "autosave" && "conflict" in answer ? answer.conflict : null;
  return { fields, dirty, version, onInput, onSubmit, status, conflict, createdId, lastSaved };
}

/** The listing an article of this kind and date appears in, such as /media/events/2027. */
function listingHint(kind: string, date: string): string {
  const year = /^\d{4}/.exec(date)?.[0] ?? new Date().getFullYear();
  return listingPath(isArticleKind(kind) ? kind : "news", year);
}

/** Writing and publishing one article (or a new one): its fields, then what can be done with it. */
export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { article, done, library: loadedLibrary, links } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const problems = result && "errors" in result ? result : undefined;
  const values = article?.values;
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave(formRef, article?.version ?? 0);
  // The date's hint names the listing the article goes to, following the kind and date as they are typed (the
  // autosave's copy of the fields, with the page's script) and as they were saved or sent (without it).
  const listing = listingHint(
    autosave.fields?.kind ?? problems?.values?.kind ?? values?.kind ?? "news",
    autosave.fields?.date ?? problems?.values?.date ?? values?.date ?? loaderData.today,
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => autosave.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // Pictures uploaded from the picker since the page's data was read.
  const [uploaded, setUploaded] = useState<LibraryPicture[]>([]);
  const library = [...uploaded.filter((u) => !loadedLibrary.some((p) => p.id === u.id)), ...loadedLibrary];
  const heroOptions = [
    ...SCENES.map((s) => ({ value: s.key as string, label: s.label })),
    ...library.map((p) => ({ value: `picture:${p.id}`, label: `Uploaded: ${p.alt}` })),
  ];

  // The pickers answer the editor's toolbar (a promise each) or the hero field.
  const [picker, setPicker] = useState<null | "hero" | "body" | "link">(null);
  const [linkUnderCursor, setLinkUnderCursor] = useState<string | null>(null);
  const answerPicture = useRef<((p: PickedPicture | null) => void) | null>(null);
  const answerLink = useRef<((c: LinkChoice | null) => void) | null>(null);
  const choosePicture = () =>
    new Promise<PickedPicture | null>((resolve) => {
      answerPicture.current = resolve;
      setPicker("body");
    });
  const chooseLink = (current: string | null) =>
    new Promise<LinkChoice | null>((resolve) => {
      answerLink.current = resolve;
      setLinkUnderCursor(current);
      setPicker("link");
    });

  const fields = autosave.fields ?? (values as Record<string, string> | undefined) ?? {};
  const heroOf = (value: string | undefined) => {
    if (!value) return null;
    const upload = /^picture:(\d+)$/.exec(value);
    if (upload) return library.find((p) => p.id === Number(upload[1])) ?? null;
    return SCENES.find((s) => s.key === value)?.key ?? null;
  };

  function setField(name: string, value: string) {
    const control = formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (!control) return;
    control.value = value;
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }

  // A hero chosen in the picker is set once its option is drawn (an upload's option arrives with the choice).
  // (It waits for a render that has drawn the option: closing the picker draws the page again.)
  const chosenHero = useRef<{ value: string; alt: string | null } | null>(null);
  useEffect(() => {
    const chosen = chosenHero.current;
    const select = formRef.current?.elements.namedItem("heroImage") as HTMLSelectElement | null;
    if (!chosen || ![...(select?.options ?? [])].some((o) => o.value === chosen.value)) return;
    chosenHero.current = null;
    setField("heroImage", chosen.value);
    if (chosen.alt) setField("heroAlt", chosen.alt);
  });

  function chooseMedia(choice: MediaChoice) {
    if (choice.kind === "picture") {
      const picture = choice.picture;
      setUploaded((list) => (list.some((p) => p.id === picture.id) ? list : [picture, ...list]));
    }
    if (picker === "hero") {
      chosenHero.current =
        choice.kind === "scene"
          ? { value: choice.scene.key, alt: null }
          : { value: `picture:${choice.picture.id}`, alt: choice.picture.alt };
    } else if (picker === "body" && choice.kind === "picture") {
      const p = choice.picture;
      answerPicture.current?.({
        src: `/media/pictures/${p.id}-${p.width}.webp`,
        alt: p.alt,
        width: p.width,
        height: p.height,
      });
      answerPicture.current = null;
    }
    setPicker(null);
  }

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
          {hasDraft && live ? <Badge tone="attention">Changes not yet published</Badge> : null}
          {article.draftPublishAt ? (
            <span>changes scheduled for {southAfricanTime(article.draftPublishAt)}</span>
          ) : null}
          <span className={styles.muted} data-testid="last-saved">
            Last saved <time dateTime={lastSaved!.at}>{southAfricanTime(lastSaved!.at)}</time>
            {lastSaved!.by ? ` by ${lastSaved!.by}` : ""}
          </span>
          <Link to={`/staff/content/${article.id}/preview`}>Preview</Link>
          <Link to={`/staff/content/${article.id}/history`}>History</Link>
          {article.state === "published" ? <a href={article.path}>View on the site</a> : null}
        </p>
      ) : null}
      {live ? (
        <p>
          This article is {article!.state}: a save keeps your changes as a draft, and the public site shows the{" "}
          {article!.state} version until you publish them.
        </p>
      ) : null}
      {done && !result ? <Done>{done}</Done> : null}
      {conflict ? (
        <div role="alert" className="form-message form-message-error">
          <p>
            <strong>Not saved: someone else saved this article while you were editing it</strong>
            {` (${conflict.by ? `${conflict.by}, ` : ""}at ${southAfricanTime(conflict.at)}).`}
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
              <RichTextEditor
                textareaId="body"
                label={FORM_LABELS.body}
                chooseLink={chooseLink}
                choosePicture={choosePicture}
              />
            </Suspense>
          ) : null}
          <SelectField
            name="heroImage"
            label={FORM_LABELS.heroImage}
            options={heroOptions}
            required
            placeholder="Choose a picture"
            defaultValue={values?.heroImage}
            hint="One of the site's drawn scenes, or an uploaded picture: the list holds the newest uploads and this article's own; the library's picker finds any other."
            problems={problems}
          />
          {hydrated ? (
            <p className={styles.actions}>
              <button type="button" className="button button-secondary" onClick={() => setPicker("hero")}>
                Choose the hero picture from the library
              </button>
            </p>
          ) : null}
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
        {hydrated ? <ArticleDraftPreview fields={fields} hero={heroOf(fields.heroImage)} /> : null}
      </div>

      {hydrated ? (
        <>
          <MediaPicker
            open={picker === "hero" || picker === "body"}
            title={picker === "hero" ? "Choose the hero picture" : "Put a picture in the body"}
            scenes={picker === "hero" ? SCENES : []}
            current={picker === "hero" ? fields.heroImage : undefined}
            onChoose={chooseMedia}
            onClose={() => {
              answerPicture.current?.(null);
              answerPicture.current = null;
              setPicker(null);
            }}
          />
          <LinkPicker
            open={picker === "link"}
            current={linkUnderCursor}
            groups={links}
            onChoose={(choice) => {
              answerLink.current?.(choice);
              answerLink.current = null;
              setPicker(null);
            }}
            onClose={() => {
              answerLink.current?.(null);
              answerLink.current = null;
              setPicker(null);
            }}
          />
        </>
      ) : null}
      {blocker.state === "blocked" ? (
        <LeaveWarning onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      ) : null}

      {article ? (
        <section aria-labelledby="publishing">
          <h2 id="publishing">Publishing</h2>
          <p>
            {hasDraft
              ? "Publishing puts the last saved draft on the public site."
              : "Publishing uses the last saved version: save your changes first."}
          </p>
          {/* Said above the buttons, which change with the article's state. */}
          {result && result.intent !== "save" ? message(result.intent) : null}
          <div className={styles.actionGrid}>
            {article.state !== "published" || hasDraft ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="publish" />
                <p className={styles.explain}>
                  {live
                    ? "Put the saved draft on the public site now, in place of the published version."
                    : "Put it on the public site now, on its year's listing and in the sitemap and feed."}
                </p>
                <button type="submit" className="button" disabled={busy}>
                  {live ? "Publish the changes now" : "Publish now"}
                </button>
              </Form>
            ) : null}
            {/* A published article is withdrawn before it is scheduled again, never taken down by a reschedule;
                its draft can be scheduled to replace its text. */}
            {article.state !== "published" || hasDraft ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="schedule" />
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
                  defaultValue={loaderData.nextHour}
                  required
                />
                <button type="submit" className="button" disabled={busy}>
                  Schedule
                </button>
              </Form>
            ) : null}
            {hasDraft ? (
              <Form method="post" className={styles.formCard}>
                <input type="hidden" name="intent" value="discard" />
                <input type="hidden" name="version" value={autosave.version} />
                <p className={styles.explain}>
                  Drop the draft and go back to the {live ? "published" : "last saved"} version. The history keeps it.
                </p>
                <button type="submit" className="button button-secondary" disabled={busy}>
                  Discard the draft
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

/** Asked before the page is left, in the app, with changes not yet saved. */
function LeaveWarning({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-text" onClose={onStay}>
      <h2 id="leave-title">Leave without saving?</h2>
      <p id="leave-text">Your latest changes are not saved yet. Stay to save them, or leave and lose them.</p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={onStay}>
          Stay on this page
        </button>
        <button type="button" className="button button-secondary" onClick={onLeave}>
          Leave without saving
        </button>
      </p>
    </dialog>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";

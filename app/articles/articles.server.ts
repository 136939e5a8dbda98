import { sql, type Kysely, type Selectable, type Transaction, type UpdateObject } from "kysely";

import type { Actor } from "#app/audit/audit-log.server.ts";
import { nextVersion } from "#app/db/optimistic.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { ArticlesTable, DB, RevisionEvent } from "#app/db/schema.ts";
import { sanitizeArticleHtml } from "#app/articles/sanitize.server.ts";
import { htmlToText } from "#app/articles/html.ts";
import type { UploadedPicture } from "#app/content/people.ts";
import { articlePathOf, type ArticleFields, type ArticleKind, type ArticleRecord } from "#app/articles/types.ts";

/**
 * Articles (news and events): what /staff/content writes and the public
 * pages read (docs/architecture.md, “Publishing”). Every save raises the
 * article's version and keeps a revision; a save that names an older version
 * than the stored one is refused and handed the stored article, so a second
 * editor is told and keeps their text. Every change the public can see raises
 * the one content version, which each server copy checks.
 */

type Row = Selectable<ArticlesTable>;

export function toRecord(row: Row): ArticleRecord {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    date: row.date,
    summary: row.summary,
    bodyHtml: row.body_html,
    heroImage: row.hero_image,
    heroAlt: row.hero_alt,
    location: row.location,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    status: row.status,
    publishAt: row.publish_at,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    draft: row.draft,
    draftPublishAt: row.draft_publish_at,
  };
}

export function fieldsOf(article: ArticleFields): ArticleFields {
  const { kind, slug, title, date, summary, bodyHtml, heroImage, heroAlt, location, seoTitle, seoDescription } =
    article;
  return { kind, slug, title, date, summary, bodyHtml, heroImage, heroAlt, location, seoTitle, seoDescription };
}

function columns(fields: ArticleFields) {
  return {
    kind: fields.kind,
    slug: fields.slug,
    title: fields.title,
    date: fields.date,
    summary: fields.summary,
    body_html: sanitizeArticleHtml(fields.bodyHtml),
    hero_image: fields.heroImage,
    hero_alt: fields.heroAlt,
    location: fields.location || null,
    seo_title: fields.seoTitle || null,
    seo_description: fields.seoDescription || null,
  };
}

function revisionFields(fields: ArticleFields): ArticleFields {
  const c = columns(fields);
  return {
    ...fieldsOf({
      ...fields,
      bodyHtml: c.body_html,
      location: c.location,
      seoTitle: c.seo_title,
      seoDescription: c.seo_description,
    }),
  };
}

/** Tells every server copy that what the public sees changed (app/articles/public.server.ts). */
export async function bumpContentVersion(trx: Kysely<DB>): Promise<void> {
  await trx
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

/** The number every server copy compares with its own to know its cached pages are stale. */
export async function contentVersion(database: Database): Promise<number> {
  const row = await database.db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function listArticles(database: Database): Promise<ArticleRecord[]> {
  const rows = await database.db
    .selectFrom("articles")
    .selectAll()
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRecord);
}

export async function getArticleById(database: Database, id: number): Promise<ArticleRecord | undefined> {
  const row = await database.db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

export type SaveOutcome =
  | { ok: true; article: ArticleRecord }
  | { ok: false; reason: "conflict"; current: ArticleRecord }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "not-found" };

async function slugTaken(trx: Transaction<DB>, slug: string, exceptId: number | null): Promise<boolean> {
  const row = await trx
    .selectFrom("articles")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== null, (q) => q.where("id", "!=", exceptId!))
    .executeTakeFirst();
  return !!row;
}

/** A new article, as a draft. */
export async function createArticle(database: Database, fields: ArticleFields, actor: Actor): Promise<SaveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, fields.slug, null)) return { ok: false, reason: "slug-taken" } as const;
    const row = await trx
      .insertInto("articles")
      .values({ ...columns(fields), status: "draft", publish_at: null, updated_by: actor.email ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("article_revisions")
      .values({
        article_id: row.id,
        version: row.version,
        saved_by: actor.email ?? null,
        note: "Created",
        event: "created",
        fields: JSON.stringify(revisionFields(fields)),
      })
      .execute();
    await recordAudit(trx, { action: "article-created", actor, target: articlePathOf(fields), detail: { id: row.id } });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/** Where a save goes: straight into the stored article, or into its draft. */
export type SaveKind = "saved" | "autosaved" | "restored";

const NOTES: Record<RevisionEvent, string> = {
  created: "Created",
  saved: "Saved",
  autosaved: "Saved automatically",
  draft: "Saved as a draft of the published article",
  published: "Published",
  scheduled: "Scheduled",
  withdrawn: "Withdrawn",
  restored: "Restored",
};

async function addRevision(
  trx: Kysely<DB>,
  articleId: number,
  version: number,
  fields: ArticleFields,
  event: RevisionEvent,
  actor: Actor,
  note = NOTES[event],
): Promise<void> {
  await trx
    .insertInto("article_revisions")
    .values({
      article_id: articleId,
      version,
      saved_by: actor.email ?? null,
      note,
      event,
      fields: JSON.stringify(revisionFields(fields)),
    })
    .execute();
}

/** Keeps an article's old address working once its address changed. */
async function redirectOldPath(trx: Kysely<DB>, id: number, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  await trx.deleteFrom("article_redirects").where("path", "=", newPath).execute();
  await trx
    .insertInto("article_redirects")
    .values({ path: oldPath, article_id: id })
    .onConflict((oc) => oc.column("path").doUpdateSet({ article_id: id }))
    .execute();
}

/** Published, now or at a time ahead: what the public sees is the stored columns, never the draft. */
function isLive(row: Pick<Row, "status">): boolean {
  return row.status === "published";
}

/**
 * Saves an editor's fields over version `expectedVersion`. Refused with the
 * stored article when someone saved in between. A change to a live article, and
 * every autosave, goes to the article's draft (the public keeps the published
 * text until it is published); otherwise the fields are stored, the draft
 * dropped, and the old address redirects when the address changes.
 */
export async function saveArticle(
  database: Database,
  id: number,
  expectedVersion: number,
  fields: ArticleFields,
  actor: Actor,
  kind: SaveKind = "saved",
  note?: string,
): Promise<SaveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.version !== expectedVersion && !(await onlyOwnAutosavesSince(trx, id, expectedVersion, actor)))
      return { ok: false, reason: "conflict", current: toRecord(current) } as const;
    if (await slugTaken(trx, fields.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    const toDraft = kind === "autosaved" || isLive(current);
    const row = await trx
      .updateTable("articles")
      .set({
        ...(toDraft ? { draft: JSON.stringify(revisionFields(fields)) } : { ...columns(fields), draft: null }),
        ...nextVersion(current, actor),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const event: RevisionEvent = kind === "saved" && toDraft ? "draft" : kind;
    await addRevision(trx, id, row.version, fields, event, actor, note);
    // An autosave is a keystroke's worth of work: the history has it, the audit log keeps the deliberate steps.
    if (kind === "autosaved") return { ok: true, article: toRecord(row) } as const;
    if (!toDraft) await redirectOldPath(trx, id, articlePathOf(current), articlePathOf(row));
    await recordAudit(trx, {
      action: kind === "restored" ? "article-restored" : toDraft ? "article-draft-saved" : "article-saved",
      actor,
      target: articlePathOf(toDraft ? fields : row),
      detail: { id, version: row.version },
    });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/**
 * Whether every revision after `version` is an autosave of this same person: their own page saved their typing
 * while they pressed the button (an autosave still on its way), which is no one else's work to protect.
 */
async function onlyOwnAutosavesSince(trx: Kysely<DB>, id: number, version: number, actor: Actor): Promise<boolean> {
  if (!actor.email) return false;
  const since = await trx
    .selectFrom("article_revisions")
    .select(["event", "saved_by"])
    .where("article_id", "=", id)
    .where("version", ">", version)
    .execute();
  return since.length > 0 && since.every((r) => r.event === "autosaved" && r.saved_by === actor.email);
}

/** Drops an article's draft: the editor opens the stored (for a live article, the published) text again. */
export async function discardDraft(
  database: Database,
  id: number,
  expectedVersion: number,
  actor: Actor,
): Promise<SaveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.version !== expectedVersion)
      return { ok: false, reason: "conflict", current: toRecord(current) } as const;
    const row = await trx
      .updateTable("articles")
      .set({ draft: null, draft_publish_at: null, ...nextVersion(current, actor) })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addRevision(trx, id, row.version, fieldsOf(toRecord(row)), "saved", actor, "Draft discarded");
    await recordAudit(trx, {
      action: "article-draft-discarded",
      actor,
      target: articlePathOf(row),
      detail: { id, version: row.version },
    });
    return { ok: true, article: toRecord(row) } as const;
  });
}

export type PublishOutcome =
  | { ok: true; article: ArticleRecord }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "no-draft" }
  | { ok: false; reason: "not-found" };

/**
 * Schedules the draft of a live article to replace its published text at `at` (the public keeps the published
 * text until then). Published by the first server copy to read the articles after that moment
 * (`publishDueDrafts`); a later save of the draft goes out at the same moment.
 */
export async function scheduleDraft(database: Database, id: number, at: Date, actor: Actor): Promise<PublishOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (!current.draft) return { ok: false, reason: "no-draft" } as const;
    if (await slugTaken(trx, current.draft.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    const row = await trx
      .updateTable("articles")
      .set({ draft_publish_at: at, ...nextVersion(current, actor) })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addRevision(trx, id, row.version, current.draft, "scheduled", actor, "Changes scheduled");
    // Every copy learns the moment its cache has to look again.
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: "article-scheduled",
      actor,
      target: articlePathOf(row),
      detail: { id, publishAt: at.toISOString(), changes: true },
    });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/**
 * Publishes every draft whose scheduled moment has passed: its fields become the article's, as a revision
 * "Published as scheduled". Run before the public articles are read; of several server copies doing it at
 * once, one takes each article (its row locked, the others skip it).
 */
export async function publishDueDrafts(database: Database): Promise<void> {
  const due = await database.db
    .selectFrom("articles")
    .select("id")
    .where("draft_publish_at", "<=", sql<Date>`CURRENT_TIMESTAMP`)
    .execute();
  for (const { id } of due) {
    await database.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom("articles")
        .selectAll()
        .where("id", "=", id)
        .where("draft_publish_at", "<=", sql<Date>`CURRENT_TIMESTAMP`)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!current?.draft) return;
      const fields = current.draft;
      if (await slugTaken(trx, fields.slug, id)) {
        // Its address was taken since it was scheduled: it stays a draft, for an editor to publish by hand.
        await trx.updateTable("articles").set({ draft_publish_at: null }).where("id", "=", id).execute();
        return;
      }
      // Nobody saves it now, so whoever last did stays named.
      const stamp = { version: current.version + 1, updated_at: sql<Date>`CURRENT_TIMESTAMP` };
      await publishFields(trx, current, fields, stamp, ["published", {}, "Published as scheduled"]);
    });
  }
}

/**
 * Makes `fields` (the draft, or the article as it stands) what the article is, with the version and state columns
 * in `set`: the draft and its schedule are cleared, an old address redirects to a new one, the revision is kept
 * (`revision`: addRevision's event, actor and note) and the site's content version moves on.
 */
async function publishFields(
  trx: Transaction<DB>,
  current: Row,
  fields: ArticleFields,
  set: UpdateObject<DB, "articles">,
  revision: [event: RevisionEvent, actor: Actor, note?: string],
): Promise<Row> {
  const row = await trx
    .updateTable("articles")
    .set({ ...columns(fields), draft: null, draft_publish_at: null, ...set })
    .where("id", "=", current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await redirectOldPath(trx, current.id, articlePathOf(current), articlePathOf(row));
  await addRevision(trx, current.id, row.version, fields, ...revision);
  await bumpContentVersion(trx);
  return row;
}

/**
 * Publishes at once (`at` null) or at a moment ahead (scheduled); public once `publish_at` has passed. A draft,
 * if there is one, is what is published. An article already public keeps its first publication time.
 */
export async function publishArticle(
  database: Database,
  id: number,
  at: Date | null,
  actor: Actor,
): Promise<PublishOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    const fields = current.draft ?? fieldsOf(toRecord(current));
    if (current.draft && (await slugTaken(trx, fields.slug, id))) return { ok: false, reason: "slug-taken" } as const;
    const alreadyPublic =
      current.status === "published" && current.publish_at !== null && new Date(current.publish_at) <= new Date();
    const row = await publishFields(
      trx,
      current,
      fields,
      {
        status: "published",
        publish_at: at ?? (alreadyPublic ? current.publish_at : sql<Date>`CURRENT_TIMESTAMP`),
        ...nextVersion(current, actor),
      },
      [at ? "scheduled" : "published", actor],
    );
    await recordAudit(trx, {
      action: at ? "article-scheduled" : "article-published",
      actor,
      target: articlePathOf(row),
      detail: { id, ...(at ? { publishAt: at.toISOString() } : {}) },
    });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/** Takes an article off the public site (it stays here, with any draft, and can be published again). */
export async function withdrawArticle(
  database: Database,
  id: number,
  actor: Actor,
): Promise<ArticleRecord | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const row = await trx
      .updateTable("articles")
      .set({ status: "withdrawn", draft_publish_at: null, ...nextVersion(current, actor) })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addRevision(trx, id, row.version, fieldsOf(toRecord(row)), "withdrawn", actor);
    await bumpContentVersion(trx);
    await recordAudit(trx, { action: "article-withdrawn", actor, target: articlePathOf(row), detail: { id } });
    return toRecord(row);
  });
}

export interface Revision {
  version: number;
  event: RevisionEvent;
  savedAt: Date;
  savedBy: string | null;
  note: string;
  fields: ArticleFields;
}

/** Newest first. */
export async function listRevisions(database: Database, articleId: number): Promise<Revision[]> {
  const rows = await database.db
    .selectFrom("article_revisions")
    .selectAll()
    .where("article_id", "=", articleId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({
    version: r.version,
    event: r.event,
    savedAt: r.saved_at,
    savedBy: r.saved_by,
    note: r.note,
    fields: r.fields,
  }));
}

/** Brings an earlier revision back as a new save (the history keeps everything in between). */
export async function restoreRevision(
  database: Database,
  id: number,
  revision: number,
  expectedVersion: number,
  actor: Actor,
): Promise<SaveOutcome> {
  const row = await database.db
    .selectFrom("article_revisions")
    .select("fields")
    .where("article_id", "=", id)
    .where("version", "=", revision)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  return saveArticle(database, id, expectedVersion, row.fields, actor, "restored", `Restored revision ${revision}`);
}

/** Where an old address of an article now is, if the article is public. */
export async function redirectFor(database: Database, path: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom("article_redirects")
    .innerJoin("articles", "articles.id", "article_redirects.article_id")
    .select(["articles.kind", "articles.date", "articles.slug"])
    .where("article_redirects.path", "=", path)
    .where("articles.status", "=", "published")
    .where("articles.publish_at", "<=", sql<Date>`CURRENT_TIMESTAMP`)
    .executeTakeFirst();
  return row ? articlePathOf(row) : undefined;
}

export interface PublishedArticle extends ArticleFields {
  id: number;
  /** The uploaded picture the hero names (`picture:<id>`), if it names one that exists. */
  heroPicture: UploadedPicture | null;
  path: string;
  publishAt: Date;
  updatedAt: Date;
  /** The body as plain text (for search). */
  text: string;
}

/**
 * Every article the public may read now, newest first, with its text: what
 * the public pages cache and what site search indexes. A plain function of
 * the database, so any feature can call it.
 */
export async function listPublishedArticles(db: Database): Promise<PublishedArticle[]> {
  await publishDueDrafts(db);
  const rows = await db.db
    .selectFrom("articles")
    .selectAll()
    .where("status", "=", "published")
    .where("publish_at", "<=", sql<Date>`CURRENT_TIMESTAMP`)
    .orderBy("date", "desc")
    .orderBy("slug", "asc")
    .execute();
  const pictures = await heroPictures(
    db.db,
    rows.map((r) => r.hero_image),
  );
  return rows.map((row) => {
    const record = toRecord(row);
    return {
      ...fieldsOf(record),
      // Bodies stored before issue 29 may carry the editor's old `nofollow` on the site's own links.
      bodyHtml: sanitizeArticleHtml(record.bodyHtml),
      heroPicture: pictures.get(record.heroImage) ?? null,
      id: record.id,
      path: articlePathOf(record),
      publishAt: record.publishAt!,
      updatedAt: record.updatedAt,
      text: htmlToText(record.bodyHtml),
    };
  });
}

/** The uploaded pictures heroes name, by the hero value (`picture:<id>`). */
export async function heroPictures(db: Kysely<DB>, heroes: string[]): Promise<Map<string, UploadedPicture>> {
  const ids = [...new Set(heroes.map((h) => /^picture:(\d{1,12})$/.exec(h)?.[1]).filter((id) => id !== undefined))];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("pictures")
    .select(["id", "width", "height", "widths"])
    .where("id", "in", ids.map(Number))
    .execute();
  return new Map(
    rows.map((r) => [`picture:${r.id}`, { id: Number(r.id), width: r.width, height: r.height, widths: r.widths }]),
  );
}

/** The next moment a scheduled article goes public, so a cache knows when to look again. */
export async function nextScheduledAt(db: Database): Promise<Date | null> {
  const row = await db.db
    .selectFrom("articles")
    .select((eb) => eb.fn.min("publish_at").as("next"))
    .where("status", "=", "published")
    .where("publish_at", ">", sql<Date>`CURRENT_TIMESTAMP`)
    .executeTakeFirst();
  // A live article's scheduled changes are a moment to look again too.
  const changes = await db.db
    .selectFrom("articles")
    .select((eb) => eb.fn.min("draft_publish_at").as("next"))
    .where("status", "=", "published")
    .where("draft_publish_at", ">", sql<Date>`CURRENT_TIMESTAMP`)
    .executeTakeFirst();
  const moments = [row?.next, changes?.next].filter((m) => m).map((m) => new Date(m as Date | string).getTime());
  return moments.length ? new Date(Math.min(...moments)) : null;
}

export type { ArticleKind };

import { sql, type Kysely, type Selectable, type Transaction } from "kysely";

import type { Actor } from "#app/audit/audit-log.server.ts";
import { nextVersion } from "#app/db/optimistic.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { ArticlesTable, DB } from "#app/db/schema.ts";
import { sanitizeArticleHtml } from "#app/articles/sanitize.server.ts";
import { htmlToText } from "#app/articles/html.ts";
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
        fields: JSON.stringify(revisionFields(fields)),
      })
      .execute();
    await recordAudit(trx, { action: "article-created", actor, target: articlePathOf(fields), detail: { id: row.id } });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/**
 * Saves an editor's fields over version `expectedVersion`. Refused with the
 * stored article when someone saved in between; the old address redirects
 * when the address changes.
 */
export async function saveArticle(
  database: Database,
  id: number,
  expectedVersion: number,
  fields: ArticleFields,
  actor: Actor,
  note = "Saved",
): Promise<SaveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.version !== expectedVersion)
      return { ok: false, reason: "conflict", current: toRecord(current) } as const;
    if (await slugTaken(trx, fields.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    const row = await trx
      .updateTable("articles")
      .set({
        ...columns(fields),
        ...nextVersion(current, actor),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("article_revisions")
      .values({
        article_id: id,
        version: row.version,
        saved_by: actor.email ?? null,
        note,
        fields: JSON.stringify(revisionFields(fields)),
      })
      .execute();
    const oldPath = articlePathOf(current);
    const newPath = articlePathOf(row);
    if (oldPath !== newPath) {
      await trx.deleteFrom("article_redirects").where("path", "=", newPath).execute();
      await trx
        .insertInto("article_redirects")
        .values({ path: oldPath, article_id: id })
        .onConflict((oc) => oc.column("path").doUpdateSet({ article_id: id }))
        .execute();
    }
    if (current.status === "published") await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: note.startsWith("Restored") ? "article-restored" : "article-saved",
      actor,
      target: newPath,
      detail: { id, version: row.version },
    });
    return { ok: true, article: toRecord(row) } as const;
  });
}

/** Publishes at once (`at` null) or at a moment ahead (scheduled); public once `publish_at` has passed. */
export async function publishArticle(
  database: Database,
  id: number,
  at: Date | null,
  actor: Actor,
): Promise<ArticleRecord | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("articles")
      .set({
        status: "published",
        publish_at: at ?? sql<Date>`CURRENT_TIMESTAMP`,
        updated_at: sql<Date>`CURRENT_TIMESTAMP`,
        updated_by: actor.email ?? null,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: at ? "article-scheduled" : "article-published",
      actor,
      target: articlePathOf(row),
      detail: { id, ...(at ? { publishAt: at.toISOString() } : {}) },
    });
    return toRecord(row);
  });
}

/** Takes an article off the public site (it stays here, and can be published again). */
export async function withdrawArticle(
  database: Database,
  id: number,
  actor: Actor,
): Promise<ArticleRecord | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("articles")
      .set({ status: "withdrawn", updated_at: sql<Date>`CURRENT_TIMESTAMP`, updated_by: actor.email ?? null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await bumpContentVersion(trx);
    await recordAudit(trx, { action: "article-withdrawn", actor, target: articlePathOf(row), detail: { id } });
    return toRecord(row);
  });
}

export interface Revision {
  version: number;
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
  return saveArticle(database, id, expectedVersion, row.fields, actor, `Restored revision ${revision}`);
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
  const rows = await db.db
    .selectFrom("articles")
    .selectAll()
    .where("status", "=", "published")
    .where("publish_at", "<=", sql<Date>`CURRENT_TIMESTAMP`)
    .orderBy("date", "desc")
    .orderBy("slug", "asc")
    .execute();
  return rows.map((row) => {
    const record = toRecord(row);
    return {
      ...fieldsOf(record),
      id: record.id,
      path: articlePathOf(record),
      publishAt: record.publishAt!,
      updatedAt: record.updatedAt,
      text: htmlToText(record.bodyHtml),
    };
  });
}

/** The next moment a scheduled article goes public, so a cache knows when to look again. */
export async function nextScheduledAt(db: Database): Promise<Date | null> {
  const row = await db.db
    .selectFrom("articles")
    .select((eb) => eb.fn.min("publish_at").as("next"))
    .where("status", "=", "published")
    .where("publish_at", ">", sql<Date>`CURRENT_TIMESTAMP`)
    .executeTakeFirst();
  return row?.next ? new Date(row.next as Date | string) : null;
}

export type { ArticleKind };

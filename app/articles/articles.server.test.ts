import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { articlePath, articles as seedArticles } from "#app/content/articles/index.ts";
import { articlesOf, publishedView } from "#app/articles/public.server.ts";
import { articlePathOf, articleState, type ArticleFields } from "#app/articles/types.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  contentVersion,
  createArticle,
  discardDraft,
  getArticleById,
  listPublishedArticles,
  listRevisions,
  nextScheduledAt,
  publishArticle,
  redirectFor,
  restoreRevision,
  saveArticle,
  scheduleDraft,
  withdrawArticle,
} from "#app/articles/articles.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { suiteDatabase, describeEachDatabase, dropDatabase } from "#tests/fixtures/databases.ts";

const editor = { context: "main", userId: "u1", email: "editor@example.com", address: "203.0.113.9" };

function fields(overrides: Partial<ArticleFields> = {}): ArticleFields {
  return {
    kind: "news",
    slug: "storm-season-2026",
    title: "Storm season 2026: what to check before the first hail",
    date: "2026-11-20",
    summary: "Roof sheeting, gutters and solar panels: a short list for homeowners before the summer storms.",
    bodyHtml: '<p>Check your roof.</p><script>alert(1)</script><p onclick="x()">Clear gutters.</p>',
    heroImage: "scenes/hailstorm",
    heroAlt: "Hail falling on suburban roofs",
    location: null,
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

describeEachDatabase("articles on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("start with every article of the content files, published at the same address", async () => {
    const published = await listPublishedArticles(db());
    expect(published.map((a) => a.path).toSorted()).toEqual(seedArticles.map(articlePath).toSorted());
    const hail = published.find((a) => a.slug === "gauteng-hail-claims-response")!;
    expect(hail.text).toContain("12 November 2025");
    expect(hail.bodyHtml.startsWith("<p>")).toBe(true);
  });

  it("keep a draft off the public side, sanitised, until it is published; then every copy's view has it", async () => {
    const versionBefore = await contentVersion(db());
    const created = await createArticle(db(), fields(), editor);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.article.bodyHtml).toBe("<p>Check your roof.</p><p>Clear gutters.</p>");
    expect(articleState(created.article, new Date())).toBe("draft");
    expect((await listPublishedArticles(db())).some((a) => a.slug === "storm-season-2026")).toBe(false);
    expect(await contentVersion(db())).toBe(versionBefore);

    await publishArticle(db(), created.article.id, null, editor);
    expect(await contentVersion(db())).toBeGreaterThan(versionBefore);
    const published = await listPublishedArticles(db());
    expect(published.find((a) => a.slug === "storm-season-2026")?.path).toBe("/media/news/2026/storm-season-2026");
    // The view re-reads once the version moved (at most a second later).
    await new Promise((r) => setTimeout(r, 1100));
    const view = await publishedView(db());
    expect(view.years.news[0]).toBe("2026");
    expect(articlesOf(view, "news", "2026").map((a) => a.slug)).toEqual(["storm-season-2026"]);

    await withdrawArticle(db(), created.article.id, editor);
    expect((await listPublishedArticles(db())).some((a) => a.slug === "storm-season-2026")).toBe(false);
    const actions = (await listAudit(db(), { person: "editor@" })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["article-created", "article-published", "article-withdrawn"]));
  });

  it("refuse a save over a version someone else saved, and keep every revision for a restore", async () => {
    const created = await createArticle(db(), fields({ slug: "two-editors" }), editor);
    if (!created.ok) throw new Error("not created");
    const { id, version } = created.article;
    const first = await saveArticle(
      db(),
      id,
      version,
      fields({ slug: "two-editors", title: "First editor's title" }),
      editor,
    );
    expect(first.ok).toBe(true);
    const second = await saveArticle(
      db(),
      id,
      version,
      fields({ slug: "two-editors", title: "Second editor's title" }),
      editor,
    );
    expect(second).toMatchObject({ ok: false, reason: "conflict", current: { title: "First editor's title" } });

    const revisions = await listRevisions(db(), id);
    expect(revisions.map((r) => r.fields.title)).toEqual([
      "First editor's title",
      "Storm season 2026: what to check before the first hail",
    ]);
    const restored = await restoreRevision(db(), id, 1, version + 1, editor);
    expect(restored.ok && restored.article.title).toBe("Storm season 2026: what to check before the first hail");
    expect((await listRevisions(db(), id))[0]!.note).toBe("Restored revision 1");
  });

  it("read a seeded article's first revision as its fields, and restore it whole", async () => {
    const seeded = (await listPublishedArticles(db())).find((a) => a.slug === "gauteng-hail-claims-response")!;
    const [first] = await listRevisions(db(), seeded.id);
    expect(first!.fields).toMatchObject({ slug: seeded.slug, bodyHtml: seeded.bodyHtml, heroImage: seeded.heroImage });
    const current = (await getArticleById(db(), seeded.id))!;
    const edited = await saveArticle(db(), seeded.id, current.version, { ...current, title: "A later title" }, editor);
    if (!edited.ok) throw new Error("not saved");
    const restored = await restoreRevision(db(), seeded.id, 1, edited.article.version, editor);
    // A published article: the restored text is its draft, published when the editor is ready.
    expect(restored.ok && restored.article.draft).toMatchObject({ title: seeded.title, bodyHtml: seeded.bodyHtml });
  });

  it("refuse a slug in use, and redirect an old address once the slug changes", async () => {
    const taken = await createArticle(db(), fields({ slug: "two-editors" }), editor);
    expect(taken).toEqual({ ok: false, reason: "slug-taken" });
    const created = await createArticle(db(), fields({ slug: "old-name" }), editor);
    if (!created.ok) throw new Error("not created");
    await publishArticle(db(), created.article.id, null, editor);
    const current = (await getArticleById(db(), created.article.id))!;
    const renamed = await saveArticle(db(), current.id, current.version, fields({ slug: "new-name" }), editor);
    expect(renamed.ok).toBe(true);
    // A live article's new address is a draft's until it is published.
    expect(await redirectFor(db(), "/media/news/2026/old-name")).toBeUndefined();
    await publishArticle(db(), created.article.id, null, editor);
    expect(await redirectFor(db(), "/media/news/2026/old-name")).toBe("/media/news/2026/new-name");
    expect(await redirectFor(db(), "/media/news/2026/never-was")).toBeUndefined();
  });

  it("save automatically into the draft: the stored article and the audit log stay as they were", async () => {
    const created = await createArticle(db(), fields({ slug: "autosaved" }), editor);
    if (!created.ok) throw new Error("not created");
    const { id, version } = created.article;
    const typed = fields({ slug: "autosaved", title: "Half-way through a sentence" });
    const saved = await saveArticle(db(), id, version, typed, editor, "autosaved");
    if (!saved.ok) throw new Error("not saved");
    expect(saved.article.version).toBe(version + 1);
    expect(saved.article.title).toBe(created.article.title);
    expect(saved.article.draft).toMatchObject({ title: "Half-way through a sentence" });
    const [latest] = await listRevisions(db(), id);
    expect(latest).toMatchObject({ event: "autosaved", version: version + 1, note: "Saved automatically" });
    expect(latest!.fields.title).toBe("Half-way through a sentence");
    const audit = await listAudit(db(), { person: "editor@" });
    expect(audit.filter((e) => e.target === articlePathOf(typed)).map((e) => e.action)).toEqual(["article-created"]);
    // An autosave over someone else's save is refused like any save.
    const other = { ...editor, userId: "u2", email: "other@example.com" };
    expect(await saveArticle(db(), id, version, typed, other, "autosaved")).toMatchObject({
      ok: false,
      reason: "conflict",
    });
    // A save by the button stores the fields and drops the draft; naming the version before the same person's
    // autosave (one still on its way when the button was pressed) is no conflict.
    const stored = await saveArticle(db(), id, version, typed, editor);
    expect(stored.ok && [stored.article.title, stored.article.draft]).toEqual(["Half-way through a sentence", null]);
  });

  it("keep a change to a live article as a draft: the public sees the published text until it is published", async () => {
    const created = await createArticle(db(), fields({ slug: "live-draft", title: "The published title" }), editor);
    if (!created.ok) throw new Error("not created");
    const { id } = created.article;
    const published = await publishArticle(db(), id, null, editor);
    if (!published.ok) throw new Error("not published");
    const firstPublished = published.article.publishAt!;
    const versionBefore = await contentVersion(db());
    const change = fields({ slug: "live-draft", title: "The corrected title" });
    const drafted = await saveArticle(db(), id, published.article.version, change, editor);
    if (!drafted.ok) throw new Error("not saved");
    expect(drafted.article.draft?.title).toBe("The corrected title");
    expect(await contentVersion(db())).toBe(versionBefore);
    const live = (await listPublishedArticles(db())).find((a) => a.id === id)!;
    expect(live.title).toBe("The published title");

    const again = await publishArticle(db(), id, null, editor);
    if (!again.ok) throw new Error("not published");
    expect(again.article).toMatchObject({ title: "The corrected title", draft: null });
    // Published once: the article keeps its first publication time.
    expect(again.article.publishAt!.getTime()).toBe(firstPublished.getTime());
    expect((await listPublishedArticles(db())).find((a) => a.id === id)!.title).toBe("The corrected title");
    await withdrawArticle(db(), id, editor);

    const history = await listRevisions(db(), id);
    expect(history.map((r) => r.event)).toEqual(["withdrawn", "published", "draft", "published", "created"]);
    expect(history.map((r) => r.version)).toEqual([5, 4, 3, 2, 1]);
    const actions = (await listAudit(db(), { person: "editor@" }))
      .filter((e) => e.target === "/media/news/2026/live-draft")
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["article-draft-saved", "article-published", "article-withdrawn"]));
  });

  it("record a schedule in the history, and drop a discarded draft", async () => {
    const created = await createArticle(db(), fields({ slug: "scheduled-events" }), editor);
    if (!created.ok) throw new Error("not created");
    const { id, version } = created.article;
    const typed = await saveArticle(
      db(),
      id,
      version,
      fields({ slug: "scheduled-events", title: "Typed" }),
      editor,
      "autosaved",
    );
    if (!typed.ok) throw new Error("not saved");
    const discarded = await discardDraft(db(), id, typed.article.version, editor);
    expect(discarded.ok && discarded.article.draft).toBeNull();
    const scheduled = await publishArticle(db(), id, new Date(Date.now() + 3_600_000), editor);
    expect(scheduled.ok && articleState(scheduled.article, new Date())).toBe("scheduled");
    expect((await listRevisions(db(), id)).map((r) => r.event)).toEqual(["scheduled", "saved", "autosaved", "created"]);
  });

  it("publish a live article's scheduled changes at their time, the published text shown until then", async () => {
    const created = await createArticle(db(), fields({ slug: "scheduled-changes", title: "Before" }), editor);
    if (!created.ok) throw new Error("not created");
    const { id } = created.article;
    const published = await publishArticle(db(), id, null, editor);
    if (!published.ok) throw new Error("not published");
    expect(await scheduleDraft(db(), id, new Date(Date.now() + 1500), editor)).toEqual({
      ok: false,
      reason: "no-draft",
    });
    const drafted = await saveArticle(
      db(),
      id,
      published.article.version,
      fields({ slug: "scheduled-changes", title: "After" }),
      editor,
    );
    if (!drafted.ok) throw new Error("not saved");
    const scheduled = await scheduleDraft(db(), id, new Date(Date.now() + 1500), editor);
    expect(scheduled.ok && scheduled.article.draftPublishAt).toBeInstanceOf(Date);
    expect(await nextScheduledAt(db())).toEqual(scheduled.ok ? scheduled.article.draftPublishAt : null);
    const shown = async () => (await listPublishedArticles(db())).find((a) => a.id === id)?.title;
    expect(await shown()).toBe("Before");
    await new Promise((r) => setTimeout(r, 1700));
    expect(await shown()).toBe("After");
    const after = (await getArticleById(db(), id))!;
    expect([after.draft, after.draftPublishAt]).toEqual([null, null]);
    const [latest, before] = await listRevisions(db(), id);
    expect([latest!.event, latest!.note, latest!.savedBy]).toEqual(["published", "Published as scheduled", null]);
    expect([before!.event, before!.note]).toEqual(["scheduled", "Changes scheduled"]);
  });

  it("publish a scheduled article only once its time has come", async () => {
    const created = await createArticle(db(), fields({ slug: "scheduled" }), editor);
    if (!created.ok) throw new Error("not created");
    await publishArticle(db(), created.article.id, new Date(Date.now() + 1500), editor);
    const scheduled = (await getArticleById(db(), created.article.id))!;
    expect(articleState(scheduled, new Date())).toBe("scheduled");
    const path = articlePathOf(scheduled);
    expect((await publishedView(db())).byPath.has(path)).toBe(false);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await publishedView(db())).byPath.has(path)).toBe(true);
  });
});

/**
 * Two server copies on one PostgreSQL (docs/architecture.md, “Publishing”): each
 * copy is its own connection pool with its own cache of published articles; a
 * publish through one is served by the other within 5 seconds.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server copies on one PostgreSQL", () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `test_copies_${Date.now().toString(36)}`;
  let first: Database;
  let second: Database;

  async function admin(statement: string) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const { openDatabase } = await import("#app/db/database.server.ts");
    first = await openDatabase({ url: url.href });
    second = await openDatabase({ url: url.href });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase(server, name);
  });

  it("see each other's publish and withdrawal within 5 seconds", async () => {
    // The second copy has its view already (as a running server would).
    expect((await publishedView(second)).byPath.size).toBe(seedArticles.length);
    const created = await createArticle(first, fields({ slug: "from-the-first-copy" }), editor);
    if (!created.ok) throw new Error("not created");
    await publishArticle(first, created.article.id, null, editor);
    const path = "/media/news/2026/from-the-first-copy";
    const seenWithin = async (want: boolean) => {
      const started = Date.now();
      while ((await publishedView(second)).byPath.has(path) !== want) {
        if (Date.now() - started > 5_000) throw new Error(`not ${want ? "published" : "withdrawn"} on the second copy`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await seenWithin(true);
    await withdrawArticle(first, created.article.id, editor);
    await seenWithin(false);
  });
});

import { randomBytes } from "node:crypto";

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { createArticle, publishArticle, saveArticle, scheduleDraft } from "#app/articles/articles.server.ts";
import type { ArticleFields } from "#app/articles/types.ts";
import { openDatabase, type Database } from "#app/db/database.server.ts";
import { describeEachDatabase, suiteDatabase, dropDatabase } from "#tests/fixtures/databases.ts";
import { FOLLOW_INTERVAL_MS } from "./follow.server.ts";
import { rebuildSearchIndex, reindexArticles } from "./index.server.ts";
import { runSearch } from "./search.server.ts";

const editor = { context: "staff", userId: "u1", email: "editor@example.com", address: "203.0.113.9" };

function fields(slug: string, bodyHtml: string): ArticleFields {
  return {
    kind: "news",
    slug,
    title: "Ports and cargo: what the new season means for marine cover",
    date: "2026-11-20",
    summary: "A note for importers on the cargo season and the cover that follows the goods.",
    bodyHtml,
    heroImage: "scenes/hailstorm",
    heroAlt: "Containers on a quay",
    location: null,
    seoTitle: null,
    seoDescription: null,
  };
}

/** The addresses a search for `text` finds, as a visitor's search page gets them. */
async function found(database: Database, text: string): Promise<string[]> {
  const outcome = await runSearch(database, text, { page: 1, perPage: 10, snippets: false });
  if (outcome.kind !== "ok") throw new Error(`search for "${text}" was ${outcome.kind}`);
  return outcome.results.map((r) => r.url);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past a scheduled moment `ms` ahead, and past a copy's last look at the index. */
const past = (ms: number) => wait(Math.max(ms, FOLLOW_INTERVAL_MS) + 300);
/**
 * How far ahead a change is scheduled: it must still be ahead at the first look, past(0) and a publication and a
 * re-index later (1.5 s left those 200 ms, too few on two busy cores).
 */
const AHEAD_MS = 2500;

describeEachDatabase("site search following the schedule on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  beforeAll(async () => {
    await rebuildSearchIndex(db());
  }, 120_000);

  it("finds a live article's scheduled change once its time has come, with no editor re-indexing", async () => {
    const path = "/media/news/2026/cargo-season-change";
    const created = await createArticle(db(), fields("cargo-season-change", "<p>Wharfage tariffs rise.</p>"), editor);
    if (!created.ok) throw new Error(created.reason);
    await publishArticle(db(), created.article.id, null, editor);
    await reindexArticles(db());
    expect(await found(db(), "wharfage")).toContain(path);

    const saved = await saveArticle(
      db(),
      created.article.id,
      created.article.version + 1,
      fields("cargo-season-change", "<p>Demurrage charges rise.</p>"),
      editor,
    );
    if (!saved.ok) throw new Error(saved.reason);
    await scheduleDraft(db(), created.article.id, new Date(Date.now() + AHEAD_MS), editor);
    // Before its time, the published wording stands (and is now remembered by this copy).
    await past(0);
    expect(await found(db(), "demurrage")).not.toContain(path);

    await past(AHEAD_MS);
    expect(await found(db(), "demurrage")).toContain(path);
    expect(await found(db(), "wharfage")).not.toContain(path);
  }, 30_000);

  it("finds an article scheduled to appear once its time has come", async () => {
    const path = "/media/news/2026/cargo-season-first";
    const created = await createArticle(db(), fields("cargo-season-first", "<p>Transhipment delays.</p>"), editor);
    if (!created.ok) throw new Error(created.reason);
    await publishArticle(db(), created.article.id, new Date(Date.now() + AHEAD_MS), editor);
    await reindexArticles(db());
    await past(0);
    expect(await found(db(), "transhipment")).not.toContain(path);

    await past(AHEAD_MS);
    expect(await found(db(), "transhipment")).toContain(path);
  }, 30_000);
});

// Two copies of the server are two connections to one PostgreSQL, each with its own remembered answers; the
// embedded database has one process by nature.
const server = process.env.TEST_DATABASE_URL;
async function admin(statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
describe.skipIf(!server)("site search on two copies of the server (PostgreSQL)", () => {
  const name = `test_${randomBytes(6).toString("hex")}`;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    first = await openDatabase({ url: url.href });
    second = await openDatabase({ url: url.href });
    await rebuildSearchIndex(first);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase(server!, name);
  });

  it("lets the other copy find what one copy published and re-indexed, though it remembered the answer before", async () => {
    const path = "/media/news/2026/cargo-season-copies";
    expect(await found(second, "stevedoring")).not.toContain(path);
    const created = await createArticle(first, fields("cargo-season-copies", "<p>Stevedoring damage.</p>"), editor);
    if (!created.ok) throw new Error(created.reason);
    await publishArticle(first, created.article.id, null, editor);
    await reindexArticles(first);
    expect(await found(first, "stevedoring")).toContain(path);
    await past(0);
    expect(await found(second, "stevedoring")).toContain(path);
  }, 30_000);

  it("lets either copy bring a scheduled change into the index at its time", async () => {
    const path = "/media/news/2026/cargo-season-copies";
    const created = await createArticle(first, fields("cargo-season-later", "<p>Reefer containers.</p>"), editor);
    if (!created.ok) throw new Error(created.reason);
    await publishArticle(first, created.article.id, new Date(Date.now() + AHEAD_MS), editor);
    await reindexArticles(first);
    await past(0);
    expect(await found(second, "reefer")).not.toContain(path.replace("copies", "later"));
    await past(AHEAD_MS);
    expect(await found(second, "reefer")).toContain(path.replace("copies", "later"));
    await past(0);
    expect(await found(first, "reefer")).toContain(path.replace("copies", "later"));
  }, 30_000);
});

import { expect, it } from "vitest";

import { leadership, leadershipGroups } from "#app/content/people.ts";
import { findPerson, savePerson } from "#app/people/people.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { createArticle, publishArticle, saveArticle, withdrawArticle } from "./articles.server.ts";
import { heroValue } from "./pictures.server.ts";
import { publishedView } from "./public.server.ts";
import type { ArticleFields } from "./types.ts";

/**
 * Which library pictures the public may fetch (decision 0051): those the public site shows, in a published
 * article (hero or body) or as a person's portrait, followed as articles are published, changed and withdrawn.
 */

const editor = { context: "staff", userId: "u1", email: "editor@example.com", address: "203.0.113.9" };

const fields = (slug: string, overrides: Partial<ArticleFields> = {}): ArticleFields => ({
  kind: "news",
  slug,
  title: `Pictures that follow their article ${slug}`,
  date: "2026-11-20",
  summary: "Which of the library's pictures the public may see, and when.",
  bodyHtml: "<p>Text.</p>",
  heroImage: "scenes/hailstorm",
  heroAlt: "Hail on roofs",
  location: null,
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

/** The view's pictures once the view has followed the database (it looks again after a second). */
async function shownAfterCheck(db: Parameters<typeof publishedView>[0]): Promise<ReadonlySet<number>> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return (await publishedView(db)).pictures;
}

describeEachDatabase("the pictures the public site shows, on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  async function addPictures(count: number): Promise<number[]> {
    const rows = await db()
      .db.insertInto("pictures")
      .values(
        Array.from({ length: count }, (_, i) => ({
          alt: `Picture ${i}`,
          file_name: "",
          width: 800,
          height: 600,
          widths: JSON.stringify([640, 800]),
          sha256: "0",
        })),
      )
      .returning("id")
      .execute();
    return rows.map((r) => r.id);
  }

  it("are a published article's hero and body pictures, not a draft's, and not once it is withdrawn", async () => {
    const [hero, inBody, inDraft, unused] = await addPictures(4);
    const body = `<p>See:</p><img src="/media/pictures/${inBody}-800.webp" alt="A roof">`;
    const created = await createArticle(db(), fields("shown", { heroImage: heroValue(hero!), bodyHtml: body }), editor);
    if (!created.ok) throw new Error(created.reason);
    // A draft shows nothing to the public.
    let shown = (await publishedView(db())).pictures;
    expect([hero, inBody].some((id) => shown.has(id!))).toBe(false);

    const published = await publishArticle(db(), created.article.id, null, editor);
    if (!published.ok) throw new Error(published.reason);
    shown = await shownAfterCheck(db());
    expect(shown.has(hero!) && shown.has(inBody!)).toBe(true);
    expect(shown.has(unused!)).toBe(false);

    // A change to the live article waits in its draft: its new picture is not public until it is published.
    const drafted = await saveArticle(
      db(),
      created.article.id,
      published.article.version,
      fields("shown", { heroImage: heroValue(inDraft!), bodyHtml: body }),
      editor,
    );
    if (!drafted.ok) throw new Error(drafted.reason);
    shown = await shownAfterCheck(db());
    expect(shown.has(inDraft!)).toBe(false);
    expect(shown.has(hero!)).toBe(true);
    const republished = await publishArticle(db(), created.article.id, null, editor);
    if (!republished.ok) throw new Error(republished.reason);
    shown = await shownAfterCheck(db());
    expect(shown.has(inDraft!) && shown.has(inBody!)).toBe(true);
    expect(shown.has(hero!)).toBe(false);

    await withdrawArticle(db(), created.article.id, editor);
    shown = await shownAfterCheck(db());
    expect([hero, inBody, inDraft].some((id) => shown.has(id!))).toBe(false);
  });

  it("become public when a scheduled article's time comes, with no one publishing it", async () => {
    const [picture] = await addPictures(1);
    const created = await createArticle(db(), fields("scheduled", { heroImage: heroValue(picture!) }), editor);
    if (!created.ok) throw new Error(created.reason);
    await publishArticle(db(), created.article.id, new Date(Date.now() + 1500), editor);
    expect((await publishedView(db())).pictures.has(picture!)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await publishedView(db())).pictures.has(picture!)).toBe(true);
  });

  it("are a person's uploaded portrait, from the moment it is chosen", async () => {
    const [portrait] = await addPictures(1);
    const person = await findPerson(db(), "thandeka");
    const team = leadershipGroups.find((g) => leadership[g].some((p) => p.id === "thandeka"))!;
    const saved = await savePerson(
      db(),
      "thandeka",
      person!.version,
      { name: person!.name, title: person!.title, email: person!.email, team, picture: `picture:${portrait}` },
      editor,
    );
    expect(saved.ok).toBe(true);
    expect((await shownAfterCheck(db())).has(portrait!)).toBe(true);
  });
});

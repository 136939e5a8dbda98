import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { folderStore } from "#app/storage/storage.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { createArticle, getArticleById, restoreRevision, saveArticle } from "./articles.server.ts";
import {
  cleanFileName,
  deletePicture,
  describeMissing,
  findPictures,
  heroValue,
  missingPictures,
  pictureUses,
  picturesShown,
  revisionUses,
  storePicture,
} from "./pictures.server.ts";
import type { ArticleFields } from "./types.ts";

const editor = { context: "staff", userId: "u1", email: "editor@example.com", address: "203.0.113.9" };

const article = (overrides: Partial<ArticleFields>): ArticleFields => ({
  kind: "news",
  slug: "library-article",
  title: "Flood cover for the coastal offices",
  date: "2026-11-20",
  summary: "What the flood cover pays for, and what it asks of the insured.",
  bodyHtml: "<p>Text.</p>",
  heroImage: "scenes/hailstorm",
  heroAlt: "Hail on roofs",
  location: null,
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

describe("what a body or hero shows", () => {
  it("finds the hero and each picture of the body once, with where it is", () => {
    expect(
      picturesShown({
        heroImage: heroValue(12),
        bodyHtml:
          '<p><img src="/media/pictures/15-1600.webp" alt="a"><img src="/media/pictures/15-640.webp" alt="a"><img src="/media/pictures/12-1024.avif" alt="b"></p>',
      }),
    ).toEqual([
      { id: 12, where: "hero" },
      { id: 15, where: "body" },
      { id: 12, where: "body" },
    ]);
    expect(picturesShown({ heroImage: "scenes/skyline", bodyHtml: '<a href="/media/pictures">x</a>' })).toEqual([]);
  });

  it("names missing pictures in words", () => {
    expect(describeMissing([{ id: 12, where: "hero" }])).toBe("Picture 12 (the hero)");
    expect(
      describeMissing([
        { id: 12, where: "hero" },
        { id: 15, where: "body" },
        { id: 16, where: "body" },
      ]),
    ).toBe("Picture 12 (the hero), picture 15 (in the body) and picture 16 (in the body)");
  });

  it("keeps a file's own name only, without control characters", () => {
    expect(cleanFileName("C:\\Users\\thabo\\Pictures\\hail-roof.jpg")).toBe("hail-roof.jpg");
    expect(cleanFileName("a/b/flood\u0000.png")).toBe("flood.png");
    expect(cleanFileName("x".repeat(300))).toHaveLength(200);
  });
});

describeEachDatabase("the media library on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const dir = mkdtempSync(join(tmpdir(), "picture-library-"));
  const files = folderStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Rows as uploads leave them; their files are not needed to find them. */
  async function addRows(rows: { alt: string; file_name: string }[]) {
    await db()
      .db.insertInto("pictures")
      .values(rows.map((r) => ({ ...r, width: 1600, height: 900, widths: JSON.stringify([640]), sha256: "0" })))
      .execute();
  }

  it("finds pictures by words of their description or file name, a page at a time, newest first", async () => {
    await addRows(
      Array.from({ length: 30 }, (_, i) => ({
        alt: i % 3 === 0 ? `Flooded warehouse floor ${i}` : `Office reception ${i}`,
        file_name: i === 7 ? "IMG_2041 hail roof.JPG" : `photo-${i}.jpg`,
      })),
    );
    const first = await findPictures(db(), { perPage: 24 });
    expect(first.total).toBe(30);
    expect([first.page, first.pages]).toEqual([1, 2]);
    expect(first.pictures).toHaveLength(24);
    const second = await findPictures(db(), { page: 2, perPage: 24 });
    expect(second.pictures.map((p) => p.alt)).toEqual([
      "Office reception 5",
      "Office reception 4",
      "Flooded warehouse floor 3",
      "Office reception 2",
      "Office reception 1",
      "Flooded warehouse floor 0",
    ]);
    // Every word, anywhere, case ignored; description and file name alike.
    const flooded = await findPictures(db(), { q: "WAREHOUSE flood" });
    expect(flooded.total).toBe(10);
    expect(flooded.pictures.every((p) => p.alt.startsWith("Flooded warehouse"))).toBe(true);
    const byName = await findPictures(db(), { q: "img_2041" });
    expect(byName.pictures.map((p) => p.alt)).toEqual(["Office reception 7"]);
    // % and _ are letters to look for, not patterns.
    expect((await findPictures(db(), { q: "%" })).total).toBe(0);
    expect((await findPictures(db(), { q: "photo_1" })).total).toBe(0);
    // A page past the last shows the last; nothing found is one empty page.
    expect((await findPictures(db(), { page: 99, perPage: 24 })).page).toBe(2);
    expect(await findPictures(db(), { q: "submarine" })).toEqual({ pictures: [], total: 0, page: 1, pages: 1 });
  });

  it("keeps an upload's file name to find it by", async () => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#245" } })
      .jpeg()
      .toBuffer();
    const stored = await storePicture(db(), files, bytes, "Storm drain at the depot", editor, "depot-drain.jpeg");
    expect(stored.fileName).toBe("depot-drain.jpeg");
    expect((await findPictures(db(), { q: "depot-drain" })).pictures.map((p) => p.id)).toEqual([stored.id]);
  }, 60_000);

  it("lets a picture only earlier revisions show be deleted, names those revisions, and a restore names it as gone", async () => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#542" } })
      .jpeg()
      .toBuffer();
    const picture = await storePicture(db(), files, bytes, "Sandbags at the coastal office", editor, "sandbags.jpg");
    const body = `<p>Before the rain:</p><img src="/media/pictures/${picture.id}-800.webp" alt="Sandbags">`;
    const created = await createArticle(
      db(),
      article({ heroImage: heroValue(picture.id), heroAlt: "Sandbags", bodyHtml: body }),
      editor,
    );
    if (!created.ok) throw new Error(created.reason);
    expect(await pictureUses(db().db, picture.id)).toHaveLength(1);
    // While the article shows it, it is a use, not an earlier revision's.
    expect(await revisionUses(db().db, picture.id)).toEqual([]);
    // The article moves on to a drawn scene and another text: only revision 1 still shows the picture.
    const saved = await saveArticle(db(), created.article.id, created.article.version, article({}), editor);
    if (!saved.ok) throw new Error(saved.reason);
    expect(await pictureUses(db().db, picture.id)).toEqual([]);
    expect(await revisionUses(db().db, picture.id)).toEqual([
      {
        label: `Article: Flood cover for the coastal offices, revision ${created.article.version}`,
        href: `/staff/content/${created.article.id}/history`,
      },
    ]);
    expect((await deletePicture(db(), files, picture.id, editor)).ok).toBe(true);

    const restored = await restoreRevision(
      db(),
      created.article.id,
      created.article.version,
      saved.article.version,
      editor,
    );
    expect(restored.ok).toBe(true);
    const now = await getArticleById(db(), created.article.id);
    const fields = now!.draft ?? now!;
    expect(await missingPictures(db().db, picturesShown(fields))).toEqual([
      { id: picture.id, where: "hero" },
      { id: picture.id, where: "body" },
    ]);
  }, 60_000);
});

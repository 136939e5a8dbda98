import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer, text } from "node:stream/consumers";
import { crc32 } from "node:zlib";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { folderStore, type FileStore } from "#app/storage/storage.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { createArticle, listPublishedArticles, publishArticle, saveArticle } from "./articles.server.ts";
import {
  deletePicture,
  findPicture,
  heroValue,
  pictureHtml,
  pictureKey,
  pictureUses,
  processPicture,
  PictureError,
  replacePicture,
  servedWidth,
  storePicture,
} from "./pictures.server.ts";
import type { ArticleFields } from "./types.ts";

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 70 } } })
    .jpeg()
    .toBuffer();
}

/** An article that shows the pictures a test gives it. */
const article = (overrides: Partial<ArticleFields>): ArticleFields => ({
  kind: "news",
  slug: "x",
  title: "A picture's article",
  date: "2026-11-20",
  summary: "A summary.",
  bodyHtml: "<p>Text.</p>",
  heroImage: "scenes/hailstorm",
  heroAlt: "Hail on roofs",
  location: null,
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

describe("an uploaded picture", () => {
  it("is resized to the article widths it can fill, as AVIF and WebP, never enlarged", async () => {
    const big = await processPicture(await photo(2400, 1350));
    expect(big.widths).toEqual([640, 1024, 1600]);
    expect([big.width, big.height]).toEqual([1600, 900]);
    expect(big.files.map((f) => `${f.width}.${f.format}`)).toEqual([
      "640.avif",
      "640.webp",
      "1024.avif",
      "1024.webp",
      "1600.avif",
      "1600.webp",
    ]);
    for (const file of big.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.width).toBe(file.width);
      expect(file.format === "webp" ? meta.format : "heif").toBe(meta.format);
    }
    const small = await processPicture(await photo(800, 600));
    expect(small.widths).toEqual([640, 800]);
  });

  it("is checked by its content: text, a script or a tiny image is refused", async () => {
    await expect(processPicture(Buffer.from("<script>alert(1)</script>"))).rejects.toBeInstanceOf(PictureError);
    await expect(processPicture(Buffer.from("%PDF-1.4 not a picture"))).rejects.toBeInstanceOf(PictureError);
    await expect(processPicture(await photo(100, 100))).rejects.toThrow(/too small/);
  });

  it("is refused by its header's size before any pixel is decoded: 16,000 pixels square", async () => {
    // A real PNG whose header says 16,000 × 16,000 (the case; its pixels are never reached).
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#246" } })
      .png()
      .toBuffer();
    png.writeUInt32BE(16_000, 16);
    png.writeUInt32BE(16_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect((await sharp(png).metadata()).width).toBe(16_000);
    await expect(processPicture(png)).rejects.toThrow(/16000 × 16000 pixels, more than we can resize/);
  });
});

describeEachDatabase("stored pictures on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const folder = mkdtempSync(join(tmpdir(), "pictures-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keep every file in the store, a row with the description, and an audit entry", async () => {
    const files = folderStore(folder);
    const actor = { context: "main", userId: "u1", email: "editor@example.com" };
    const stored = await storePicture(db(), files, await photo(1200, 800), 'Hail on a "carport"', actor);
    expect(stored.widths).toEqual([640, 1024, 1200]);
    const webp = await text(await files.read(pictureKey(stored.id, 1200, "webp")));
    expect(webp.slice(0, 4)).toBe("RIFF");
    expect(pictureHtml(stored)).toBe(
      `<img src="/media/pictures/${stored.id}-1200.webp" alt="Hail on a &quot;carport&quot;" width="1200" height="800">`,
    );
    expect((await listAudit(db(), { action: "picture-uploaded" })).length).toBe(1);
  });

  it("write their files with the database free: another query runs while they go to the store", async () => {
    const store = folderStore(folder);
    let answered = 0;
    // On the embedded database (one connection) a query here would wait for ever if the files were written
    // inside the picture's transaction.
    const files: FileStore = {
      ...store,
      async putFile(key, path, type) {
        await db().db.selectFrom("pictures").select("id").execute();
        answered++;
        return store.putFile(key, path, type);
      },
    };
    const actor = { context: "main", userId: "u1", email: "editor@example.com" };
    const stored = await storePicture(db(), files, await photo(700, 500), "A roof", actor);
    expect(answered).toBe(stored.widths.length * 2);
  });

  it("leave neither a row nor files when the store fails part-way", async () => {
    const store = folderStore(folder);
    const written: string[] = [];
    const removed: string[] = [];
    const files: FileStore = {
      ...store,
      async putFile(key, path, type) {
        if (written.length === 3) throw new Error("the bucket is unreachable");
        await store.putFile(key, path, type);
        written.push(key);
      },
      async remove(key) {
        removed.push(key);
        return store.remove(key);
      },
    };
    const actor = { context: "main", userId: "u1", email: "editor@example.com" };
    const before = await db().db.selectFrom("pictures").select("id").execute();
    await expect(storePicture(db(), files, await photo(1200, 800), "A roof", actor)).rejects.toThrow(/unreachable/);
    expect(await db().db.selectFrom("pictures").select("id").execute()).toEqual(before);
    expect(removed.toSorted()).toEqual(written.toSorted());
    for (const key of written) await expect(store.read(key)).rejects.toThrow(/ENOENT/);
  });

  const actor = { context: "main", userId: "u1", email: "editor@example.com" };

  it("know where each is used: a hero, a body, a draft, a person; and refuse to delete one still used", async () => {
    const files = folderStore(folder);
    const hero = await storePicture(db(), files, await photo(900, 600), "A hero", actor);
    const inBody = await storePicture(db(), files, await photo(900, 600), "In a body", actor);
    const inDraft = await storePicture(db(), files, await photo(900, 600), "In a draft", actor);
    const portrait = await storePicture(db(), files, await photo(900, 600), "A portrait", actor);
    const unused = await storePicture(db(), files, await photo(900, 600), "Nobody's", actor);

    const created = await createArticle(
      db(),
      article({ slug: "uses", heroImage: heroValue(hero.id), bodyHtml: `<p>Text.</p>${pictureHtml(inBody)}` }),
      actor,
    );
    if (!created.ok) throw new Error("not created");
    const published = await publishArticle(db(), created.article.id, null, actor);
    if (!published.ok) throw new Error("not published");
    // A change to the live article, not yet published, uses a third picture.
    await saveArticle(
      db(),
      created.article.id,
      published.article.version,
      article({ slug: "uses", heroImage: heroValue(inDraft.id) }),
      actor,
    );
    const person = await db().db.selectFrom("people").select(["id", "name"]).executeTakeFirstOrThrow();
    await db().db.updateTable("people").set({ picture_id: portrait.id }).where("id", "=", person.id).execute();

    const use = { label: "Article: A picture's article", href: `/staff/content/${created.article.id}` };
    expect(await pictureUses(db().db, hero.id)).toEqual([use]);
    expect(await pictureUses(db().db, inBody.id)).toEqual([use]);
    expect(await pictureUses(db().db, inDraft.id)).toEqual([use]);
    expect(await pictureUses(db().db, portrait.id)).toEqual([
      { label: `Person: ${person.name}`, href: `/staff/people/${person.id}` },
    ]);
    expect(await pictureUses(db().db, unused.id)).toEqual([]);

    // The public article shows the uploaded hero with its sizes.
    const live = (await listPublishedArticles(db())).find((a) => a.id === created.article.id)!;
    expect(live.heroPicture).toEqual({ id: hero.id, width: 900, height: 600, widths: [640, 900] });

    for (const used of [hero, inBody, inDraft, portrait]) {
      expect(await deletePicture(db(), files, used.id, actor)).toMatchObject({ ok: false, reason: "in-use" });
      expect(await findPicture(db(), used.id)).toBeDefined();
    }
    expect(await deletePicture(db(), files, unused.id, actor)).toEqual({ ok: true });
    expect(await findPicture(db(), unused.id)).toBeUndefined();
    await expect(files.read(pictureKey(unused.id, 900, "webp"))).rejects.toThrow(/ENOENT/);
    expect((await listAudit(db(), { action: "picture-deleted" })).map((e) => e.target)).toEqual([
      `/media/pictures/${unused.id}`,
    ]);
    await db().db.updateTable("people").set({ picture_id: null }).where("id", "=", person.id).execute();
  });

  it("replace their files at the same address: the id stays, the files and sizes are the new picture's", async () => {
    const files = folderStore(folder);
    const stored = await storePicture(db(), files, await photo(1200, 800), "Before", actor);
    const before = await text(await files.read(pictureKey(stored.id, 1024, "webp")));
    const replaced = await replacePicture(db(), files, stored.id, await photo(800, 800), null, actor);
    expect(replaced).toMatchObject({ id: stored.id, width: 800, height: 800, widths: [640, 800], alt: "Before" });
    expect(replaced!.sha256).not.toBe(stored.sha256);
    // The widths the new one lacks are gone; the address of one still answers, at its nearest width.
    await expect(files.read(pictureKey(stored.id, 1024, "webp"))).rejects.toThrow(/ENOENT/);
    expect(before.length).toBeGreaterThan(0);
    expect(servedWidth(replaced!, 1200)).toBe(800);
    expect(servedWidth(replaced!, 640)).toBe(640);
    const meta = await sharp(await buffer(await files.read(pictureKey(stored.id, 800, "webp")))).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    const described = await replacePicture(db(), files, stored.id, await photo(900, 600), "After", actor);
    expect(described?.alt).toBe("After");
    expect(await replacePicture(db(), files, 999_999, await photo(900, 600), null, actor)).toBeUndefined();
    expect((await listAudit(db(), { action: "picture-replaced" })).length).toBe(2);
  });
});

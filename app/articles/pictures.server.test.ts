import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { crc32 } from "node:zlib";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { folderStore, type FileStore } from "#app/storage/storage.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { pictureHtml, pictureKey, processPicture, PictureError, storePicture } from "./pictures.server.ts";

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 70 } } })
    .jpeg()
    .toBuffer();
}

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
});

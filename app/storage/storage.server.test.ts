import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { Readable, Writable } from "node:stream";

import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { folderStore, measuring, s3Store, type FileStore } from "./storage.server.ts";

const scratch = mkdtempSync(join(tmpdir(), "storage-test-"));
let s3: S3rver | undefined;
let s3Port = 0;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: join(scratch, "s3rver"),
    configureBuckets: [{ name: "claims-files", configs: [] }],
  });
  s3Port = (await s3.run()).port;
});
afterAll(async () => {
  await s3?.close();
});

const stores: [string, () => FileStore][] = [
  ["a folder", () => folderStore(join(scratch, "files"))],
  [
    "an S3-compatible server (s3rver)",
    () =>
      s3Store({
        endpoint: `http://127.0.0.1:${s3Port}`,
        bucket: "claims-files",
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(stores)("files in %s", (_name, open) => {
  it("stores a file and gives back the same bytes, then forgets it", async () => {
    const store = open();
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    const path = join(scratch, `upload-${store.kind}`);
    writeFileSync(path, bytes);
    await store.putFile("claims/CLM-TEST01/photo-1", path, "image/jpeg");
    const chunks: Buffer[] = [];
    await pipeline(
      await store.read("claims/CLM-TEST01/photo-1"),
      new Writable({ write: (c, _e, cb) => (chunks.push(c), cb()) }),
    );
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await store.remove("claims/CLM-TEST01/photo-1");
    await expect(store.read("claims/CLM-TEST01/photo-1")).rejects.toThrow(/ENOENT|404|failed/);
  });

  it("refuses keys that could reach outside its place", async () => {
    const store = open();
    for (const key of ["../etc/passwd", "/abs", "a//b", "a/../../b", ""]) {
      await expect(store.read(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe("measuring", () => {
  it("counts and hashes what flows through", async () => {
    const meter = measuring();
    const out = await text(Readable.from([Buffer.from("hello "), Buffer.from("world")]).pipe(meter));
    expect(out).toBe("hello world");
    expect(meter.size()).toBe(11);
    expect(meter.sha256()).toBe("b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9");
  });
});

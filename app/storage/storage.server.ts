import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { AwsClient } from "aws4fetch";

/**
 * Where the site keeps files people give it (claim documents, pictures,
 * document versions): a folder under DATA_DIR by default, or an
 * S3-compatible bucket when configured, so that many server copies share
 * them. Files are stored under opaque keys and never served from a public
 * path by this module: a route decides who may read each one. The database
 * keeps each file's name, type (by content), size and checksum.
 */
export interface FileStore {
  readonly kind: "folder" | "s3";
  /** Stores a file from a path on this machine (an upload already checked), under `key`. */
  putFile(key: string, path: string, type: string): Promise<void>;
  /** The file's bytes, as a stream; an unknown key is an error. */
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the site (e.g. "claims/CLM-7K3M9X/3f2a…"): letters, digits, dashes, dots, slashes. */
function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._/-]{0,300}$/i.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Not a storage key: ${key}`);
  }
  return key;
}

/** Files in a folder, e.g. DATA_DIR/files. Written to a temporary name first, so a reader never sees half a file. */
export function folderStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkKey(key));
  return {
    kind: "folder",
    async putFile(key, path) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.partial`;
      await pipeline(createReadStream(path), createWriteStream(temporary, { mode: 0o600 }));
      await rename(temporary, target);
    },
    async read(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Options {
  /** e.g. https://s3.af-south-1.amazonaws.com, or a MinIO or other compatible server's address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

async function fail(what: string, response: Response): Promise<never> {
  throw new Error(`Storage ${what} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
}

/** Files in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), signed with AWS Signature V4. */
export function s3Store(options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const urlOf = (key: string) =>
    `${options.endpoint.replace(/\/$/, "")}/${options.bucket}/${checkKey(key).split("/").map(encodeURIComponent).join("/")}`;
  return {
    kind: "s3",
    async putFile(key, path, type) {
      const { size } = await stat(path);
      // Streamed from disk with its length known; the payload is not hashed into the signature (TLS protects it).
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: Readable.toWeb(createReadStream(path)) as ReadableStream,
        headers: { "content-type": type, "content-length": String(size), "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
        // Node's fetch needs this for a streamed body.
        duplex: "half",
      } as RequestInit);
      if (!response.ok) await fail("upload", response);
    },
    async read(key) {
      const response = await client.fetch(urlOf(key));
      if (!response.ok || !response.body) await fail("read", response);
      return Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) await fail("delete", response);
    },
  };
}

/** A pass-through stream that counts and hashes what flows through it (SHA-256, hex). */
export function measuring(): Transform & { size: () => number; sha256: () => string } {
  const hash = createHash("sha256");
  let size = 0;
  let digest: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(stream, {
    size: () => size,
    sha256: () => (digest ??= hash.digest("hex")),
  });
}

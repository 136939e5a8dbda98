import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

import busboy from "busboy";
import { data } from "react-router";

import type { StoredFile } from "#app/claims/claims.server.ts";
import { FileWorkTimeout, runFileWork } from "#app/lib/server/file-work.server.ts";
import { readFormBody, uploadFieldFault } from "#app/lib/http/form-body.server.ts";
import { measuring, type FileStore } from "#app/storage/storage.server.ts";
import { checkSizes, CLAIM_FILE_LIMITS, type ClaimFileType, cleanFileName, type FileRefusal } from "./files.ts";
import { sniffFile } from "./sniff.server.ts";

/** A file as it arrived, in the upload's temporary folder. */
export interface ArrivedFile {
  name: string;
  path: string;
  size: number;
  /** Cut off at the per-file limit while arriving. */
  truncated: boolean;
}

export interface Upload {
  fields: FormData;
  files: ArrivedFile[];
  /** The body stopped before its end (too large, too slow, the client went away, or broken multipart). */
  incomplete: boolean;
  /** Removes the temporary folder and everything in it. */
  cleanup(): Promise<void>;
}

/** The file field of every claim form. */
export const FILES_FIELD = "documents";

/** Text fields: far more than any claim form has, each far longer than its longest field. */
const FIELD_LIMITS = { fields: 60, fieldSize: 64 * 1024, fieldNameSize: 100 };
/** Files beyond the ten a claim takes still get their names read, to be refused by name; past this they are dropped. */
const MAX_FILE_PARTS = 30;

/**
 * Reads a claim form's post as it streams in (busboy, decision 0012): text
 * fields into memory (bounded), each file into a temporary folder, never more
 * than 10 MB and a byte of one (so it can be refused as too large), the
 * server having already bounded the whole body (server/body-limits.ts). A
 * post that is not multipart (a form without files, a script) is read as an
 * ordinary form. Nothing here decides what is kept: see `checkFiles`.
 */
export async function receiveUpload(request: Request): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    return { fields: await readFormBody(request), files: [], incomplete: false, cleanup: async () => {} };
  }
  const folder = await mkdtemp(join(tmpdir(), "claim-upload-"));
  const fields = new FormData();
  const files: ArrivedFile[] = [];
  const writes: Promise<void>[] = [];
  let incomplete = false;
  let refused = false;
  const cleanup = () => rm(folder, { recursive: true, force: true });

  await new Promise<void>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        // Browsers send a file's name as its UTF-8 bytes; busboy's default reads them as Latin-1 ("fÃ¼r" for "für").
        defParamCharset: "utf8",
        limits: { ...FIELD_LIMITS, files: MAX_FILE_PARTS, fileSize: CLAIM_FILE_LIMITS.maxFileBytes + 1 },
      });
    } catch {
      // A multipart type without a boundary.
      incomplete = true;
      resolve();
      return;
    }
    // The front door's rules for text fields (app/lib/http/input-limits.ts): the server cannot see a streamed body's.
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated || uploadFieldFault(name, value)) refused = true;
      else fields.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      if (name !== FILES_FIELD || !info.filename) {
        // An empty file input sends a part without a name; other file fields mean nothing here.
        stream.resume();
        return;
      }
      const file: ArrivedFile = {
        name: cleanFileName(info.filename),
        path: join(folder, randomUUID()),
        size: 0,
        truncated: false,
      };
      files.push(file);
      stream.on("limit", () => {
        file.truncated = true;
      });
      const counter = measuring();
      writes.push(
        pipeline(stream, counter, createWriteStream(file.path, { mode: 0o600 }))
          .then(() => {
            file.size = counter.size();
          })
          .catch(() => {
            incomplete = true;
          }),
      );
    });
    parser.on("close", () => resolve());
    parser.on("error", () => {
      incomplete = true;
      resolve();
    });
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    source.on("error", () => {
      incomplete = true;
      parser.destroy();
      resolve();
    });
    source.pipe(parser);
  });
  await Promise.all(writes);
  if (refused) {
    await cleanup();
    throw data("The form could not be read", { status: 400 });
  }
  return { fields, files, incomplete, cleanup };
}

export interface ScreenedFile {
  name: string;
  path: string;
  type: ClaimFileType;
}

export interface CheckedFile extends ScreenedFile {
  locationData: StoredFile["locationData"];
  /** When the camera says a photo was taken, read before its metadata was removed (decision 0058). */
  takenAt?: string | null;
}

export interface FileCheck<File = CheckedFile> {
  accepted: File[];
  refused: { name: string; reason: FileRefusal }[];
}

/** A file's location data removal, in a worker thread, may take this long (it is bounded work: milliseconds). */
const CLEAN_TIME_LIMIT_MS = 20_000;

/**
 * The cheap checks, file by file in the order sent: the size rules
 * (app/claims/files.ts), then the kind by content (its first bytes).
 * `already` is what the claim holds before (documents added later).
 */
export async function screenFiles(
  upload: Upload,
  already: { count: number; bytes: number } = { count: 0, bytes: 0 },
): Promise<FileCheck<ScreenedFile>> {
  const sizes = checkSizes(
    upload.files.map((f) => ({ size: f.truncated ? CLAIM_FILE_LIMITS.maxFileBytes + 1 : f.size })),
    already,
  );
  const accepted: ScreenedFile[] = [];
  const refused: FileCheck["refused"] = [];
  for (const [i, file] of upload.files.entries()) {
    const sizeProblem = sizes[i];
    if (sizeProblem) {
      refused.push({ name: file.name, reason: sizeProblem });
      continue;
    }
    const type = await sniffFile(file.path).catch(() => undefined);
    if (type) accepted.push({ name: file.name, path: file.path, type });
    else refused.push({ name: file.name, reason: "type" });
  }
  return { accepted, refused };
}

/**
 * Reads each photo's capture time and removes its location data, one file at a time, in a worker thread
 * (app/lib/server/file-work.server.ts) with a time limit; an image that cannot be
 * opened, or is not done in time, is refused as damaged.
 */
export async function cleanFiles(files: ScreenedFile[]): Promise<FileCheck> {
  const accepted: CheckedFile[] = [];
  const refused: FileCheck["refused"] = [];
  for (const file of files) {
    const outcome = await runFileWork(
      "cleanClaimFile",
      { path: file.path, type: file.type },
      CLEAN_TIME_LIMIT_MS,
    ).catch((error: unknown) => {
      if (error instanceof FileWorkTimeout) return "damaged" as const;
      throw error;
    });
    if (outcome === "damaged") refused.push({ name: file.name, reason: "damaged" });
    else accepted.push({ ...file, ...outcome });
  }
  return { accepted, refused };
}

/**
 * Decides what a claim keeps: the cheap checks, and only when every file
 * passes them (a post with a refused file is refused whole, so the others'
 * processing would be wasted) location data removed from each.
 */
export async function checkFiles(
  upload: Upload,
  already: { count: number; bytes: number } = { count: 0, bytes: 0 },
): Promise<FileCheck> {
  const screened = await screenFiles(upload, already);
  if (screened.refused.length) return { accepted: [], refused: screened.refused };
  return cleanFiles(screened.accepted);
}

/**
 * Puts checked files in the file store under new opaque keys, measuring each
 * (size and SHA-256 of the bytes stored). If one fails, those already stored
 * are removed again and the error is thrown: nothing is confirmed.
 */
export async function storeFiles(
  store: FileStore,
  files: CheckedFile[],
  /** The keys' first part, by what the files belong to. */
  prefix: "claims" | "quotes" = "claims",
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const counter = measuring();
      // Measured as stored: the bytes after any metadata was removed.
      await pipeline(createReadStream(file.path), counter, new Writable({ write: (_c, _e, done) => done() }));
      const storageKey = `${prefix}/${randomUUID()}`;
      await store.putFile(storageKey, file.path, file.type);
      stored.push({
        storageKey,
        name: file.name,
        type: file.type,
        size: counter.size(),
        sha256: counter.sha256(),
        locationData: file.locationData,
        takenAt: file.takenAt ?? null,
      });
    }
  } catch (error) {
    await Promise.all(stored.map((f) => store.remove(f.storageKey).catch(() => {})));
    throw error;
  }
  return stored;
}

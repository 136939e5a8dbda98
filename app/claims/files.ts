/**
 * What a claim may carry (issue 18): up to ten files, 10 MB each and 25 MB in
 * all, of five kinds. The kind is decided by the file's content on the server
 * (./sniff.server.ts), never by its name or what the browser says; the
 * browser uses these figures only to warn early.
 */

const MB = 1024 * 1024;

export const CLAIM_FILE_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 10 * MB,
  maxTotalBytes: 25 * MB,
} as const;

/** The kinds of file a claim takes, by the media type the content shows. */
export const CLAIM_FILE_TYPES = {
  "image/jpeg": { label: "JPEG photo", extension: "jpg" },
  "image/png": { label: "PNG image", extension: "png" },
  "image/webp": { label: "WebP image", extension: "webp" },
  "image/heic": { label: "HEIC photo", extension: "heic" },
  "application/pdf": { label: "PDF document", extension: "pdf" },
} as const;

export type ClaimFileType = keyof typeof CLAIM_FILE_TYPES;

export function isClaimFileType(value: unknown): value is ClaimFileType {
  return typeof value === "string" && Object.hasOwn(CLAIM_FILE_TYPES, value);
}

/** What the form's file field says it takes (the browser's file picker filter; the server decides by content). */
export const CLAIM_FILE_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf";

/** Why a file was refused, worded for the claimant beside the file's name. */
export type FileRefusal = "type" | "too-large" | "too-many" | "total" | "empty" | "damaged" | "unreadable";

export function refusalMessage(reason: FileRefusal): string {
  switch (reason) {
    case "type":
      return "it is not a JPEG, PNG, WebP or HEIC photo or a PDF document (we check what the file contains, not its name)";
    case "too-large":
      return "it is larger than 10 MB";
    case "too-many":
      return "a claim takes at most 10 files";
    case "total":
      return "the files together would be more than 25 MB";
    case "empty":
      return "the file is empty";
    case "damaged":
      return "it looks like a photo but could not be opened; it may be damaged";
    case "unreadable":
      return "it could not be read in full; please try again";
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, "")} MB`;
}

/**
 * The size rules for a claim's files, in the order they arrive: a file over
 * 10 MB, an eleventh file, or one that would take the total past 25 MB is
 * refused; the others are kept. `already` counts files and bytes the claim
 * holds before these (documents added later from the tracker).
 */
export function checkSizes(
  files: readonly { size: number }[],
  already: { count: number; bytes: number } = { count: 0, bytes: 0 },
): (FileRefusal | null)[] {
  let count = already.count;
  let total = already.bytes;
  return files.map((file) => {
    if (file.size === 0) return "empty";
    if (file.size > CLAIM_FILE_LIMITS.maxFileBytes) return "too-large";
    if (count >= CLAIM_FILE_LIMITS.maxFiles) return "too-many";
    if (total + file.size > CLAIM_FILE_LIMITS.maxTotalBytes) return "total";
    count += 1;
    total += file.size;
    return null;
  });
}

/*
 * Characters a file name never needs and that can make it lie: controls (C0, C1) and Unicode format characters
 * (Cf: the bidirectional overrides, embeddings, isolates and marks, zero-width characters, the byte order mark).
 * A right-to-left override turns "invoice\u202Efdp.html" into what reads as "invoicelmth.pdf".
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/** A file's name as shown and stored: the last path part, without hidden characters or quotes, at most 120 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  const tidy = last.replace(HIDDEN_CHARACTERS, "").replace(/"/g, "").trim();
  return (tidy || "file").slice(0, 120);
}

/**
 * The name a claim's file is downloaded under: the claimant's name without
 * hidden characters, with the extension of the kind its content showed in
 * place of whatever extension it came with, so a JPEG that is also an HTML
 * page (a polyglot named "photo.html") downloads as "photo.jpg" and opens as
 * a picture.
 */
export function downloadName(name: string, type: string): string {
  const extension = isClaimFileType(type) ? CLAIM_FILE_TYPES[type].extension : "bin";
  const clean = cleanFileName(name);
  const base = clean
    .replace(/[.\s]+$/, "")
    .replace(/\.[\p{L}\p{N}]{1,10}$/u, "")
    .replace(/[.\s]+$/, "");
  return `${base || "file"}.${extension}`;
}

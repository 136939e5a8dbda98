import { Readable } from "node:stream";

import { create } from "content-disposition";

import { downloadName } from "./files.ts";

/**
 * A claim file's `Content-Disposition`: always an attachment, named by
 * `downloadName` (the extension of its kind, no hidden characters), in full
 * as RFC 5987's `filename*` (UTF-8) with a plain ASCII `filename` beside it
 * for clients that read only that (RFC 6266). The `content-disposition`
 * package does the quoting and encoding.
 */
export function attachmentDisposition(name: string, type: string): string {
  const full = downloadName(name, type);
  // Non-ASCII letters become "_" rather than the package's "?", which some systems refuse in a file name.
  const ascii = full.replace(/[^\x20-\x7e]/g, "_");
  return create(full, { fallback: ascii });
}

/**
 * A stored upload (a claim's file, a quotation request's PDF) sent to someone allowed it: always an attachment, so
 * it never opens as a page of this site; typed by its content and not sniffed; never cached, since it is private.
 */
export function fileDownload(stream: Readable, file: { name: string; type: string; size: number }): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.name, file.type),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

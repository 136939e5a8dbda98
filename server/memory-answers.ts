/**
 * The answers that are the same bytes for everyone, sent from memory with every header made once (issue 38,
 * decision 0055): prerendered pages (server/prerendered-pages.ts, decision 0015) and hashed assets (`/assets/…`,
 * with the build's .br and .gz). Each representation (identity, br, gzip) of each file keeps its body and its
 * whole header list, security headers included, ready for one `writeHead`; nothing is read from disk and no
 * header is built on a request. Hashed assets were served by sirv, reading the disk on every request (3,200
 * requests/s against 7,900 for a prerendered page); what is left per request is negotiating the encoding.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

import { matchesEtag, PAGE_CACHE_CONTROL, type PrerenderedPage } from "./prerendered-pages.ts";
import { publicImageHeaders } from "#app/lib/http/resource-policy.ts";

import type { StaticFile } from "./static-files.ts";

/** Hashed names never change content: kept for a year by browsers and caches, never asked about again. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

type Coding = "br" | "gzip";

interface Representation {
  body: Buffer;
  etag: string;
  /** Every header of a 200, flat ([name, value, name, value, …]) as `writeHead` takes it. */
  head: string[];
  /** The same without the body's length and coding, for a 304. */
  notModified: string[];
}

/** One file's representations, with the codings it has. */
export interface MemoryAnswer {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

function representation(body: Buffer, etag: string, headers: string[], coding?: Coding): Representation {
  const notModified = [...headers, "ETag", etag];
  const head = [...notModified, ...(coding ? ["Content-Encoding", coding] : []), "Content-Length", String(body.length)];
  return { body, etag, head, notModified };
}

/**
 * The memory answer of a prerendered page or a hashed asset of the index, or undefined for any other file.
 * `security`: the headers every answer carries but its Content-Security-Policy (server/security-headers.ts);
 * `assetPolicy`: the policy of a file that is not a page (it runs no inline script of its own).
 */
export function memoryAnswer(
  file: StaticFile,
  security: Record<string, string>,
  assetPolicy: string,
): MemoryAnswer | undefined {
  // A public image may be shown by other sites (webmail, feed readers): it says so (decision 0051).
  const common = Object.entries(file.crossOrigin ? { ...security, ...publicImageHeaders } : security).flat();
  if (file.page) return pageAnswer(file.page, common);
  if (!file.immutable) return undefined;
  const headers = [
    ...common,
    "Content-Security-Policy",
    assetPolicy,
    "Content-Type",
    file.type,
    "Cache-Control",
    IMMUTABLE_CACHE_CONTROL,
  ];
  const codings = Object.keys(file.encoded) as Coding[];
  if (codings.length) headers.push("Vary", "Accept-Encoding");
  const answer: MemoryAnswer = { identity: representation(readFileSync(file.path), file.etag, headers) };
  for (const coding of codings) {
    const body = readFileSync(file.encoded[coding]!.path);
    answer[coding] = representation(
      body,
      `${file.etag.slice(0, -1)}-${coding === "br" ? "br" : "gz"}"`,
      headers,
      coding,
    );
  }
  return answer;
}

function pageAnswer(page: PrerenderedPage, common: string[]): MemoryAnswer {
  const headers = [
    ...common,
    "Content-Security-Policy",
    page.policy,
    "Content-Type",
    "text/html; charset=utf-8",
    "Cache-Control",
    PAGE_CACHE_CONTROL,
    "Vary",
    "Accept-Encoding",
  ];
  const answer: MemoryAnswer = {
    identity: representation(page.identity.body, page.identity.etag, headers),
  };
  for (const coding of ["br", "gzip"] as const) {
    const encoded = page.encoded[coding];
    if (encoded) answer[coding] = representation(encoded.body, encoded.etag, headers, coding);
  }
  return answer;
}

/**
 * The coding a client's Accept-Encoding takes among br and gzip (server/static-files.ts's `negotiateEncoding`
 * answers the same; this one is for every static request, so it looks for the common headers first).
 */
export function acceptedCoding(header: string | undefined, answer: MemoryAnswer): Coding | undefined {
  if (!header) return undefined;
  // The headers browsers send ("gzip, deflate, br, zstd") name each coding once, without a weight.
  if (!header.includes(";")) {
    if (answer.br && /(^|[\s,])br([\s,]|$)/i.test(header)) return "br";
    if (answer.gzip && /(^|[\s,])gzip([\s,]|$)/i.test(header)) return "gzip";
    return undefined;
  }
  const accepted = new Set(
    header
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (answer.br && accepted.has("br")) return "br";
  if (answer.gzip && accepted.has("gzip")) return "gzip";
  return undefined;
}

/** Sends a memory answer to a GET or HEAD: a 304 when the client has it, else the chosen representation. */
export function sendMemoryAnswer(req: IncomingMessage, res: ServerResponse, answer: MemoryAnswer): void {
  const coding = acceptedCoding(req.headers["accept-encoding"], answer);
  const chosen = (coding && answer[coding]) || answer.identity;
  const asked = req.headers["if-none-match"];
  if (asked && matchesEtag(asked, chosen.etag)) {
    res.writeHead(304, chosen.notModified);
    res.end();
    return;
  }
  res.writeHead(200, chosen.head);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

import { sharedAcrossOrigins } from "#app/lib/http/resource-policy.ts";

import { type InlineHashes, preparePage, type PrerenderedPage } from "./prerendered-pages.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * Files the build precompresses (scripts/compress-build.ts writes .br and .gz
 * beside them). Prerendered HTML too, once its nonce attributes are removed
 * (server/prerendered-pages.ts).
 */
export const PRECOMPRESSED = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);

export interface StaticFile {
  path: string;
  size: number;
  type: string;
  etag: string;
  /** Hashed build output that never changes under the same name. */
  immutable: boolean;
  /** Precompressed siblings, by content-coding. */
  encoded: Partial<Record<"br" | "gzip", { path: string; size: number }>>;
  /**
   * Prerendered HTML, ready to send from memory in each encoding with its
   * hash-based CSP: it is small and read on every visit.
   */
  page?: PrerenderedPage;
  /** A prerendered page or its loader data, whose header depends on who is signed in. */
  personalisable: boolean;
  /** A prerendered page or document, which has one address (canonicalPaths). */
  addressable: boolean;
  /**
   * An image other sites may show (the e-mails' logo in webmail, the drawings in feed readers): answered with
   * `Cross-Origin-Resource-Policy: cross-origin` (app/lib/http/resource-policy.ts). Everything in the build is
   * public; only its images are wanted elsewhere.
   */
  crossOrigin: boolean;
}

/** Every file below dir, leaving out hidden ones such as Vite's .vite/manifest.json. */
export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Indexes the client build once at start. Requests are answered only from this
 * index, never by joining a request path onto the file system, so no path can
 * reach outside the build. policyFor makes each prerendered page's CSP from
 * the hashes of its inline scripts and styles.
 */
export function indexStaticFiles(
  root: string,
  noncePlaceholder: string,
  policyFor: (inline: InlineHashes) => string,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(root);
  const present = new Set(all);
  const pages = new Set(all.filter((f) => f.endsWith(".html")).map((f) => pagePath(root, f)));
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const ext = extname(file);
    const stat = statSync(file);
    const url = "/" + relative(root, file).split(sep).join("/");
    const content = readFileSync(file);
    const entry: StaticFile = {
      path: file,
      size: stat.size,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(content).digest("base64url").slice(0, 22)}"`,
      immutable: url.startsWith("/assets/"),
      encoded: {},
      // The data of a page (/about.data, /_.data for "/") carries the root's header data; that of a
      // document, the sitemap or robots.txt is the same for everyone.
      personalisable: ext === ".html" || (ext === ".data" && pages.has(dataPagePath(url))),
      addressable: ext === ".html" || (url.startsWith("/documents/") && ext === ".pdf"),
      crossOrigin: sharedAcrossOrigins(TYPES[ext] ?? ""),
    };
    for (const [coding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (present.has(file + suffix))
        entry.encoded[coding] = { path: file + suffix, size: statSync(file + suffix).size };
    }
    if (ext === ".html") {
      const siblings = {
        br: entry.encoded.br && readFileSync(entry.encoded.br.path),
        gzip: entry.encoded.gzip && readFileSync(entry.encoded.gzip.path),
      };
      entry.page = preparePage(content.toString("utf8"), siblings, noncePlaceholder, policyFor);
      files.set(pagePath(root, file), entry);
      continue;
    }
    files.set(url, entry);
  }
  return files;
}

/** /about/index.html answers /about; /index.html answers /. */
function pagePath(root: string, file: string): string {
  const url = "/" + relative(root, file).split(sep).join("/");
  return url.replace(/\/index\.html$/, "") || "/";
}

/** The page whose loader data a .data file is: /about.data is /about's, /_.data is /'s. */
function dataPagePath(url: string): string {
  const page = url.slice(0, -".data".length);
  return page === "/_" ? "/" : page;
}

/** The key under which a page's or document's address is found whatever its case, trailing or doubled slashes. */
export function canonicalKey(path: string): string {
  return (path.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1") || "/").toLowerCase();
}

/**
 * Each prerendered page's and document's one address, by canonicalKey: a
 * variant (/About/Our-History, /documents/popia-policy.pdf/) is redirected
 * to it rather than rendered afresh. Hashed assets and pictures are left out
 * (their names are exact), as is any key two files would share.
 */
export function canonicalPaths(files: Map<string, StaticFile>): Map<string, string> {
  const paths = new Map<string, string>();
  const shared = new Set<string>();
  for (const [path, file] of files) {
    if (!file.addressable) continue;
    const key = canonicalKey(path);
    if (paths.has(key)) shared.add(key);
    paths.set(key, path);
  }
  for (const key of shared) paths.delete(key);
  return paths;
}

/** Picks the best content-coding the client accepts among those available. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: Iterable<"br" | "gzip">) {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  for (const coding of ["br", "gzip"] as const) {
    if (accepted.has(coding) && [...available].includes(coding)) return coding;
  }
  return undefined;
}

/**
 * The one byte range of a `Range: bytes=…` header, for media players that
 * fetch video in pieces. Multiple ranges are answered with the whole file
 * (null); an unsatisfiable range is "invalid" (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/**
 * Prerendered pages answered like static files (decision 0015): the same
 * bytes for everyone, precompressed at build time, with a strong validator
 * and a Content-Security-Policy that names the SHA-256 of each inline script
 * instead of a per-request nonce. Pages rendered per request keep nonces.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** CSP source expressions ('sha256-…') for a page's inline scripts and styles. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** One encoding of a page, held in memory: the body and its own strong ETag. */
export interface PageRepresentation {
  body: Buffer;
  etag: string;
}

export interface PrerenderedPage {
  identity: PageRepresentation;
  encoded: Partial<Record<"br" | "gzip", PageRepresentation>>;
  inline: InlineHashes;
  /** The page's Content-Security-Policy, made once at start (hashes instead of a nonce). */
  policy: string;
}

/**
 * Browsers and shared caches keep the page but ask again every time (a 304
 * costs a few hundred bytes). Not longer: the same address answers a
 * signed-in visitor with a page rendered for them, which only the origin can
 * tell, and a page kept past a deploy would name scripts the new build no
 * longer has. Decision 0015 says what a CDN in front should do.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The nonce attribute the renderer writes on every tag when it renders a page for the build. */
export function removeNonces(html: string, placeholder: string): string {
  const stripped = html.replaceAll(` nonce="${placeholder}"`, "");
  // A placeholder anywhere else would be a page the browser refuses to run: fail the build, not the visitor.
  if (stripped.includes(placeholder)) throw new Error(`a nonce placeholder is left outside a nonce attribute`);
  return stripped;
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
/** Types a browser runs as script; anything else (JSON-LD, JSON) is data, never executed. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes a policy must list for the page's inline scripts and styles to
 * run: a browser hashes exactly the text between the tags, which the build
 * wrote and no one changes afterwards.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = "", text = ""] of html.matchAll(INLINE)) {
    if (tag!.toLowerCase() === "style") {
      styles.add(sha256Source(text));
      continue;
    }
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? "";
    if (SCRIPT_TYPES.has(type)) scripts.add(sha256Source(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Compression as the build does it: brotli at its best (11) and gzip 9, once, for every visit after. The
 * server's page cache, compressing while it serves, asks for a lower brotli quality (server/render-cache.ts).
 */
export function precompress(body: Buffer, brotliQuality = 11): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** A strong validator for one encoding of a page (each encoding is different bytes, so a tag of its own). */
export function etagOf(body: Buffer, coding?: "br" | "gzip"): string {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return `"${hash}${coding ? `-${coding === "br" ? "br" : "gz"}` : ""}"`;
}

/**
 * A page ready to serve from the build's HTML and, when the build's compress
 * step made them from this HTML, its .br and .gz. HTML that still carries the
 * placeholder was not through that step: its nonces are removed here and it
 * is compressed here (slower to start, the same answers).
 */
export function preparePage(
  raw: string,
  siblings: Partial<Record<"br" | "gzip", Buffer>>,
  placeholder: string,
  policyFor: (inline: InlineHashes) => string,
): PrerenderedPage {
  const fresh = raw.includes(placeholder);
  const html = removeNonces(raw, placeholder);
  const identity = Buffer.from(html, "utf8");
  const compressed = fresh || !siblings.br || !siblings.gzip ? precompress(identity) : siblings;
  const inline = inlineHashes(html);
  return {
    identity: { body: identity, etag: etagOf(identity) },
    encoded: {
      br: { body: compressed.br!, etag: etagOf(identity, "br") },
      gzip: { body: compressed.gzip!, etag: etagOf(identity, "gzip") },
    },
    inline,
    policy: policyFor(inline),
  };
}

/** Whether the client's copy (If-None-Match) is this representation. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The bytes of a page in each encoding, as held in memory (a prerendered page, a page the render cache keeps). */
export interface Representations {
  identity: PageRepresentation;
  encoded: Partial<Record<"br" | "gzip", PageRepresentation>>;
}

/**
 * Sends one of a page's representations, in the content-coding negotiated (or
 * none), with its validator: a 304 when the client has it. The caller has set
 * the type, the policy and the caching headers.
 */
export function sendRepresentation(
  req: IncomingMessage,
  res: ServerResponse,
  page: Representations,
  coding: "br" | "gzip" | undefined,
): void {
  const encoded = coding ? page.encoded[coding] : undefined;
  const chosen = encoded ?? page.identity;
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", chosen.etag);
  if (matchesEtag(req.headers["if-none-match"], chosen.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoded) res.setHeader("Content-Encoding", coding!);
  res.setHeader("Content-Length", chosen.body.length);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/** Answers a GET or HEAD for a prerendered page from memory, in the content-coding negotiated (or none). */
export function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  coding: "br" | "gzip" | undefined,
): void {
  res.setHeader("Content-Security-Policy", page.policy);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  sendRepresentation(req, res, page, coding);
}

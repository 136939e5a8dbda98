import { RENDER_CACHE_HEADER } from "#app/lib/http/render-cache.ts";
import {
  etagOf,
  inlineHashes,
  precompress,
  removeNonces,
  type InlineHashes,
  type PageRepresentation,
} from "./prerendered-pages.ts";

/**
 * Pages the app marks as the same for every anonymous visitor (articles, media
 * listings, feeds, the sitemap, the pages that show the group's people:
 * app/lib/http/render-cache.ts), kept rendered in this process for a few seconds,
 * so they are served as fast as a prerendered page while still following the
 * database (docs/architecture.md, “Publishing”). They are kept as the
 * prerendered pages are (decision 0015): the nonce the render wrote is taken
 * out and the page's inline scripts named by their hashes in its own CSP, so
 * the bytes are the same for every visitor and are compressed once, when
 * stored, rather than at every request.
 */
export interface CachedPage {
  status: number;
  /** The route's headers (type, caching), without the CSP, the cookie and the cache's own. */
  headers: [string, string][];
  identity: PageRepresentation;
  encoded: Record<"br" | "gzip", PageRepresentation>;
  /** For HTML: the CSP with the hashes of its inline scripts; other types keep the request's policy. */
  policy?: string;
  expires: number;
}

const MAX_ENTRIES = 500;

/** Brotli at 5: a few milliseconds for a page of 100 KB, once per page and TTL, within a few per cent of 11. */
const BROTLI_QUALITY = 5;

export class RenderCache {
  #entries = new Map<string, CachedPage>();

  readonly #now: () => number;
  readonly #max: number;

  /** `max`: pages kept at most; the one stored first makes way for a new one. */
  constructor(now: () => number = Date.now, max = MAX_ENTRIES) {
    this.#now = now;
    this.#max = max;
  }

  /** The page kept for this address, unless its seconds are over. */
  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.#now() ? entry : undefined;
  }

  /** Whether this address has been kept (its seconds may be over): a page worth waiting for while it renders. */
  kept(key: string): boolean {
    return this.#entries.has(key);
  }

  /**
   * Keeps a response when it asks to be kept (its header says for how many
   * seconds) and is a plain 200 without cookies. Returns the seconds, or 0.
   */
  static ttlOf(response: Response): number {
    const seconds = Number(response.headers.get(RENDER_CACHE_HEADER));
    if (!Number.isFinite(seconds) || seconds <= 0) return 0;
    if (response.status !== 200 || response.headers.getSetCookie().length) return 0;
    return Math.min(seconds, 60);
  }

  /**
   * A page rendered for one visitor, kept for them alone under a key that names them and what the page was drawn
   * from (server/app-server.ts): only a plain 200 HTML page without cookies. Returns the seconds, or 0.
   */
  static personalTtlOf(response: Response, seconds: number): number {
    if (response.status !== 200 || response.headers.getSetCookie().length) return 0;
    return /^text\/html\b/i.test(response.headers.get("content-type") ?? "") ? Math.min(seconds, 60) : 0;
  }

  /**
   * Keeps a rendered answer. HTML loses the nonce it was rendered with and
   * gets a policy of hashes from `policyFor`; a page that carries its nonce
   * anywhere but in nonce attributes cannot, and is not kept (it is rendered
   * afresh for each visitor, as before).
   */
  set(
    key: string,
    response: { status: number; headers: [string, string][]; body: Buffer },
    nonce: string,
    ttlSeconds: number,
    policyFor: (inline: InlineHashes) => string,
  ): void {
    const type = response.headers.find(([name]) => name === "content-type")?.[1] ?? "";
    let body = response.body;
    let policy: string | undefined;
    if (/^text\/html\b/i.test(type)) {
      let html: string;
      try {
        html = removeNonces(body.toString("utf8"), nonce);
      } catch {
        return;
      }
      body = Buffer.from(html, "utf8");
      policy = policyFor(inlineHashes(html));
    }
    const compressed = precompress(body, BROTLI_QUALITY);
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.delete(key);
    this.#entries.set(key, {
      status: response.status,
      headers: response.headers,
      identity: { body, etag: etagOf(body) },
      encoded: {
        br: { body: compressed.br, etag: etagOf(body, "br") },
        gzip: { body: compressed.gzip, etag: etagOf(body, "gzip") },
      },
      policy,
      expires: this.#now() + ttlSeconds * 1000,
    });
  }
}

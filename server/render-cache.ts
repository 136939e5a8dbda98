import { RENDER_CACHE_HEADER } from "#app/lib/render-cache.ts";

/**
 * Pages the app marks as the same for every anonymous visitor (articles, media
 * listings, feeds, the sitemap: app/lib/render-cache.ts), kept rendered in
 * this process for a few seconds, so they are served about as fast as a
 * prerendered page while still following the database (docs/architecture.md,
 * “Publishing”). Each answer's CSP nonce is cut out when it is stored and a
 * fresh one put in each time it is served, as for the prerendered pages.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce it was rendered with. */
  parts: Buffer[];
  expires: number;
}

const MAX_ENTRIES = 500;

export class RenderCache {
  #entries = new Map<string, CachedPage>();

  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
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

  set(key: string, status: number, headers: [string, string][], body: Buffer, nonce: string, ttlSeconds: number) {
    const parts: Buffer[] = [];
    const needle = Buffer.from(nonce);
    let from = 0;
    for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
      parts.push(body.subarray(from, at));
      from = at + needle.length;
    }
    parts.push(body.subarray(from));
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.delete(key);
    this.#entries.set(key, { status, headers, parts, expires: this.#now() + ttlSeconds * 1000 });
  }

  /** The stored body with this request's nonce. */
  static body(entry: CachedPage, nonce: string): Buffer {
    if (entry.parts.length === 1) return entry.parts[0]!;
    const glue = Buffer.from(nonce);
    return Buffer.concat(entry.parts.flatMap((part, i) => (i ? [glue, part] : [part])));
  }
}

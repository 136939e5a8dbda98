import type { IncomingMessage, ServerResponse } from "node:http";

import type { SearchAllowance, SearchLimitKind } from "#app/search/limits.server.ts";
import { parsePage, parseQuery } from "#app/search/query.ts";
import type { SuggestResponse } from "#app/search/suggest.ts";
import type { InlineHashes } from "./prerendered-pages.ts";
import { RenderCache, type CachedPage } from "./render-cache.ts";

/**
 * Search pages answered without React Router where the answer is already known
 * (docs/decisions/0032-search-pages-kept-per-query.md). Rendering the whole search page cost more of the main
 * thread than finding its results once they are remembered (app/search/results-cache.server.ts), so under
 * load its p99 was set by React, not the database:
 *
 * - The search page an anonymous visitor gets for a query (its text as the page shows it, and its page
 *   number) is the same for everyone, so it is kept rendered, as the render cache keeps other public pages
 *   (server/render-cache.ts), under the index's generation: a change to the index is a new generation and
 *   the pages kept before it are never shown again. Each visitor's search is still counted against their
 *   address's allowance before a kept page is sent; over it, React Router renders the refusal as before.
 * - An address this process has already refused is refused its suggestions here, from memory: a flood of
 *   them from one address costs a lookup each, not a trip through React Router.
 */

/** Kept pages at most: about 45 KB each and two compressed copies, so a few MB. */
const MAX_PAGES = 200;

/** Both the search page and the as-you-type list answer these; the list's JSON is read by the header's script. */
const REFUSED_HEADERS = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" };

export interface SearchPagesOptions {
  /** The CSP of a kept page: the hashes of its inline scripts (it is kept without the nonce it was rendered with). */
  policyFor: (inline: InlineHashes) => string;
  /** Counts a search from an address: the site's limits (app/search/search.server.ts, through the build). */
  count: (kind: SearchLimitKind, address: string) => Promise<SearchAllowance>;
  /** Seconds an address is still refused, from memory; 0 when it is not. */
  refused: (kind: SearchLimitKind, address: string) => number;
  /** The index's generation (app/search/results-cache.server.ts). */
  generation: () => number;
  /**
   * Brings the index and the generation up to date (a scheduled article come due, another copy's change:
   * app/search/follow.server.ts) before a kept page is looked up; without it a kept page outlived them.
   */
  follow?: () => Promise<void>;
  now?: () => number;
}

export interface SearchPageHandlers {
  /** Hands the request to React Router; with `cache`, a page the route marks as shareable is kept there. */
  render: (cache?: { store: RenderCache; key: string; policyFor: (inline: InlineHashes) => string }) => Promise<void>;
  /** Sends a kept page (validators, compression). */
  serve: (page: CachedPage) => void;
}

export class SearchPages {
  readonly #store: RenderCache;
  readonly #policyFor: (inline: InlineHashes) => string;
  readonly #count: SearchPagesOptions["count"];
  readonly #refused: SearchPagesOptions["refused"];
  readonly #generation: () => number;
  readonly #follow: () => Promise<void>;

  constructor({ policyFor, count, refused, generation, follow, now = Date.now }: SearchPagesOptions) {
    this.#store = new RenderCache(now, MAX_PAGES);
    this.#policyFor = policyFor;
    this.#count = count;
    this.#refused = refused;
    this.#generation = generation;
    this.#follow = follow ?? (async () => {});
  }

  /**
   * Answers an anonymous visitor's GET of `/search` or `/search/suggest`, through React Router or without it.
   * Returns false for any other request, and for one React Router answers without counting (no words, too
   * long, a page number out of range): the caller hands those on as before.
   */
  async answer(
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    { render, serve }: SearchPageHandlers,
  ): Promise<boolean> {
    if (req.method !== "GET") return false;
    // Joined, not resolved against a base: a target such as "//%E0%A4%A" would otherwise read as another host.
    const url = URL.parse(`http://localhost${req.url ?? "/"}`);
    if (!url) return false;
    if (url.pathname !== "/search" && url.pathname !== "/search/suggest") return false;
    const parsed = parseQuery(url.searchParams.get("q"));
    if (parsed.kind !== "ok") return false;

    if (url.pathname === "/search/suggest") {
      const seconds = this.#refused("suggest", address);
      if (!seconds) return false;
      const body: SuggestResponse = { kind: "limited", text: parsed.text, total: 0, results: [] };
      res.statusCode = 429;
      for (const [name, value] of Object.entries(REFUSED_HEADERS)) res.setHeader(name, value);
      res.setHeader("Retry-After", String(seconds));
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(body));
      return true;
    }

    const page = parsePage(url.searchParams.get("page"));
    if (page === undefined) return false;
    await this.#follow().catch(() => {});
    const key = `${this.#generation()}\n${page}\n${parsed.text}`;
    const kept = this.#store.get(key);
    if (!kept) {
      await render({ store: this.#store, key, policyFor: this.#policyFor });
      return true;
    }
    const allowance = await this.#count("search", address).catch(() => undefined);
    // Over the limit, the route says so without counting again (the limiter remembers the refusal); if the
    // count failed, the route counts and says why.
    if (allowance?.allowed) serve(kept);
    else await render();
    return true;
  }
}

import type { Database } from "#app/db/database.server.ts";
import { countAllowance, type RateLimit } from "#app/forms/rate-limits.server.ts";

/**
 * Per-address limits on searching (docs/decisions/0025-search-never-slows-other-pages.md), counted in the
 * database like the forms' (app/forms/rate-limits.server.ts), so every server copy counts together.
 */

/**
 * The header asks after each pause in typing (150 ms, app/components/search/LiveSearch.tsx): a visitor
 * typing a few searches a minute asks a few dozen times; a script asking faster is refused.
 */
export const SUGGEST_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
/** Search pages, each one a submitted search or a page of results: a person reads them. */
export const SEARCH_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };

export type SearchLimitKind = "search" | "suggest";

const LIMITS: Record<SearchLimitKind, RateLimit> = { search: SEARCH_RATE_LIMIT, suggest: SUGGEST_RATE_LIMIT };

export interface SearchAllowance {
  allowed: boolean;
  /** Whole seconds until the address may search again (Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

/** At most this many refused addresses are remembered in this process; the database holds the counts anyway. */
const MAX_REMEMBERED = 10_000;

/**
 * Counts one search from an address. An address already refused in this process is refused again without
 * asking the database until its window closes: the count can only have grown since, and a flood from one
 * address then costs the database nothing.
 */
export class SearchLimiter {
  private readonly refusedUntil = new Map<string, number>();
  private readonly limits: Record<SearchLimitKind, RateLimit>;

  constructor(limits: Partial<Record<SearchLimitKind, RateLimit>> = {}) {
    this.limits = { ...LIMITS, ...limits };
  }

  async take(database: Database, kind: SearchLimitKind, address: string, now = Date.now()): Promise<SearchAllowance> {
    const key = `${kind}:${address}`;
    const refused = this.refusedFor(kind, address, now);
    if (refused) return { allowed: false, retryAfterSeconds: refused };
    const { allowed, resetsInMs } = await countAllowance(database, key, this.limits[kind], now);
    if (allowed) return { allowed, retryAfterSeconds: 0 };
    this.remember(key, now + resetsInMs, now);
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(resetsInMs / 1000)) };
  }

  /**
   * Whole seconds until an address this process has refused may search again, without asking the database;
   * 0 when it has not been refused (or its window has closed). The server refuses a flood from such an
   * address before React Router sees it (server/search-pages.ts).
   */
  refusedFor(kind: SearchLimitKind, address: string, now = Date.now()): number {
    const key = `${kind}:${address}`;
    const until = this.refusedUntil.get(key);
    if (until === undefined) return 0;
    if (until > now) return Math.ceil((until - now) / 1000);
    this.refusedUntil.delete(key);
    return 0;
  }

  private remember(key: string, until: number, now: number): void {
    if (this.refusedUntil.size >= MAX_REMEMBERED) {
      for (const [k, t] of this.refusedUntil) if (t <= now) this.refusedUntil.delete(k);
      // Still full of live refusals: forget the oldest; its next search asks the database again.
      if (this.refusedUntil.size >= MAX_REMEMBERED) {
        const oldest = this.refusedUntil.keys().next().value;
        if (oldest !== undefined) this.refusedUntil.delete(oldest);
      }
    }
    this.refusedUntil.set(key, until);
  }
}

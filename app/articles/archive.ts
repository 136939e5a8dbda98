import { ARTICLE_KINDS, isArticleKind, type ArticleKind, type ArticleState } from "./types.ts";

/**
 * The staff articles list's filters (issue 29, item 4), read from the address so the list works as a plain GET
 * form, can be linked to and paged without losing them. Anything unreadable is read as "any".
 */
export interface ArchiveFilters {
  /** Words that must each appear in the title, summary or body. */
  q: string;
  kind: ArticleKind | "";
  state: ArticleState | "";
  /** A four-digit year of the article's date. */
  year: string;
}

const STATES: readonly ArticleState[] = ["draft", "scheduled", "published", "withdrawn"];

export function archiveFilters(params: URLSearchParams): ArchiveFilters {
  const kind = params.get("kind") ?? "";
  const state = params.get("state") ?? "";
  const year = params.get("year") ?? "";
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    kind: isArticleKind(kind) ? kind : "",
    state: (STATES as readonly string[]).includes(state) ? (state as ArticleState) : "",
    year: /^\d{4}$/.test(year) ? year : "",
  };
}

/** The words of a search, at most eight, each at least one character. */
export function searchWords(q: string): string[] {
  return q.split(" ").filter(Boolean).slice(0, 8);
}

export const ARCHIVE_KINDS = ARTICLE_KINDS;
export const ARCHIVE_STATES = STATES;

/** What /search/suggest answers (app/routes/search-suggest.tsx), read by the header's as-you-type results. */
export interface SuggestResponse {
  /**
   * "ok", or why the query was not searched: "too-long", "no-words", "empty", "unavailable", "limited" (too
   * many from this address in a minute: 429) or "busy" (too many at once: 503).
   */
  kind: "ok" | "too-long" | "no-words" | "empty" | "unavailable" | "limited" | "busy";
  text: string;
  total: number;
  results: { url: string; title: string; section: string; kind: "page" | "article" | "document" }[];
}

/** Results the header shows as the visitor types; the rest are on /search. */
export const SUGGESTIONS = 6;

/**
 * What a visitor typed, made safe to search with: pure functions, shared by the search page, the
 * as-you-type results and the index (app/search/index.server.ts).
 */

/** Longer queries are refused with a message rather than cut: nobody types 200 characters on purpose. */
export const MAX_QUERY_LENGTH = 200;
/** Words beyond this are ignored: each word is matched and corrected separately. */
export const MAX_TERMS = 8;
/** Results on one page of /search. */
export const RESULTS_PER_PAGE = 10;
/** Pages beyond this are refused: nobody reads the thousandth page of results, and a crawler should not. */
export const MAX_PAGE = 50;

export type ParsedQuery =
  | { kind: "empty"; text: "" }
  | { kind: "too-long"; text: string; length: number }
  | { kind: "no-words"; text: string }
  | { kind: "ok"; text: string; terms: string[] };

// Control, format, surrogate and unassigned characters, and private use: never meaningful in a query.
const CONTROL = /[\p{C}]/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The query as the search page shows it back: Unicode normalised (NFKC, so full-width and ligature
 * characters match), control characters turned to spaces, white space collapsed.
 */
export function cleanQuery(raw: string): string {
  return raw.normalize("NFKC").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

/**
 * A query split into the words it searches for (lower case, letters and digits only, so nothing typed can
 * reach a query's syntax), or why it cannot be searched.
 */
export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const value = raw ?? "";
  // Measured before cleaning too: a megabyte of control characters is as long as a megabyte of letters.
  if (value.length > MAX_QUERY_LENGTH * 4) {
    return { kind: "too-long", text: cleanQuery(value.slice(0, MAX_QUERY_LENGTH)), length: value.length };
  }
  const text = cleanQuery(value);
  if (!text) return { kind: "empty", text: "" };
  if (text.length > MAX_QUERY_LENGTH) {
    return { kind: "too-long", text: text.slice(0, MAX_QUERY_LENGTH), length: text.length };
  }
  const terms = [...new Set((text.toLowerCase().match(WORD) ?? []).map((t) => t.slice(0, 40)))].slice(0, MAX_TERMS);
  return terms.length ? { kind: "ok", text, terms } : { kind: "no-words", text };
}

/** A page number from the address: 1 for none; undefined for anything but a whole number from 1 to MAX_PAGE. */
export function parsePage(raw: string | null): number | undefined {
  if (raw === null || raw === "") return 1;
  if (!/^[1-9]\d{0,2}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : undefined;
}

/** Start and end of a marked run in a snippet, as the index writes them (characters no indexed text holds). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet with its marked words as parts, to be rendered as text (React escapes it) with the marked parts
 * in <mark>: no HTML from the index is ever put on the page.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = "";
  const flush = () => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
    text = "";
  };
  for (const char of snippet) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      marked = char === MARK_START;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

/*
 * A list page's address parameters, read and written the same way by every list (the back office's lists, the
 * public search): `page`, the search words (`q` on most) and the filters. Pure, so a loader, a component and a
 * test use the same rules. Kept out of the components so a loader imports no React.
 */

/** A page number from the address: a whole number from 1 to `pages`, whatever was typed. */
export function pageNumber(value: string | null, pages = Number.MAX_SAFE_INTEGER): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, Math.max(1, pages)) : 1;
}

/** Where a list stands once its total is known: the page shown and the rows to read for it. */
export interface Paging {
  page: number;
  /** At least 1, so "page 1 of 1" is said of an empty list. */
  pages: number;
  limit: number;
  offset: number;
}

/**
 * The page the address asks for among `total` rows, `size` a page: a page that exists (the first for anything
 * unreadable, the last for anything past it, so 1e18 never reaches a query), and the limit and offset to read it.
 */
export function paging(params: URLSearchParams, total: number, size: number): Paging {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = pageNumber(params.get("page"), pages);
  return { page, pages, limit: size, offset: (page - 1) * size };
}

/** The words of a list's search box: trimmed, and cut at `max` characters whatever was sent. */
export function searchText(params: URLSearchParams, max = 100, name = "q"): string {
  return (params.get(name) ?? "").trim().slice(0, max);
}

/** A list's address with its filters and a page number; empty filters and page 1 are left out. */
export function listLink(filters: Readonly<Record<string, string | undefined>>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Whether any of the filters is set (a list then says its rows "match"). */
export function filtered(filters: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(filters).some(Boolean);
}

/** A filter's choices, each value with its label: `optionsOf(STATES, (s) => STATE_LABELS[s])`. */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  labelOf: (value: Value) => string,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

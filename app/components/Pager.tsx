import { Link } from "react-router";

import styles from "./Pager.module.css";

/**
 * Pages of a list: earlier and later, and where the reader is. `link` builds
 * a page's address with the list's filters kept, so paging never loses them.
 */
export function Pager({
  page,
  pages,
  link,
  label,
  previous = "Previous",
  next = "Next",
}: {
  page: number;
  pages: number;
  link: (page: number) => string;
  /** What is being paged through, for screen readers: "Pages of accounts". */
  label: string;
  previous?: string;
  next?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? <Link to={link(page - 1)}>{previous}</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={link(page + 1)}>{next}</Link> : null}
    </nav>
  );
}

/** A page number from the address: a whole number from 1 to `pages`, whatever was typed. */
export function pageNumber(value: string | null, pages = Number.MAX_SAFE_INTEGER): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, Math.max(1, pages)) : 1;
}

/** A list's address with its filters and a page number; empty filters are left out. */
export function listLink(filters: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

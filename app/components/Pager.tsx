import { Link } from "react-router";

import styles from "./Pager.module.css";

export interface PagerProps {
  page: number;
  pages: number;
  /** A page's address, with the list's filters kept. */
  link: (page: number) => string;
  /** What is being paged through, for screen readers: "Pages of accounts". */
  label: string;
  previous?: string;
  next?: string;
}

/**
 * Pages of a list: earlier and later, and where the reader is. `link` builds
 * a page's address with the list's filters kept, so paging never loses them.
 */
export function Pager({ page, pages, link, label, previous = "Previous", next = "Next" }: PagerProps) {
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

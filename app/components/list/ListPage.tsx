import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";

import { Pager, type PagerProps } from "#app/components/Pager.tsx";
import { Table, type TableProps } from "#app/components/Table.tsx";
import styles from "./ListPage.module.css";

/*
 * The list kit (issue 39): what every list page (the back office's lists, the public search, a programme's
 * documents) has in common, written once: the search form, the count, the rows or the empty state, the pages,
 * the export link. A list page keeps only what is its own: its columns, its filters and its words. Everything
 * works without the page's script: the search is a GET form, so its filters are the address's parameters
 * (read and written with ./list-params.ts), and paging keeps them.
 */

/**
 * A list's search form: a GET form in a search landmark named `label`, its fields (the page's own), a submit
 * button ("Show") and links after it ("Clear the filters"). `hidden` carries filters the form does not show
 * (a target the desk home linked to), left out when empty.
 */
export function ListSearch({
  label,
  hidden,
  submit = "Show",
  after,
  className,
  children,
}: {
  label: string;
  hidden?: Readonly<Record<string, string | undefined>>;
  submit?: string;
  after?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <Form method="get" className={className ?? styles.filters}>
        {Object.entries(hidden ?? {}).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {children}
        <button type="submit" className="button">
          {submit}
        </button>
        {after}
      </Form>
    </search>
  );
}

/** A download of the list as it is filtered (CSV, JSON): a whole-document request, as a file is no page. */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link to={href} reloadDocument>
      {children}
    </Link>
  );
}

/** Rows shown as a list of items rather than a table (pictures, search results), numbered from `start` if "ol". */
export interface ListItems<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's item, the `<li>` itself (with its own class and name). */
  render: (row: Row) => ReactNode;
  as?: "ul" | "ol";
  start?: number;
  className?: string;
  /** Shown instead when there are no rows; nothing if not given. */
  empty?: ReactNode;
}

/** The pages of a list (Pager): `link` builds a page's address with the list's filters kept. */
export type ListPaging = PagerProps;

/** Page words for a list shown newest first: "Newer" goes back towards the first page. */
export const NEWEST_FIRST = { previous: "Newer", next: "Older" } as const;

/** Page words for a queue shown oldest first. */
export const OLDEST_FIRST = { previous: "Older", next: "Newer" } as const;

function Items<Row>({ rows, rowKey, render, as = "ul", start, className, empty }: ListItems<Row>) {
  if (!rows.length) return empty ?? null;
  const List = as;
  return (
    <List className={className ?? styles.items} start={as === "ol" ? start : undefined}>
      {rows.map((row) => (
        <Fragment key={rowKey(row)}>{render(row)}</Fragment>
      ))}
    </List>
  );
}

/**
 * A list page's body below its heading and introduction: the search form, the count (a sentence the page words,
 * announced politely when `announce` says so: "live" for a paragraph that is a live region, "output" for a status
 * the page reads out on load), what goes between (`before`: corrections, notes), the rows as a table (its caption
 * for screen readers only: the page's heading says it) or as items, `after` them, and the pages.
 */
export function ListPage<Row>({
  search,
  count,
  announce,
  countClassName,
  before,
  table,
  items,
  after,
  pager,
}: {
  search?: ReactNode;
  count?: ReactNode;
  announce?: "live" | "output";
  countClassName?: string;
  before?: ReactNode;
  table?: Omit<TableProps<Row>, "captionHidden">;
  items?: ListItems<Row>;
  after?: ReactNode;
  pager?: ListPaging;
}) {
  const countClass = countClassName ?? styles.count;
  return (
    <>
      {search}
      {count === undefined ? null : announce === "output" ? (
        <output className={countClass}>{count}</output>
      ) : (
        <p className={countClass} aria-live={announce === "live" ? "polite" : undefined}>
          {count}
        </p>
      )}
      {before}
      {table ? <Table {...table} captionHidden /> : null}
      {items ? <Items {...items} /> : null}
      {after}
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

import { cx } from "#app/lib/format/cx.ts";
import styles from "./Table.module.css";

export interface Column<Row> {
  /** The column's heading, in plain text: it also labels each of the column's cells when rows stack as cards. */
  header: string;
  /**
   * What the column shows for a row: text, a figure, a link, a button, a badge, a form field. (A render prop by
   * name, so the lint's rule against components defined during render lets columns be written inside a component.)
   */
  render: (row: Row) => ReactNode;
  /** "number": right-aligned tabular figures that never break across lines. */
  align?: "number";
  /** A class for the column's heading and cells. */
  className?: string;
}

export interface TableProps<Row> {
  /** What the table holds; it also names the scrolling box for screen readers. */
  caption: ReactNode;
  /** The caption is for screen readers only (a heading above already says it). */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A key that stays with the row when rows are added, removed or re-sorted. */
  rowKey: (row: Row) => string | number;
  /** The first column names its row (`<th scope="row">`): the card's title, and kept in view while a wide table scrolls. Default true. */
  rowHeader?: boolean;
  /** A class for a row, e.g. to mark the current one; it may set `--table-row-background`, which sticky cells and cards use too. */
  rowClassName?: (row: Row) => string | undefined;
  /** A summary row (`<tfoot>`), one entry per column. */
  footer?: readonly ReactNode[];
  /** Shown across the table when there are no rows. */
  empty?: ReactNode;
  /**
   * How a row reads on a narrow screen (the table's box under 40rem): "cards" stacks each row as a card with every
   * cell labelled by its heading; "scroll" keeps the grid, which scrolls sideways with the first column in view.
   * Either way, a table too wide for a wider box scrolls with its first column in view.
   */
  layout?: "cards" | "scroll";
  /** A class for the box around the table (spacing). */
  className?: string;
}

/**
 * Whether the box is narrower than what it holds, measured after hydration and whenever either resizes. Until it is
 * known (server rendering, no JavaScript) it is taken as true, so the box stays reachable by keyboard.
 */
function useOverflowing(box: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // The observer reports once at the start, then on every change of either size.
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}

/**
 * Text as a cell shows it: digits grouped by spaces ("R2 500 000 stock any one store") are joined by non-breaking
 * ones, so a figure written into running text never wraps in the middle, as formatted amounts never do.
 */
function keepFiguresWhole(content: ReactNode): ReactNode {
  return typeof content === "string" ? content.replace(/(?<=\d) (?=\d{3}(?!\d))/g, "\u00a0") : content;
}

/** A column's classes, on its heading and each of its cells. */
function columnClasses<Row>(column: Column<Row>): string | undefined {
  return cx(column.align === "number" && styles.number, column.className) || undefined;
}

/**
 * The site's one data table: real table semantics (caption, column and row headers, optional footer), figures
 * right-aligned in tabular numerals, and a box that scrolls sideways only when the table is wider than the page,
 * reachable by keyboard when it does. On a phone, rows stack as labelled cards, or the grid keeps its first column
 * in view while the rest scrolls (`layout`), so no figure is ever cut at the screen's edge.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowHeader = true,
  rowClassName,
  footer,
  empty = "None yet.",
  layout = "cards",
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const box = useRef<HTMLElement>(null);
  const overflowing = useOverflowing(box);

  const cell = (column: Column<Row>, index: number, value: ReactNode) => {
    const content = keepFiguresWhole(value);
    return rowHeader && index === 0 ? (
      <th key={column.header} scope="row" className={columnClasses(column)}>
        {content}
      </th>
    ) : (
      <td key={column.header} className={columnClasses(column)} data-label={column.header}>
        {content}
      </td>
    );
  };

  return (
    <section
      ref={box}
      aria-labelledby={captionId}
      className={cx(styles.box, className)}
      data-overflowing={overflowing || undefined}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard (WCAG 2.1.1); one that does not is no tab stop
      tabIndex={overflowing ? 0 : undefined}
    >
      <table className={cx(styles.table, layout === "cards" && styles.cards, rowHeader && styles.sticky)}>
        <caption id={captionId} className={captionHidden ? "visually-hidden" : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={columnClasses(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column, i) => cell(column, i, column.render(row)))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>{columns.map((column, i) => cell(column, i, footer[i]))}</tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

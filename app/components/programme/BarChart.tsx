import { Table, type Column } from "#app/components/Table.tsx";
import styles from "./programme.module.css";

export interface Series<Row> {
  name: string;
  value: (row: Row) => number;
  /** The value as text, beside its bar and in the table; `format` of the value when not given. */
  text?: (row: Row) => string;
}

export type BarChartProps<Row> = {
  caption: string;
  /** Names a row, beside its bars and in the table's first column (and tells rows apart). */
  rowLabel: (row: Row) => string;
  /** One or more values a row, drawn as bars side by side. */
  series: readonly Series<Row>[];
  rows: readonly Row[];
  format: (value: number) => string;
} & (
  | {
      /** What the rows are, for the first column of the drawing's own table: "Year", "Tier", "Category". */
      rowHeader: string;
      table?: never;
    }
  | {
      rowHeader?: never;
      /**
       * A fuller table of the same rows, holding every figure drawn (and more), given instead of the drawing's own
       * (the row's name and each series), so no figure is tabled twice.
       */
      table: { caption: string; columns: readonly Column<Row>[] };
    }
);

/**
 * A horizontal bar chart for readers who would rather look than read, with
 * the figures beside each bar and, below, as a table (which is what screen
 * readers are given; the drawing is hidden from them): its own, or a fuller
 * one of the same rows.
 */
export function BarChart<Row>({ caption, rowHeader, rowLabel, series, rows, format, table }: BarChartProps<Row>) {
  const max = Math.max(1, ...rows.flatMap((row) => series.map((s) => s.value(row))));
  const text = (s: Series<Row>, row: Row) => s.text?.(row) ?? format(s.value(row));
  const columns = table?.columns ?? [
    { header: rowHeader ?? "", render: rowLabel },
    ...series.map((s): Column<Row> => ({ header: s.name, align: "number", render: (row) => text(s, row) })),
  ];
  return (
    <figure className={styles.chart}>
      <figcaption>{caption}</figcaption>
      {/* The drawing: text stays HTML (readable at any width); each bar is a stretched SVG rectangle. */}
      <div className={styles.bars} aria-hidden="true">
        {rows.map((row) => (
          <div key={rowLabel(row)} className={styles.barRow}>
            <span className={styles.barLabel}>{rowLabel(row)}</span>
            <span className={styles.barGroup}>
              {series.map((s, i) => (
                <span key={s.name} className={styles.bar}>
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                    <rect
                      width={Math.max(0.5, (s.value(row) / max) * 100)}
                      height="10"
                      className={styles[`series${i}`]}
                    />
                  </svg>
                  <span className={styles.barValue}>{text(s, row)}</span>
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name}>
              <span className={`${styles.swatch} ${styles[`series${i}`]}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <Table caption={table?.caption ?? caption} captionHidden columns={columns} rows={rows} rowKey={rowLabel} />
    </figure>
  );
}

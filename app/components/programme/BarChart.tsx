import styles from "./programme.module.css";
import { TableScroll } from "./TableScroll.tsx";

export interface BarRow {
  label: string;
  /** One or more values, drawn as bars side by side (one per series). */
  values: number[];
  /** The same values as text, for the labels and the table. */
  display: string[];
}

/**
 * A horizontal bar chart for readers who would rather look than read, with
 * the figures beside each bar and, below, as a table (which is what screen
 * readers are given; the drawing is hidden from them).
 */
export function BarChart({
  caption,
  rowHeader,
  series,
  rows,
}: {
  caption: string;
  /** What the rows are, for the table's first column: "Year", "Tier", "Category". */
  rowHeader: string;
  series: string[];
  rows: BarRow[];
}) {
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  return (
    <figure className={styles.chart}>
      <figcaption>{caption}</figcaption>
      {/* The drawing: text stays HTML (readable at any width); each bar is a stretched SVG rectangle. */}
      <div className={styles.bars} aria-hidden="true">
        {rows.map((row) => (
          <div key={row.label} className={styles.barRow}>
            <span className={styles.barLabel}>{row.label}</span>
            <span className={styles.barGroup}>
              {row.values.map((value, s) => (
                <span key={series[s]} className={styles.bar}>
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                    <rect width={Math.max(0.5, (value / max) * 100)} height="10" className={styles[`series${s}`]} />
                  </svg>
                  <span className={styles.barValue}>{row.display[s]}</span>
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((name, s) => (
            <li key={name}>
              <span className={`${styles.swatch} ${styles[`series${s}`]}`} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <TableScroll label={caption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.display.map((text, i) => (
                  <td key={series[i]} className={styles.number}>
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </figure>
  );
}

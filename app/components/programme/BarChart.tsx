import styles from "./programme.module.css";
import { TableScroll } from "./TableScroll";

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
  const barHeight = 18;
  const rowHeight = series.length * (barHeight + 4) + 14;
  const height = rows.length * rowHeight;
  return (
    <figure className={styles.chart}>
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 600 ${height}`} className={styles.chartSvg} aria-hidden="true" focusable="false">
        {rows.map((row, r) =>
          row.values.map((value, s) => {
            const y = r * rowHeight + s * (barHeight + 4);
            const width = Math.max(2, (value / max) * 380);
            return (
              <g key={`${row.label}-${series[s]}`}>
                {s === 0 ? (
                  <text x="0" y={y + 13} className={styles.chartLabel}>
                    {row.label}
                  </text>
                ) : null}
                <rect x="150" y={y} width={width} height={barHeight} rx="3" className={styles[`series${s}`]} />
                <text x={150 + width + 6} y={y + 13} className={styles.chartValue}>
                  {row.display[s]}
                </text>
              </g>
            );
          }),
        )}
      </svg>
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

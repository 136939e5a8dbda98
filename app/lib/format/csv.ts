/**
 * A cell as a spreadsheet will read it. Text starting with = + - @ (or a tab
 * or carriage return) would run as a formula when the file is opened, so it
 * gets a leading apostrophe; a plain phone number (+27…) is left alone.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV (RFC 4180, CRLF line ends): a header row, then the rows, every cell made safe to open. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

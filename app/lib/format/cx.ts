/** Joins class names, skipping empty ones: `cx(styles.tab, open && styles.open)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/**
 * The tab shown first: the `tab` query parameter's value when it names one of
 * the tabs (exact, case-sensitive match), otherwise the first tab.
 * `search` is a query string such as `window.location.search` ("?tab=x" or "").
 */
export function initialTabId(tabIds: string[], search: string): string | undefined {
  const requested = new URLSearchParams(search).get("tab");
  if (requested !== null && tabIds.includes(requested)) return requested;
  return tabIds[0];
}

/**
 * Keyboard movement in a horizontal tab list (WAI-ARIA tabs pattern):
 * ArrowLeft / ArrowRight move to the previous / next tab, wrapping at the ends;
 * Home and End go to the first and last. Any other key gives null.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** A fragment for element ids from a heading: "Claims & turnaround" → "claims-turnaround". */
export function idFragment(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "tabs"
  );
}

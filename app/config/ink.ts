/**
 * The brand's colours where the stylesheet's custom properties cannot reach: the PDFs the site draws and the
 * e-mails' HTML. The same values as `--color-accent`, `--color-text` and `--color-text-muted` in
 * app/styles/global.css; each at least 7:1 against white.
 */
export const INK = {
  accent: "#0b483b",
  text: "#1b2420",
  muted: "#4a5651",
} as const;

/**
 * A teaser's description as paragraphs. An array passes through; a string is
 * split at two or more consecutive newlines ("\n" or "\r\n"; a line holding
 * only spaces or tabs counts as blank), while a single newline stays inside its
 * paragraph. Either way each paragraph is trimmed and empty ones are dropped.
 */
export function splitParagraphs(description: string | string[]): string[] {
  const parts = typeof description === "string" ? description.split(/\r?\n(?:[ \t]*\r?\n)+/) : description;
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

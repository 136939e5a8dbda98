import { diffWords } from "diff";

import { htmlToText } from "./html.ts";

export interface DiffPart {
  change: "same" | "added" | "removed";
  text: string;
}

/**
 * The word-level difference between two revisions' bodies (issue 29, decision 0041), by jsdiff's `diffWords`
 * on their text (tags dropped, a line a paragraph): what an editor reads as a change, not the HTML's markup.
 * Whitespace alone is no change.
 */
export function bodyDifference(beforeHtml: string, afterHtml: string): DiffPart[] {
  return diffWords(htmlToText(beforeHtml), htmlToText(afterHtml)).map((part) => ({
    change: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}

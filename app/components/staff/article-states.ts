import type { ArticleState } from "#app/articles/types.ts";
import type { BadgeTone } from "#app/components/Badge.tsx";

/** How each article state's badge is tinted on the staff pages (the word says it all; the tone is a hint). */
export const STATE_TONES: Record<ArticleState, BadgeTone> = {
  draft: "neutral",
  scheduled: "attention",
  published: "good",
  withdrawn: "danger",
};

import type { FORM_LABELS, FormField } from "./form.ts";
import type { ArticleState } from "./types.ts";

/** Who saved an article in between, and their version: saving again (having been told) goes over it. */
export interface SaveConflict {
  by: string | null;
  at: string;
  version: number;
}

/** What the article editor's action answers (`/staff/content/<id>`), read by its page and its automatic save. */
export type EditorResult =
  /** `created`: a new article's first automatic save made it; its address from now on. */
  | { intent: "autosave"; version: number; savedAt: string; savedBy: string | null; created?: number }
  | { intent: "autosave"; skipped: string }
  | { intent: "autosave"; conflict: SaveConflict }
  | {
      intent: "save";
      errors: Partial<Record<keyof typeof FORM_LABELS, string>>;
      values: Record<string, string>;
      conflict?: SaveConflict;
    }
  | { intent: string; done: string }
  | { intent: string; error: string };

/** The article as the editor's page gets it (dates as ISO text). */
export interface EditorArticle {
  id: number;
  version: number;
  state: ArticleState;
  publishAt: string | null;
  path: string;
  /** The editor opens the draft, if there is one: changes not yet published, or saved automatically. */
  values: Record<FormField, string>;
  hasDraft: boolean;
  draftPublishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

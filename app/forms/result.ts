import type { FormKind } from "./kinds.ts";
import type { FormValues } from "./rules.ts";

/** What a form's route action answers; the page shows it, with or without JavaScript. */
/** A claim's file that was not taken, with the reason in the claimant's words (app/claims/files.ts). */
export interface RefusedFile {
  name: string;
  reason: string;
}

export type FormResult =
  /** `tracking`: a claim's private tracker address (/claims/track/…), shown with the reference. */
  | { status: "sent"; kind: FormKind; reference: string; tracking?: string; files?: string[] }
  | {
      status: "invalid";
      kind: FormKind;
      values: FormValues;
      errors: Record<string, string>;
      /** A claim's files that were refused, by name: the others must be chosen again (a browser cannot keep them). */
      files?: RefusedFile[];
    }
  /** Refused (a robot), limited (too many in a few minutes) or unavailable (not stored: try again). */
  | { status: "limited" | "refused" | "unavailable"; kind: FormKind; values: FormValues; message: string };

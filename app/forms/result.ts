import type { FormKind } from "./kinds.ts";
import type { FormValues } from "./rules.ts";

/** What a form's route action answers; the page shows it, with or without JavaScript. */
export type FormResult =
  | { status: "sent"; kind: FormKind; reference: string }
  | { status: "invalid"; kind: FormKind; values: FormValues; errors: Record<string, string> }
  /** Refused (a robot), limited (too many in a few minutes) or unavailable (not stored: try again). */
  | { status: "limited" | "refused" | "unavailable"; kind: FormKind; values: FormValues; message: string };

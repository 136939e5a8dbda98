import { data } from "react-router";

import { INPUT_LIMITS, textFault } from "#app/lib/http/input-limits.ts";
import { BodyRefused } from "#app/lib/http/refused-body.ts";

/**
 * A post's form fields, or a 400 with the site's error page (app/root.tsx)
 * when there are none to read: no body, another content type (JSON, plain
 * text), broken multipart. Every route action reads its form through this,
 * so a careless or hostile post is the sender's mistake, never a 500.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // A route that said it would answer a refused body in its form and did not: the site's 413 page, not a 400.
    if (error instanceof BodyRefused) throw data("Too large", { status: 413 });
    throw data("The form could not be read", { status: 400 });
  }
  // The server's front door refused these already (server/request-input.ts); here too, so that no caller of an
  // action (a test, `react-router dev`) can hand the database a NUL byte. Lengths are the door's, by route.
  for (const [name, value] of form) {
    if (typeof value === "string" && textFault(name + value, Number.POSITIVE_INFINITY)) {
      throw data("The form could not be read", { status: 400 });
    }
  }
  return form;
}

/** A streamed upload's text field (app/claims/upload.server.ts), by the front door's rules: its fault, if any. */
export function uploadFieldFault(name: string, value: string): string | null {
  return textFault(name, INPUT_LIMITS.nameChars) ?? textFault(value, INPUT_LIMITS.fieldChars);
}

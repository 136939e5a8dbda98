import { data } from "react-router";

import { BodyRefused } from "#app/lib/http/refused-body.ts";

/**
 * A post's form fields, or a 400 with the site's error page (app/root.tsx)
 * when there are none to read: no body, another content type (JSON, plain
 * text), broken multipart. Every route action reads its form through this,
 * so a careless or hostile post is the sender's mistake, never a 500.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    // A route that said it would answer a refused body in its form and did not: the site's 413 page, not a 400.
    if (error instanceof BodyRefused) throw data("Too large", { status: 413 });
    throw data("The form could not be read", { status: 400 });
  }
}

import { redirect } from "react-router";

import { safeRedirectPath } from "#app/auth/access.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { consentCookie } from "#app/lib/http/consent-cookie.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import type { Route } from "./+types/consent";

/**
 * The consent banner's plain form, posted when the page has no script (decision 0052): the choice is kept in a
 * cookie (app/lib/http/consent-cookie.ts) and the visitor goes back to the page they were on. With the script, the
 * banner's own handler keeps the choice in the page's storage and nothing is posted. Analytics is granted only by
 * the Accept button or the ticked box; anything else is a refusal.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const choice = form.get("analytics") === "granted" ? "granted" : "denied";
  const back = safeRedirectPath(form.get("back")) ?? "/";
  const secure = publicConfig().siteUrl.startsWith("https:");
  return redirect(back, { headers: { "Set-Cookie": consentCookie(choice, secure) } });
}

/** Someone typing the address: the cookie policy says what the choice is about. */
export function loader() {
  return redirect("/cookie-policy");
}

/**
 * Never shown (the loader and the action redirect); a component makes this a page route, so that a post it
 * cannot read gets the site's error page (app/root.tsx).
 */
export default function Consent() {
  return null;
}

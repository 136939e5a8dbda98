import { data, redirect } from "react-router";

import { isAuthContextId, STAFF_AUTH_CONTEXT, STAFF_SIGN_IN } from "#app/auth/contexts.ts";
import { signOut } from "#app/auth/session.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { SIGNED_OUT_PAGE } from "#app/sso/provider-sign-out.ts";
import { providerSignOutCookie } from "#app/sso/provider-sign-out.server.ts";
import type { Route } from "./+types/signout";
import { auditAddressOf } from "#app/lib/http/request-context.ts";

/**
 * The Logout button's target: ends the named context's session and goes to "/" (staff: back to their sign-in).
 * A session the context's identity provider made goes to the signed-out page instead, which sends the person on
 * to end their session at the provider too (decision 0046).
 */
export async function action({ request, context: router }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const context = form.get("context");
  if (!isAuthContextId(context)) throw data("Unknown sign-in context", { status: 400 });
  const address = auditAddressOf(router);
  const atProvider = await providerSignOutCookie(request, address, context);
  const headers = new Headers();
  for (const cookie of await signOut(request, address, context)) headers.append("Set-Cookie", cookie);
  if (atProvider) {
    headers.append("Set-Cookie", atProvider);
    return redirect(SIGNED_OUT_PAGE, { headers });
  }
  return redirect(context === STAFF_AUTH_CONTEXT ? STAFF_SIGN_IN : "/", { headers });
}

/** A GET (someone typing the address) changes nothing. */
export function loader() {
  return redirect("/");
}

/**
 * Never shown (the loader and the action redirect); having a component makes
 * this a page route, so that a post it cannot read gets the site's error page
 * (app/root.tsx) rather than a bare answer.
 */
export default function SignOut() {
  return null;
}

import { redirect } from "react-router";

import { isAuthContextId } from "#app/auth/contexts.ts";
import { signOut } from "#app/auth/session.server.ts";
import type { Route } from "./+types/signout";

/** The Logout button's target: ends the named context's session and goes to "/". */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const context = form.get("context");
  if (!isAuthContextId(context)) return new Response("Unknown sign-in context", { status: 400 });
  const headers = new Headers();
  for (const cookie of await signOut(request, context)) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

/** A GET (someone typing the address) changes nothing. */
export function loader() {
  return redirect("/");
}

import { redirect } from "react-router";

import { redirects } from "#app/navigation/main-nav.ts";
import { normalisePath } from "#app/navigation/navigation.ts";
import type { Route } from "./+types/redirect";

/** Correct spellings of the two misspelt canonical URLs move permanently to them. */
export function loader({ url }: Route.LoaderArgs) {
  const target = redirects[normalisePath(url.pathname)];
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}

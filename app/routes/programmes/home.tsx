import { redirect } from "react-router";

import { matchProgrammePath, programmePath } from "#app/programmes/index.ts";
import type { Route } from "./+types/home";

/** A bare programme address (/Pepkor) opens its overview, which asks for sign-in first. */
export function loader({ url }: Route.LoaderArgs) {
  const match = matchProgrammePath(url.pathname);
  if (!match) throw new Response("Not found", { status: 404 });
  return redirect(programmePath(match.programme, "overview"));
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

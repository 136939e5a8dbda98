import { redirect } from "react-router";

import { findProgramme, programmePath } from "#app/programmes/index.ts";
import type { Route } from "./+types/home";

/** A bare programme address (/Pepkor) opens its overview, which asks for sign-in first. */
export function loader({ params }: Route.LoaderArgs) {
  const programme = findProgramme(params.programme);
  if (!programme) throw new Response("Not found", { status: 404 });
  return redirect(programmePath(programme, "overview"));
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";

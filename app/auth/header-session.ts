import { useRouteLoaderData } from "react-router";

import type { NavSection } from "#app/navigation/types.ts";
import type { AuthContextId } from "./contexts.ts";

/** Which sign-in context decides the header (DESIGN.md section 4), as the root loader reports it. */
export interface HeaderSession {
  context: AuthContextId;
  /**
   * The programme's sub-site header, built on the server (so its code and the
   * programme data stay out of every public page's JavaScript); null for
   * `events`, which keeps the default header.
   */
  programme: { slug: string; navigation: NavSection[] } | null;
}

export function useHeaderSession(): HeaderSession | null {
  const data = useRouteLoaderData("root") as { session?: HeaderSession | null } | undefined;
  return data?.session ?? null;
}

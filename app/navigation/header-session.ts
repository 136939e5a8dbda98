import { useRouteLoaderData } from "react-router";

import type { AuthContextId } from "#app/auth/contexts.ts";
import type { NavSection } from "./types.ts";
import type { ProgrammeMenuEntry } from "./programme-menu.ts";

/** Which sign-in context decides the header, as the root loader reports it (header-session.server.ts). */
export interface HeaderSession {
  context: AuthContextId;
  /**
   * The programme's sub-site header, built on the server (so its code and the
   * programme data stay out of every public page's JavaScript); null for
   * `events`, which keeps the default header.
   */
  programme: { slug: string; name: string; navigation: NavSection[]; menu: ProgrammeMenuEntry[] } | null;
}

export function useHeaderSession(): HeaderSession | null {
  const data = useRouteLoaderData("root") as { session?: HeaderSession | null } | undefined;
  return data?.session ?? null;
}

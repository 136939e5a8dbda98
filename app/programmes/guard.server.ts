import type { RouterContextProvider } from "react-router";

import { programmeAccess } from "#app/auth/access.ts";
import { requireAccess, type SignedIn } from "#app/auth/session.server.ts";
import { matchProgrammePath } from "./index.ts";
import type { Programme, ProgrammePage } from "./types.ts";

/**
 * The first line of every programme page's loader and action: finds the
 * programme and page the URL names (404 otherwise) and lets the visitor in
 * only with a user the page allows, else redirects to sign in.
 */
export function guardProgrammePage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): { programme: Programme; page: ProgrammePage; user: SignedIn | null } {
  const match = matchProgrammePath(url.pathname);
  const page = match?.programme.pages.find((p) => p.path === match.page);
  if (!match || !page) throw new Response("Not found", { status: 404 });
  const user = requireAccess(context, programmeAccess(match.programme, page.path), url);
  return { programme: match.programme, page, user };
}

/** The account page of a programme: the programme's own context only. */
export function guardAccountPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): { programme: Programme; user: SignedIn } {
  const match = matchProgrammePath(url.pathname);
  if (!match || match.page !== "account") throw new Response("Not found", { status: 404 });
  const user = requireAccess(context, programmeAccess(match.programme, "account"), url)!;
  return { programme: match.programme, user };
}

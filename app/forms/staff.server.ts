import { data, type RouterContextProvider } from "react-router";

import { requireAccess, type SignedIn } from "#app/auth/session.server.ts";
import type { SubmissionQuery } from "#app/db/submissions.server.ts";
import { hasRole, STAFF_CONTEXT } from "#app/db/roles.server.ts";
import { services } from "#app/services.server.ts";
import { parseSince } from "./export.ts";
import { isFormKind } from "./kinds.ts";

/**
 * The first line of every staff loader: a user of the main context (else to
 * sign in, and back), who has the staff role (else 403). Made staff with
 * `npm run users -- set-role --context main --email … --role staff`.
 */
export async function requireStaff(context: Readonly<RouterContextProvider>, url: URL): Promise<SignedIn> {
  const user = requireAccess(context, { kind: "signed-in", contexts: [STAFF_CONTEXT], signIn: "/auth/signin" }, url)!;
  const { database } = await services();
  if (!(await hasRole(database, STAFF_CONTEXT, user.user.id, "staff"))) {
    throw data("Staff only", { status: 403 });
  }
  return user;
}

/** The filters of the staff list and its exports, from the query string; anything unreadable is ignored. */
export function staffQuery(url: URL): SubmissionQuery & { kindParam: string; sinceParam: string } {
  const kind = url.searchParams.get("kind") ?? "";
  const sinceParam = url.searchParams.get("since") ?? "";
  const since = sinceParam ? parseSince(sinceParam) : undefined;
  const known = isFormKind(kind);
  return { kind: known ? kind : undefined, since, kindParam: known ? kind : "", sinceParam: since ? sinceParam : "" };
}

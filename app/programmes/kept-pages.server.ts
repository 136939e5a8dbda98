import { createHash } from "node:crypto";

import { reusedHeaderMember, reusedSessions, type SignedIn } from "#app/auth/session.server.ts";
import { dataVersions } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { ClientMember } from "./client-roles.ts";
import { findProgramme } from "./index.ts";
import type { Programme } from "./types.ts";

/**
 * A signed-in programme overview kept rendered for the visitor it was rendered for (issue 38, decision 0067), so
 * that their next requests cost no render. The server (server/app-server.ts) asks for the page's key before it
 * renders; an answer rendered under a key is given again only for the same key, and the key is made of everything
 * the overview is drawn from:
 *
 * - the request's Cookie header whole (its sessions, the consent choice) and its Host: a page goes back only to
 *   the browser it was rendered for;
 * - the session as read within its second (app/auth/session.server.ts: never read here; while the read is not held
 *   there is no key and the page is rendered, with the guards and the session read, as any other), and the
 *   member's roles as the header read them;
 * - the change counters of the programmes' figures and wordings and of the claims (app/db/data-changes.server.ts):
 *   a claim reported or a payment recorded on this copy moves them for its next page, on another copy within a
 *   second, as the data the page is drawn from follows them;
 * - the South African day (the loss run's "as at", the renewal notice).
 *
 * An approver's overview also lists the quotations waiting for them, which follow no counter: it is never kept.
 */
export async function keptPageKey(
  database: Database,
  { cookie, host, path }: { cookie: string | undefined; host: string | undefined; path: string },
  now = Date.now(),
): Promise<string | null> {
  const programme = overviewProgramme(path);
  if (!programme) return null;
  const signedIn = reusedSessions(cookie, now);
  // One session, of this programme: the header's user and the page's are the same person.
  if (signedIn?.length !== 1 || signedIn[0]!.context !== programme.context) return null;
  const [user] = signedIn as [SignedIn];
  const member = reusedHeaderMember(user.context, user.user.id, now);
  if (!member || member.approver) return null;
  return overviewKey({ cookie: cookie!, host, path, user, member }, await dataVersions(database, now), now);
}

/** The programme whose overview this address is, spelled as the site spells it. */
function overviewProgramme(path: string): Programme | undefined {
  const match = /^\/([^/]+)\/overview$/.exec(path);
  const programme = match ? findProgramme(match[1]!) : undefined;
  return programme && path === `/${programme.slug}/overview` ? programme : undefined;
}

function overviewKey(
  what: { cookie: string; host: string | undefined; path: string; user: SignedIn; member: ClientMember },
  versions: ReadonlyMap<string, number>,
  now: number,
): string {
  const { cookie, host, path, user, member } = what;
  return createHash("sha256")
    .update(
      JSON.stringify([
        cookie,
        host ?? "",
        path,
        user,
        member,
        versions.get("programmes") ?? 0,
        versions.get("claims") ?? 0,
        southAfricanDay(new Date(now)),
      ]),
    )
    .digest("base64url");
}

/** `keptPageKey` on the site's database, for the server (app/serving.server.ts). */
export async function keptPageKeyOf(request: {
  cookie: string | undefined;
  host: string | undefined;
  path: string;
}): Promise<string | null> {
  if (!overviewProgramme(request.path)) return null;
  return keptPageKey((await services()).database, request);
}

import { createHash } from "node:crypto";

import { sessionCookies } from "#app/auth/contexts.ts";
import {
  headerMember,
  readSessions,
  reusedHeaderMember,
  reusedSessions,
  type SignedIn,
} from "#app/auth/session.server.ts";
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
 * - the session as read within its second (app/auth/session.server.ts: while no read is held there is no key, and
 *   `keptPageKeyOf` makes the read first, as the page's render would), and the member's roles as the header
 *   read them;
 * - the change counters of the programmes' figures and wordings and of the claims (app/db/data-changes.server.ts):
 *   a claim reported or a payment recorded on this copy moves them for its next page, on another copy within a
 *   second, as the data the page is drawn from follows them;
 * - the South African day (the loss run's "as at", the renewal notice).
 *
 * An approver's overview also lists the quotations waiting for them, which follow no counter: it is never kept.
 */
export async function keptPageKey(
  database: Database,
  { cookie, host, path }: Pick<KeptPageRequest, "cookie" | "host" | "path">,
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

/** What the server tells of a request for its kept page's key. */
export interface KeptPageRequest {
  cookie: string | undefined;
  host: string | undefined;
  path: string;
  userAgent?: string;
  /** The client's address, as the server gives it to the app (better-auth's sessions and limits). */
  address?: string;
}

/**
 * `keptPageKey` on the site's database, for the server (app/serving.server.ts). When the visitor's session read
 * is not held (its second is over), it is made here first, as the page's render would make it (app/root.tsx) and
 * held as that one is: a session gone or refused gets no key (and its cookie cleared by the render, which reads
 * it again); an answer better-auth would send a cookie with is never held (`readSessions`), so gets no key either.
 */
export async function keptPageKeyOf(request: KeptPageRequest): Promise<string | null> {
  const programme = overviewProgramme(request.path);
  if (!programme) return null;
  try {
    const { database } = await services();
    if (!reusedSessions(request.cookie) && sessionCookies(request.cookie).has(programme.context)) {
      const headers = new Headers({ cookie: request.cookie! });
      if (request.userAgent) headers.set("user-agent", request.userAgent);
      const asked = new Request(`http://localhost${request.path}`, { headers });
      const user = (await readSessions(asked, request.address)).signedIn.find((s) => s.context === programme.context);
      if (user) await headerMember(user.context, user.user.id);
    }
    return await keptPageKey(database, request);
  } catch {
    // The database busy or gone: the page is rendered, and answers that as it always has.
    return null;
  }
}

import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { authSchema } from "#app/db/schema.ts";
import type { AuthContextId } from "./contexts.ts";
import { endDeviceTrust } from "./two-factor-guard.server.ts";

/** One of a person's sessions as their account page lists it: never its token, which is the session itself. */
export interface OwnSession {
  id: string;
  startedAt: Date;
  lastUsedAt: Date;
  address: string | null;
  browser: string | null;
  current: boolean;
}

/**
 * A person's live sessions in one context, newest first, marking the one this request is in. Read from
 * the database rather than better-auth's /list-sessions, which hands out every session's token
 * (app/auth/auth.server.ts closes it).
 */
export async function listOwnSessions(
  database: Database,
  context: AuthContextId,
  userId: string,
  currentId: string | undefined,
): Promise<OwnSession[]> {
  const rows = await authDb(database, context)
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", new Date())
    .orderBy("updatedAt", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    startedAt: new Date(r.createdAt),
    lastUsedAt: new Date(r.updatedAt),
    address: r.ipAddress ?? null,
    browser: r.userAgent ? r.userAgent.slice(0, 200) : null,
    current: r.id === currentId,
  }));
}

/**
 * Ends some of a person's own sessions (one, or every one but the current), each on the audit log.
 * Only their own: a session id of someone else's ends nothing. Returns how many ended.
 */
export async function endOwnSessions(
  database: Database,
  context: AuthContextId,
  actor: Actor & { userId: string },
  which: { sessionId: string } | { allBut: string },
): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    let query = trx.withSchema(authSchema(context)).deleteFrom("session").where("userId", "=", actor.userId);
    query = "sessionId" in which ? query.where("id", "=", which.sessionId) : query.where("id", "!=", which.allBut);
    const ended = await query.returning(["id", "ipAddress"]).execute();
    // Signed out everywhere else: no other device of theirs skips the second factor either (decision 0048).
    if ("allBut" in which) await endDeviceTrust(trx, context, actor.userId);
    for (const session of ended) {
      await recordAudit(trx, {
        action: "sign-out",
        actor: { ...actor, context },
        targetContext: context,
        targetUserId: actor.userId,
        target: actor.email,
        detail: { via: "account page", session: session.id, sessionAddress: session.ipAddress },
      });
    }
    return ended.length;
  });
}

import type { Kysely } from "kysely";

import type { AuditAction } from "#app/audit/actions.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";

/**
 * The audit log: who did what, to whom, when and from which address. Entries
 * are only ever added; the database refuses to change or delete them
 * (migration 0005), so nothing the site does can rewrite history.
 */

/** Who acted: a signed-in person, or nobody yet (a failed sign-in, a reset asked for by address). */
export interface Actor {
  context?: string;
  userId?: string;
  email?: string;
  /** The client's address, as the server saw it. */
  address?: string;
}

export interface AuditEntry {
  action: AuditAction;
  actor: Actor;
  /** The account acted on, if any. */
  targetContext?: string;
  targetUserId?: string;
  /** What was acted on as people read it: an e-mail address or a reference. */
  target?: string;
  detail?: Record<string, unknown>;
}

/** Adds an entry, in the caller's transaction when it passes one, so the record commits with the change. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      action: entry.action,
      actor_context: entry.actor.context ?? null,
      actor_user_id: entry.actor.userId ?? null,
      actor_email: entry.actor.email?.toLowerCase() ?? null,
      address: entry.actor.address ?? null,
      target_context: entry.targetContext ?? null,
      target_user_id: entry.targetUserId ?? null,
      target: entry.target ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

export interface AuditRecord {
  id: number;
  at: Date;
  action: string;
  actorContext: string | null;
  actorEmail: string | null;
  targetContext: string | null;
  target: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}

export interface AuditQuery {
  /** Part of the acting person's e-mail address. */
  person?: string;
  action?: AuditAction;
  /** Entries about one account. */
  targetUserId?: string;
  since?: Date;
  /** Entries before this moment (the end of the chosen day). */
  until?: Date;
  limit?: number;
  offset?: number;
}

function filtered(database: Database, query: AuditQuery) {
  const person = query.person?.trim().toLowerCase();
  return database.db
    .selectFrom("audit_log")
    .$if(!!person, (q) => q.where("actor_email", "like", `%${person!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .$if(!!query.action, (q) => q.where("action", "=", query.action!))
    .$if(!!query.targetUserId, (q) => q.where("target_user_id", "=", query.targetUserId!))
    .$if(!!query.since, (q) => q.where("at", ">=", query.since!))
    .$if(!!query.until, (q) => q.where("at", "<", query.until!));
}

/** Newest first. */
export async function listAudit(database: Database, query: AuditQuery = {}): Promise<AuditRecord[]> {
  const rows = await filtered(database, query)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit ?? 10_000)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    actorContext: r.actor_context,
    actorEmail: r.actor_email,
    targetContext: r.target_context,
    target: r.target,
    detail: r.detail,
    address: r.address,
  }));
}

export async function countAudit(database: Database, query: AuditQuery = {}): Promise<number> {
  const row = await filtered(database, query)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

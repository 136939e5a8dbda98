import { sql } from "kysely";

import type { Database } from "./database.server.ts";

/** A notification e-mail waiting in the outbox. */
export interface OutboxMessage {
  id: number;
  submissionReference: string;
  recipient: string;
  subject: string;
  body: string;
  /** Sends tried so far, counting this one. */
  attempts: number;
}

/** After this many failed sends a message stays unsent (the submission itself is safe in its table). */
export const MAX_ATTEMPTS = 12;
/** How long a claimed message is left to its sender before another server copy may try it. */
const LEASE_MS = 5 * 60_000;

/** Waits between tries: 1, 2, 4… minutes, at most six hours (twelve tries span about a day and a half). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/**
 * Claims the messages that are due, in one statement: each gets a lease, so
 * that two server copies sharing PostgreSQL never send the same message twice.
 */
export async function claimDueMessages(database: Database, limit = 20, now = new Date()): Promise<OutboxMessage[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const result = await sql<{
    id: string | number;
    submission_reference: string;
    recipient: string;
    subject: string;
    body: string;
    attempts: number;
  }>`
    update outbox set attempts = attempts + 1, next_attempt_at = ${lease}
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= ${now} and attempts < ${MAX_ATTEMPTS}
      order by id limit ${limit}
      for update skip locked
    )
    returning id, submission_reference, recipient, subject, body, attempts`.execute(database.db);
  return result.rows.map((r) => ({
    id: Number(r.id),
    submissionReference: r.submission_reference,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    attempts: r.attempts,
  }));
}

export async function markSent(database: Database, id: number, now = new Date()): Promise<void> {
  await database.db.updateTable("outbox").set({ sent_at: now, last_error: null }).where("id", "=", id).execute();
}

export async function markFailed(database: Database, message: OutboxMessage, error: string, now = new Date()) {
  await database.db
    .updateTable("outbox")
    .set({ last_error: error.slice(0, 500), next_attempt_at: new Date(now.getTime() + retryDelayMs(message.attempts)) })
    .where("id", "=", message.id)
    .execute();
}

export interface OutboxState {
  submissionReference: string;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

/** The notification state of some submissions, for the staff page. */
export async function outboxStates(database: Database, references: string[]): Promise<Map<string, OutboxState>> {
  if (!references.length) return new Map();
  const rows = (await database.db
    .selectFrom("outbox")
    .select(["submission_reference", "sent_at", "attempts", "last_error"])
    .where("submission_reference", "in", references)
    .execute()) as {
    submission_reference: string;
    sent_at: Date | null;
    attempts: number;
    last_error: string | null;
  }[];
  return new Map(
    rows.map((r) => [
      r.submission_reference,
      { submissionReference: r.submission_reference, sentAt: r.sent_at, attempts: r.attempts, lastError: r.last_error },
    ]),
  );
}

import { createTransport } from "nodemailer";

import type { Database } from "#app/db/database.server.ts";
import type { EmailContent } from "./content.ts";
import { OUTBOX_CHANNEL } from "./notify.server.ts";
import { MAX_ATTEMPTS } from "./progress.ts";

/**
 * The e-mail outbox: every message the site sends goes through here. A
 * message is written with `notify` (app/email/notify.server.ts) in the same
 * transaction as the change it tells of (a submission, an invitation, a
 * quotation…), so one is never stored without the other; a worker in each
 * server process sends what is due over SMTP and retries failures with
 * back-off. Messages are leased, so server copies sharing one PostgreSQL
 * never send the same one twice.
 */

/** A message to send; `reference` names what it is about (a submission, quotation or claim), if anything. */
export interface Email {
  kind: string;
  reference?: string;
  recipient: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** What the message says, from which `body` was made and the HTML part is made when it is stored (decision 0038). */
  content?: EmailContent;
}

/** A message claimed for sending. */
export interface OutboxMessage extends Omit<Email, "content"> {
  id: number;
  /** The HTML part; null for messages stored before there was one (sent as plain text). */
  html: string | null;
  /** Sends tried so far, counting this one. */
  attempts: number;
}

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
  const rows = await database.db
    .updateTable("outbox")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: lease }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", now)
        .where("attempts", "<", MAX_ATTEMPTS)
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(["id", "kind", "reference", "recipient", "subject", "body", "html", "attempts"])
    .execute();
  return rows.map((r) => ({ ...r, reference: r.reference ?? undefined })).toSorted((a, b) => a.id - b.id);
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

/**
 * The backlog for the metrics: messages not yet sent that will still be tried,
 * and how long the oldest of them has waited (0 when none waits). Messages
 * that used every attempt are not backlog: the staff pages show them as failed.
 */
export async function outboxBacklog(database: Database, now = new Date()) {
  const row = await database.db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number>().as("backlog"), eb.fn.min("created_at").as("oldest")])
    .where("sent_at", "is", null)
    .where("attempts", "<", MAX_ATTEMPTS)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? new Date(row.oldest) : undefined;
  return {
    backlog: Number(row.backlog),
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

/** One message's state, for the staff pages. */
export interface EmailState {
  id: number;
  kind: string;
  recipient: string;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

/**
 * Every message about each of these references, oldest first, each with its
 * own state: a claim has two (the claimant's and the team's), and one sent
 * says nothing of the other.
 */
export async function emailStates(database: Database, references: string[]): Promise<Map<string, EmailState[]>> {
  const states = new Map<string, EmailState[]>();
  if (!references.length) return states;
  const rows = await database.db
    .selectFrom("outbox")
    .select(["id", "kind", "reference", "recipient", "sent_at", "attempts", "last_error"])
    .where("reference", "in", references)
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const state = {
      id: r.id,
      kind: r.kind,
      recipient: r.recipient,
      sentAt: r.sent_at,
      attempts: r.attempts,
      lastError: r.last_error,
    };
    states.set(r.reference!, [...(states.get(r.reference!) ?? []), state]);
  }
  return states;
}

export interface OutboxWorker {
  /** Finishes the send in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox over SMTP_URL, in the background: whenever a transaction
 * that stored a message commits (its NOTIFY, on this copy or another), and
 * every half minute for retries and for anything a lost notification missed.
 * A failed send is tried again later (see retryDelayMs); it never touches
 * what the message tells of, which was stored before anyone was told about it.
 * Resolves once listening (or, if the database would not listen, polling).
 */
export async function startOutboxWorker(options: {
  database: Database;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): Promise<OutboxWorker> {
  const { database, from } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const transport = createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof createTransport>[1]);

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain() {
    for (;;) {
      const batch = await claimDueMessages(database);
      if (!batch.length || stopped) return;
      for (const message of batch) {
        try {
          // Both parts make a multipart/alternative message: mail clients show the HTML, or the text where they cannot.
          await transport.sendMail({
            from,
            to: message.recipient,
            subject: message.subject,
            text: message.body,
            ...(message.html ? { html: message.html } : {}),
          });
          await markSent(database, message.id);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await markFailed(database, message, reason);
          const last = message.attempts >= MAX_ATTEMPTS ? " (last attempt)" : "";
          const about = message.reference ?? `message ${message.id}`;
          log(`E-mail (${message.kind}) for ${about} not sent, attempt ${message.attempts}${last}: ${reason}`);
        }
      }
    }
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`Outbox: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const unlisten = await database.listen(OUTBOX_CHANNEL, run).catch((error: unknown) => {
    log(`Outbox: not woken by the database (${error instanceof Error ? error.message : String(error)}); polling.`);
    return undefined;
  });
  const timer = setInterval(run, options.intervalMs ?? 30_000);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
      transport.close();
    },
  };
}

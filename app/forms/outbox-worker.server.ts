import { createTransport } from "nodemailer";

import type { Database } from "#app/db/database.server.ts";
import { claimDueMessages, markFailed, markSent, MAX_ATTEMPTS } from "#app/db/outbox.server.ts";

export interface OutboxWorker {
  /** Look for due messages now (after a submission), rather than at the next interval. */
  kick(): void;
  /** Finishes the send in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox's notification e-mails over SMTP_URL, in the background:
 * at once after each submission and every half minute for retries. A failed
 * send is tried again later (see retryDelayMs); it never touches the
 * submission, which was stored before anyone was told about it.
 */
export function startOutboxWorker(options: {
  database: Database;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): OutboxWorker {
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
          await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
          await markSent(database, message.id);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await markFailed(database, message, reason);
          const last = message.attempts >= MAX_ATTEMPTS ? " (last attempt: read it on the staff page)" : "";
          log(
            `Notification for ${message.submissionReference} not sent, attempt ${message.attempts}${last}: ${reason}`,
          );
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

  const timer = setInterval(run, options.intervalMs ?? 30_000);
  timer.unref();
  run();

  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

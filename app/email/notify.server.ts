import { sql, type Kysely } from "kysely";

import { env } from "#app/config/env.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import type { DB } from "#app/db/schema.ts";
import { renderEmailHtml } from "./layout.server.ts";
import type { Email } from "./outbox.server.ts";

/**
 * The one call that sends an e-mail (docs/architecture.md, “Forms, e-mail,
 * analytics and consent”): `notify(trx, message)` inside the transaction of
 * the change the message tells of. The message is stored in the outbox with
 * that change, or not at all if the transaction rolls back; and the outbox
 * worker (app/email/outbox.server.ts) is woken by PostgreSQL's NOTIFY, which
 * the database delivers only when the transaction commits, so no caller wakes
 * it and no worker looks before the message is there to be found.
 */

/** The channel the outbox worker listens on. */
export const OUTBOX_CHANNEL = "outbox";

/**
 * Whether this site sends e-mail: only with SMTP_URL set. Without it nothing
 * is stored (a queue no one sends would only grow, and the staff pages would
 * show each message waiting for ever); pages that hand a link out instead of
 * mailing it ask this.
 */
export function mailEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

/**
 * Stores `message` in the outbox within `trx`, to be sent once it commits.
 * Resolves to false, storing nothing, when e-mail is off (see mailEnabled).
 */
export async function notify(trx: Kysely<DB>, message: Email): Promise<boolean> {
  if (!mailEnabled()) return false;
  const html = message.content ? await renderEmailHtml(message.content, publicConfig().siteUrl) : null;
  await trx
    .insertInto("outbox")
    .values({
      kind: message.kind,
      reference: message.reference ?? null,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      html,
    })
    .execute();
  await sql`notify ${sql.raw(OUTBOX_CHANNEL)}`.execute(trx);
  return true;
}

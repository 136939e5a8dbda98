import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import {
  ownerChangedMessage,
  staffByEmail,
  staffWithRole,
  type StaffMember,
} from "#app/accounts/staff-directory.server.ts";
import { addQuoteEvent, quoteRequestFromRow, type QuoteRequest } from "./quote-records.server.ts";

/** Who owns a request on the desk (decision 0037): assigned, taken, released, each on the timeline. */

/** An owner change a request no longer allows: someone changed it meanwhile, or the person may not own it. */
export class QuoteOwnerError extends Error {
  override name = "QuoteOwnerError";
}

/* Told apart by name, not `instanceof`: the server's entry and the route bundle may each load this module. */
export function isQuoteOwnerError(error: unknown): error is QuoteOwnerError {
  return error instanceof Error && error.name === "QuoteOwnerError";
}

/**
 * Assigns the request to `owner`, reassigns it, or releases it (`owner` null: back to the shared underwriting
 * mailbox), as claims do (decision 0034): `expected` is the owner the person saw; the row is locked and
 * compared, so of two people assigning at once the second is told who has it. Only an underwriter (or an
 * administrator) whose account is not disabled may own a request. The change is on the timeline and the audit
 * log; a colleague made owner is e-mailed (`email`), in the same transaction.
 */
export async function setQuoteOwner(
  database: Database,
  input: { reference: string; owner: string | null; expected: string | null; actor: Actor; now?: Date },
  email?: (request: QuoteRequest, owner: StaffMember) => Email,
): Promise<StaffMember | null> {
  const owner = input.owner?.trim().toLowerCase() || null;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quote_requests")
      .selectAll()
      .where("reference", "=", input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new QuoteOwnerError("There is no such quotation request.");
    const current = row.owner_email;
    if (current !== (input.expected?.trim().toLowerCase() || null)) {
      const who = current ? ((await staffByEmail(database, [current], trx)).get(current)?.name ?? current) : undefined;
      throw new QuoteOwnerError(ownerChangedMessage("request", who));
    }
    let member: StaffMember | null = null;
    if (owner) {
      member = (await staffWithRole(database, "underwriter", trx)).find((m) => m.email === owner) ?? null;
      if (!member) throw new QuoteOwnerError("Only an underwriter can own a quotation request.");
    }
    if (owner === current) return member;
    const updated = await trx
      .updateTable("quote_requests")
      .set({ owner_email: owner })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addQuoteEvent(trx, input.actor, {
      reference: input.reference,
      at: input.now ?? new Date(),
      action: "owner",
      from_state: row.state,
      to_state: row.state,
      // The address, named when shown: a renamed account shows its new name.
      note: owner,
    });
    await recordAudit(trx, {
      action: "quote-owner-changed",
      actor: input.actor,
      targetContext: row.context,
      targetUserId: row.user_id,
      target: input.reference,
      detail: { from: current, to: owner },
    });
    if (member && email && owner !== input.actor.email?.toLowerCase()) {
      await notify(trx, email(quoteRequestFromRow(updated), member));
    }
    return member;
  });
}

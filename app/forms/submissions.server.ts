import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import type { SubmissionsTable } from "#app/db/schema.ts";
import type { Selectable, SelectQueryBuilder } from "kysely";
import {
  staffByEmail,
  staffWithRole,
  ownerChangedMessage,
  type StaffMember,
} from "#app/accounts/staff-directory.server.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { DB } from "#app/db/schema.ts";
import { CLOSING_NOTE_MAX, SUBMISSION_STATE_LABELS, type SubmissionState } from "./submission-queue.ts";
import { submissionAcknowledgementEmail, submissionEmail } from "./emails.ts";
import type { FormKind } from "./kinds.ts";

/** A form submission as stored. */
export interface Submission {
  reference: string;
  kind: string;
  /** Where on the site it was sent from, such as contact/call-me-back. */
  formArea: string;
  payload: Record<string, string | boolean>;
  createdAt: Date;
  state: SubmissionState;
  stateAt: Date;
  /** The owner's e-mail address (lower case); null while the team's shared mailbox has it. */
  ownerEmail: string | null;
  closingNote: string | null;
}

const COLUMNS = [
  "reference",
  "kind",
  "form_area",
  "payload",
  "created_at",
  "state",
  "state_at",
  "owner_email",
  "closing_note",
] as const;

function fromRow(row: Pick<Selectable<SubmissionsTable>, (typeof COLUMNS)[number]>): Submission {
  return {
    reference: row.reference,
    kind: row.kind,
    formArea: row.form_area,
    payload: row.payload,
    createdAt: row.created_at,
    state: row.state,
    stateAt: row.state_at,
    ownerEmail: row.owner_email,
    closingNote: row.closing_note,
  };
}

/**
 * Stores a submission, and the e-mail to its team in the same transaction, so
 * a submission is never stored without its e-mail or the other way round.
 * Resolves only once both are committed: the caller shows the reference after
 * that, never before.
 */
export async function storeSubmission(
  database: Database,
  input: { kind: FormKind; referencePrefix: string; formArea: string; payload: Record<string, string | boolean> },
): Promise<Submission> {
  return database.db.transaction().execute(async (trx) => {
    for (let attempt = 0; ; attempt++) {
      const reference = `${input.referencePrefix}-${randomCode()}`;
      const row = await trx
        .insertInto("submissions")
        .values({ reference, kind: input.kind, form_area: input.formArea, payload: JSON.stringify(input.payload) })
        .onConflict((oc) => oc.column("reference").doNothing())
        .returning(["created_at", "state", "state_at"])
        .executeTakeFirst();
      if (!row) {
        if (attempt >= 5) throw new Error("Could not draw a free submission reference");
        continue;
      }
      const { kind, formArea, payload } = input;
      await notify(trx, submissionEmail({ kind, reference, formArea, payload, siteUrl: publicConfig().siteUrl }));
      // The visitor hears that it arrived, with its reference and what happens next, where they gave an address.
      if (typeof payload.email === "string" && payload.email.includes("@")) {
        await notify(trx, submissionAcknowledgementEmail({ kind, reference, recipient: payload.email, payload }));
      }
      return {
        reference,
        kind,
        formArea,
        payload,
        createdAt: row.created_at,
        state: row.state,
        stateAt: row.state_at,
        ownerEmail: null,
        closingNote: null,
      };
    }
  });
}

export async function findSubmission(database: Database, reference: string): Promise<Submission | undefined> {
  const row = await database.db
    .selectFrom("submissions")
    .select(COLUMNS)
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export interface SubmissionQuery {
  kind?: string;
  /** Only those sent at or after this moment. */
  since?: Date;
  /** Only those sent before this moment. */
  before?: Date;
  /** Only work to do: new and in hand (the list's default). */
  open?: boolean;
  state?: SubmissionState;
  /** An owner's address, or null for those nobody owns; undefined for anyone's. */
  owner?: string | null;
  /** Only new submissions received before this moment (waiting past the target). */
  newBefore?: Date;
  limit?: number;
  offset?: number;
}

/** The query's conditions, one place for the list and its count (the desk home counts with them too). */
function matching<O>(select: SelectQueryBuilder<DB, "submissions", O>, query: SubmissionQuery) {
  return select
    .$if(!!query.kind, (q) => q.where("kind", "=", query.kind!))
    .$if(!!query.since, (q) => q.where("created_at", ">=", query.since!))
    .$if(!!query.before, (q) => q.where("created_at", "<", query.before!))
    .$if(!!query.open, (q) => q.where("state", "!=", "done"))
    .$if(!!query.state, (q) => q.where("state", "=", query.state!))
    .$if(query.owner === null, (q) => q.where("owner_email", "is", null))
    .$if(!!query.owner, (q) => q.where("owner_email", "=", query.owner!))
    .$if(!!query.newBefore, (q) => q.where("state", "=", "new").where("created_at", "<", query.newBefore!));
}

/** Newest first. */
export async function listSubmissions(database: Database, query: SubmissionQuery = {}): Promise<Submission[]> {
  const rows = await matching(database.db.selectFrom("submissions").select(COLUMNS), query)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$if(query.limit !== undefined, (q) => q.limit(query.limit!))
    .$if(!!query.offset, (q) => q.offset(query.offset!))
    .execute();
  return rows.map(fromRow);
}

export async function countSubmissions(database: Database, query: Omit<SubmissionQuery, "limit" | "offset"> = {}) {
  const row = await matching(
    database.db.selectFrom("submissions").select((eb) => eb.fn.countAll<string>().as("count")),
    query,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A change a submission no longer allows: someone changed it meanwhile, or the person may not own it. */
export class SubmissionWorkError extends Error {
  override name = "SubmissionWorkError";
}

/* Told apart by name, not `instanceof`: the server's entry and the route bundle may each load this module. */
export function isSubmissionWorkError(error: unknown): error is SubmissionWorkError {
  return error instanceof Error && error.name === "SubmissionWorkError";
}

/**
 * Assigns the submission to `owner`, reassigns it, or releases it (`owner` null), as claims and quotation requests
 * do (decisions 0034, 0037): `expected` is the owner the person saw; the row is locked and compared, so of two
 * people assigning at once the second is told who has it. Only staff with the `staff` role (or administrators)
 * whose accounts are not disabled may own one. The change is a `submission-owner-changed` audit entry, which
 * the submission's page shows as its history.
 */
export async function setSubmissionOwner(
  database: Database,
  input: { reference: string; owner: string | null; expected: string | null; actor: Actor },
): Promise<StaffMember | null> {
  const owner = input.owner?.trim().toLowerCase() || null;
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "owner_email"])
      .where("reference", "=", input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new SubmissionWorkError("There is no such submission.");
    const current = row.owner_email;
    if (current !== (input.expected?.trim().toLowerCase() || null)) {
      const who = current ? ((await staffByEmail(database, [current], trx)).get(current)?.name ?? current) : undefined;
      throw new SubmissionWorkError(ownerChangedMessage("submission", who));
    }
    let member: StaffMember | null = null;
    if (owner) {
      member = (await staffWithRole(database, "staff", trx)).find((m) => m.email === owner) ?? null;
      if (!member) throw new SubmissionWorkError("Only a member of staff who reads submissions can own one.");
    }
    if (owner === current) return member;
    await trx.updateTable("submissions").set({ owner_email: owner }).where("id", "=", row.id).execute();
    await recordAudit(trx, {
      action: "submission-owner-changed",
      actor: input.actor,
      target: input.reference,
      detail: { from: current, to: owner },
    });
    return member;
  });
}

/**
 * Moves the submission to `state` (new, in hand, done), from the state the person saw (`expected`: a change made
 * meanwhile is reported rather than overwritten). Marking it done keeps the closing note, if any; moving it back
 * clears the note (the audit log keeps it). A `submission-state-changed` audit entry, in the same transaction.
 */
export async function setSubmissionState(
  database: Database,
  input: {
    reference: string;
    state: SubmissionState;
    expected: SubmissionState;
    note?: string;
    actor: Actor;
    now?: Date;
  },
): Promise<void> {
  const note = input.state === "done" ? input.note?.trim().slice(0, CLOSING_NOTE_MAX) || null : null;
  await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["id", "state"])
      .where("reference", "=", input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new SubmissionWorkError("There is no such submission.");
    if (row.state !== input.expected) {
      throw new SubmissionWorkError(
        `While you were reading, the submission was marked “${SUBMISSION_STATE_LABELS[row.state].toLowerCase()}”. Look again before you change it.`,
      );
    }
    if (row.state === input.state) return;
    await trx
      .updateTable("submissions")
      .set({ state: input.state, state_at: input.now ?? new Date(), closing_note: note })
      .where("id", "=", row.id)
      .execute();
    await recordAudit(trx, {
      action: "submission-state-changed",
      actor: input.actor,
      target: input.reference,
      detail: { from: row.state, to: input.state, ...(note && { note }) },
    });
  });
}

/** One change of a submission's state or owner, as its page shows it. */
export type SubmissionChange =
  | { at: Date; by: string | null; kind: "state"; from: SubmissionState; to: SubmissionState; note: string | null }
  | { at: Date; by: string | null; kind: "owner"; from: string | null; to: string | null };

/**
 * The submission's changes of state and owner, oldest first, read from the audit log: it already holds each one,
 * cannot be changed, and so needs no second copy. Addresses are as stored; the page names them.
 */
export async function submissionHistory(database: Database, reference: string): Promise<SubmissionChange[]> {
  const rows = await database.db
    .selectFrom("audit_log")
    .select(["at", "actor_email", "action", "detail"])
    .where("target", "=", reference)
    .where("action", "in", ["submission-state-changed", "submission-owner-changed"])
    .orderBy("at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => {
    const detail = r.detail as { from?: string | null; to?: string | null; note?: string };
    return r.action === "submission-state-changed"
      ? {
          at: r.at,
          by: r.actor_email,
          kind: "state",
          from: detail.from as SubmissionState,
          to: detail.to as SubmissionState,
          note: detail.note ?? null,
        }
      : { at: r.at, by: r.actor_email, kind: "owner", from: detail.from ?? null, to: detail.to ?? null };
  });
}

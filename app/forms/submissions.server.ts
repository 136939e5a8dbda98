import { publicConfig } from "#app/config/public-config.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import { randomCode } from "#app/lib/server/references.server.ts";
import type { SubmissionsTable } from "#app/db/schema.ts";
import type { Selectable } from "kysely";
import { submissionEmail } from "./emails.ts";
import type { FormKind } from "./kinds.ts";

/** A form submission as stored. */
export interface Submission {
  reference: string;
  kind: string;
  /** Where on the site it was sent from, such as contact/call-me-back. */
  formArea: string;
  payload: Record<string, string | boolean>;
  createdAt: Date;
}

function fromRow(row: Omit<Selectable<SubmissionsTable>, "id">): Submission {
  return {
    reference: row.reference,
    kind: row.kind,
    formArea: row.form_area,
    payload: row.payload,
    createdAt: row.created_at,
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
        .returning("created_at")
        .executeTakeFirst();
      if (!row) {
        if (attempt >= 5) throw new Error("Could not draw a free submission reference");
        continue;
      }
      const { kind, formArea, payload } = input;
      await notify(trx, submissionEmail({ kind, reference, formArea, payload, siteUrl: publicConfig().siteUrl }));
      return { reference, kind, formArea, payload, createdAt: row.created_at };
    }
  });
}

export async function findSubmission(database: Database, reference: string): Promise<Submission | undefined> {
  const row = await database.db
    .selectFrom("submissions")
    .select(["reference", "kind", "form_area", "payload", "created_at"])
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
  limit?: number;
  offset?: number;
}

/** Newest first. */
export async function listSubmissions(database: Database, query: SubmissionQuery = {}): Promise<Submission[]> {
  const rows = await database.db
    .selectFrom("submissions")
    .select(["reference", "kind", "form_area", "payload", "created_at"])
    .$if(!!query.kind, (q) => q.where("kind", "=", query.kind!))
    .$if(!!query.since, (q) => q.where("created_at", ">=", query.since!))
    .$if(!!query.before, (q) => q.where("created_at", "<", query.before!))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$if(query.limit !== undefined, (q) => q.limit(query.limit!))
    .$if(!!query.offset, (q) => q.offset(query.offset!))
    .execute();
  return rows.map(fromRow);
}

export async function countSubmissions(database: Database, query: Omit<SubmissionQuery, "limit" | "offset"> = {}) {
  const row = await database.db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .$if(!!query.kind, (q) => q.where("kind", "=", query.kind!))
    .$if(!!query.since, (q) => q.where("created_at", ">=", query.since!))
    .$if(!!query.before, (q) => q.where("created_at", "<", query.before!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import type { Database } from "./database.server.ts";
import { randomCode } from "./references.server.ts";

/** A quote request as stored; money in cents. */
export interface QuoteRequest {
  reference: string;
  programme: string;
  context: string;
  userId: string;
  tier: string;
  schedule: unknown;
  quote: unknown;
  premiumCents: number;
  createdAt: Date;
}

/** e.g. Q-PEP-7K3M9X: the programme's first letters and six random characters (about a billion to one). */
export function newReference(programme: string): string {
  const prefix = programme
    .replace(/[^a-z]/gi, "")
    .slice(0, 3)
    .toUpperCase();
  return `Q-${prefix}-${randomCode()}`;
}

/** Stores a request and returns it with its reference; a clash of references (vanishingly rare) draws again. */
export async function storeQuoteRequest(
  database: Database,
  input: Omit<QuoteRequest, "reference" | "createdAt">,
): Promise<QuoteRequest> {
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(input.programme);
    const row = await database.db
      .insertInto("quote_requests")
      .values({
        reference,
        programme: input.programme,
        context: input.context,
        user_id: input.userId,
        tier: input.tier,
        schedule: JSON.stringify(input.schedule),
        quote: JSON.stringify(input.quote),
        premium_cents: input.premiumCents,
      })
      .onConflict((oc) => oc.column("reference").doNothing())
      .returning("created_at")
      .executeTakeFirst();
    if (row) return { ...input, reference, createdAt: row.created_at };
    if (attempt >= 5) throw new Error("Could not draw a free quote reference");
  }
}

export async function findQuoteRequest(database: Database, reference: string): Promise<QuoteRequest | undefined> {
  const row = await database.db
    .selectFrom("quote_requests")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reference: row.reference,
    programme: row.programme,
    context: row.context,
    userId: row.user_id,
    tier: row.tier,
    schedule: row.schedule,
    quote: row.quote,
    premiumCents: row.premium_cents,
    createdAt: row.created_at,
  };
}

/** A user's latest requests on a programme, newest first, for the quote pages. */
export async function listQuoteRequests(
  database: Database,
  programme: string,
  userId: string,
  limit = 5,
): Promise<Pick<QuoteRequest, "reference" | "tier" | "premiumCents" | "createdAt">[]> {
  const rows = await database.db
    .selectFrom("quote_requests")
    .select(["reference", "tier", "premium_cents", "created_at"])
    .where("programme", "=", programme)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    tier: r.tier,
    premiumCents: r.premium_cents,
    createdAt: r.created_at,
  }));
}

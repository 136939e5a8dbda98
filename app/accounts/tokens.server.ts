import { createHash, randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { AuthContextId } from "#app/auth/contexts.ts";
import type { Database } from "#app/db/database.server.ts";
import type { AccountTokensTable, DB } from "#app/db/schema.ts";

export type TokenPurpose = AccountTokensTable["purpose"];

/** How long each kind of one-time link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  invitation: 72 * 3600_000,
  "password-reset": 3600_000,
};

function hash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * A new one-time link's secret for an account: 32 random bytes, of which only
 * a hash is stored, so a copy of the database opens no account. Any earlier
 * unused link of the same purpose stops working.
 */
export async function issueToken(
  db: Kysely<DB>,
  context: AuthContextId,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("context", "=", context)
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("account_tokens")
    .values({
      context,
      user_id: userId,
      purpose,
      token_hash: hash(token),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

export type TokenCheck =
  { ok: true; context: AuthContextId; userId: string } | { ok: false; reason: "unknown" | "used" | "expired" };

/** What a link's secret opens, without using it up (to show the page that asks for a password). */
export async function checkToken(
  database: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenCheck> {
  if (!token || token.length > 100) return { ok: false, reason: "unknown" };
  const row = await database.db
    .selectFrom("account_tokens")
    .select(["context", "user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hash(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, context: row.context, userId: row.user_id };
}

/**
 * Uses a link up, in one statement, so that two tabs sending the same link at
 * once cannot both succeed. Pass the transaction that makes the change.
 */
export async function consumeToken(
  db: Kysely<DB>,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ context: AuthContextId; userId: string } | undefined> {
  const row = await db
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["context", "user_id"])
    .executeTakeFirst();
  return row && { context: row.context, userId: row.user_id };
}

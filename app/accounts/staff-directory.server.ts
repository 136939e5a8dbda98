import type { Kysely } from "kysely";

import { STAFF_CONTEXT, type StaffRole } from "#app/accounts/roles.ts";
import type { Database } from "#app/db/database.server.ts";
import { authSchema, type DB } from "#app/db/schema.ts";

/**
 * Who owns work in the back office, and the name they go by (decision 0034): owners are kept by e-mail address,
 * which outlives a move between sign-in contexts, and named from their account in the staff context when shown,
 * so a renamed account shows its new name. Claims and quotation requests both read their owners here.
 */

export interface StaffMember {
  email: string;
  name: string;
  directLine: string | null;
}

/**
 * The names and direct lines of staff, by e-mail address (lower case): names from their accounts in the staff
 * sign-in context, direct lines from `staff_profiles`. An address with no account is left out.
 */
export async function staffByEmail(
  database: Database,
  emails: readonly string[],
  db: Kysely<DB> = database.db,
): Promise<Map<string, StaffMember>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return new Map();
  // In the caller's transaction when it passes one: the embedded database has one connection, which it holds.
  const users = await db
    .withSchema(authSchema(STAFF_CONTEXT))
    .selectFrom("user")
    .select(["email", "name"])
    .where("email", "in", wanted)
    .execute();
  const profiles = await db
    .selectFrom("staff_profiles")
    .select(["email", "direct_line"])
    .where("email", "in", wanted)
    .execute();
  const lines = new Map(profiles.map((p) => [p.email, p.direct_line]));
  return new Map(
    users.map((u) => {
      const email = u.email.toLowerCase();
      return [email, { email, name: u.name || email, directLine: lines.get(email) ?? null }];
    }),
  );
}

/**
 * Who may own a kind of work: the staff holding `role` or administrators, whose accounts are not disabled,
 * by name.
 */
export async function staffWithRole(
  database: Database,
  role: StaffRole,
  db: Kysely<DB> = database.db,
): Promise<StaffMember[]> {
  const holders = await db
    .selectFrom("user_roles")
    .select("user_id")
    .distinct()
    .where("context", "=", STAFF_CONTEXT)
    .where("role", "in", [role, "admin"])
    .execute();
  if (!holders.length) return [];
  const users = await db
    .withSchema(authSchema(STAFF_CONTEXT))
    .selectFrom("user")
    .select("email")
    .where(
      "id",
      "in",
      holders.map((h) => h.user_id),
    )
    .where("disabled", "=", false)
    .execute();
  const members = await staffByEmail(
    database,
    users.map((u) => u.email),
    db,
  );
  return [...members.values()].toSorted((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** What a person who saw `expected` as the owner is told when someone else changed it first. */
export function ownerChangedMessage(what: string, ownerName: string | undefined): string {
  return ownerName
    ? `While you were reading, the ${what} was given to ${ownerName}. Look again before you change its owner.`
    : `While you were reading, the ${what} was released. Look again before you change its owner.`;
}

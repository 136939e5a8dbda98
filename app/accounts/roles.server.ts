import type { Kysely } from "kysely";

import { isStaffRole, type StaffRole } from "#app/accounts/roles.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";

/** The staff roles an account holds (accounts of the staff context only; app/accounts/roles.ts). */
export async function rolesOf(database: Database, context: string, userId: string): Promise<StaffRole[]> {
  const rows = await database.db
    .selectFrom("user_roles")
    .select("role")
    .where("context", "=", context)
    .where("user_id", "=", userId)
    .orderBy("role")
    .execute();
  return rows.map((r) => r.role).filter(isStaffRole);
}

/** Gives exactly these roles, taking away any others, in the caller's transaction if it passes one. */
export async function setRoles(db: Kysely<DB>, context: string, userId: string, roles: readonly StaffRole[]) {
  await db.deleteFrom("user_roles").where("context", "=", context).where("user_id", "=", userId).execute();
  if (roles.length) {
    await db
      .insertInto("user_roles")
      .values([...new Set(roles)].map((role) => ({ context, user_id: userId, role })))
      .execute();
  }
}

/** Each user's roles in a context, for listing accounts. */
export async function rolesByUser(database: Database, context: string): Promise<Map<string, StaffRole[]>> {
  const rows = await database.db
    .selectFrom("user_roles")
    .select(["user_id", "role"])
    .where("context", "=", context)
    .execute();
  const map = new Map<string, StaffRole[]>();
  for (const r of rows) if (isStaffRole(r.role)) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.role]);
  return map;
}

/** The accounts holding a role, e.g. to keep at least one administrator. */
export async function holdersOf(db: Kysely<DB>, context: string, role: StaffRole): Promise<string[]> {
  const rows = await db
    .selectFrom("user_roles")
    .select("user_id")
    .where("context", "=", context)
    .where("role", "=", role)
    .execute();
  return rows.map((r) => r.user_id);
}

import type { Database } from "./database.server.ts";

/** Roles beyond "signed in". Only one so far: staff of the main context may read form submissions. */
export type Role = "staff";

export const STAFF_CONTEXT = "main";

function isRole(value: string): value is Role {
  return value === "staff";
}

export async function hasRole(database: Database, context: string, userId: string, role: Role): Promise<boolean> {
  const row = await database.db
    .selectFrom("user_roles")
    .select("role")
    .where("context", "=", context)
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .executeTakeFirst();
  return !!row;
}

export async function grantRole(database: Database, context: string, userId: string, role: Role): Promise<void> {
  await database.db
    .insertInto("user_roles")
    .values({ context, user_id: userId, role })
    .onConflict((oc) => oc.columns(["context", "user_id", "role"]).doNothing())
    .execute();
}

/** Takes one role away, or every role when none is named (an account being removed). */
export async function revokeRoles(database: Database, context: string, userId: string, role?: Role): Promise<void> {
  let query = database.db.deleteFrom("user_roles").where("context", "=", context).where("user_id", "=", userId);
  if (role) query = query.where("role", "=", role);
  await query.execute();
}

/** Each user's roles in a context, for listing accounts. */
export async function rolesByUser(database: Database, context: string): Promise<Map<string, Role[]>> {
  const rows = await database.db
    .selectFrom("user_roles")
    .select(["user_id", "role"])
    .where("context", "=", context)
    .execute();
  const map = new Map<string, Role[]>();
  for (const r of rows) if (isRole(r.role)) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.role]);
  return map;
}

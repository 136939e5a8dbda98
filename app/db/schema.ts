import type { AuthContextId } from "#app/auth/contexts.ts";

/** The PostgreSQL schema that holds one sign-in context's tables, e.g. auth_discount_retail. */
export function authSchema(id: AuthContextId): string {
  return `auth_${id.replaceAll("-", "_")}`;
}

/** The columns of a context's user table that the app reads itself (better-auth owns the rest). */
export interface AuthUserRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  twoFactorEnabled: boolean | null;
}

export interface AuthSessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
}

/** Each context's tables, reached through `db.withSchema(authSchema(id))`. */
export interface AuthTables {
  user: AuthUserRow;
  session: AuthSessionRow;
}

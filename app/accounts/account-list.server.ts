import { sql, type Kysely } from "kysely";

import { STAFF_CONTEXT } from "#app/accounts/roles.ts";
import { authContextIds, type AuthContextId } from "#app/auth/contexts.ts";
import type { Database } from "#app/db/database.server.ts";
import { DEFAULT_MEMBER, type ClientMember } from "#app/programmes/client-roles.ts";
import { authSchema, type AccountsTable, type DB } from "#app/db/schema.ts";

export type AccountStatus = AccountsTable["status"];

/** An account as the staff pages list it: better-auth's user with its state beside it. */
export interface AccountRow {
  context: AuthContextId;
  userId: string;
  email: string;
  name: string;
  createdAt: Date;
  status: AccountStatus;
  /** Disabled by the group's staff or the command line, not a client administrator: only the group may enable it. */
  disabledByStaff: boolean;
  clientAdmin: boolean;
  /** Client roles within a programme (app/programmes/client-roles.ts); a user without stored state is a requester. */
  requester: boolean;
  approver: boolean;
  twoFactor: boolean;
  lastSignInAt: Date | null;
}

export interface AccountQuery {
  context?: AuthContextId;
  /** Part of an e-mail address or a name, any case. */
  search?: string;
  status?: AccountStatus;
  userId?: string;
  limit?: number;
  offset?: number;
}

/** Every context's users with their state, as one query over the ten schemas. */
function accountsSource(query: AccountQuery) {
  const contexts = query.context ? [query.context] : authContextIds;
  return sql.join(
    contexts.map(
      (id) => sql`select ${id}::text as context, u."id" as user_id, u."email", u."name", u."createdAt" as created_at,
        coalesce(a.status, 'active') as status, coalesce(a.client_admin, false) as client_admin,
        coalesce(a.requester, true) as requester, coalesce(a.approver, false) as approver,
        coalesce(u."twoFactorEnabled", false) as two_factor, a.last_sign_in_at,
        (a.status = 'disabled' and coalesce(a.disabled_by_context, ${STAFF_CONTEXT}) = ${STAFF_CONTEXT}) as disabled_by_staff
        from ${sql.table(`${authSchema(id)}.user`)} u
        left join accounts a on a.context = ${id} and a.user_id = u."id"`,
    ),
    sql` union all `,
  );
}

/** The search as typed, without control characters (none can be in an address or a name, and PostgreSQL refuses a NUL in text: a 500). */
function cleanSearch(search: string | undefined): string {
  // oxlint-disable-next-line no-control-regex -- removing control characters is the point
  return (search ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
}

/** "Contains, any case": the e-mail address or the name holds the search's letters. */
function containing(search: string) {
  const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(lower(email) like ${like} or lower(name) like ${like})`;
}

function filters(query: AccountQuery) {
  const conditions = [sql`true`];
  const search = cleanSearch(query.search);
  if (search) conditions.push(containing(search));
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.userId) conditions.push(sql`user_id = ${query.userId}`);
  return sql.join(conditions, sql` and `);
}

interface RawAccount {
  context: AuthContextId;
  user_id: string;
  email: string;
  name: string;
  created_at: Date;
  status: AccountStatus;
  client_admin: boolean;
  requester: boolean;
  approver: boolean;
  two_factor: boolean;
  last_sign_in_at: Date | null;
  disabled_by_staff: boolean | null;
}

/** Accounts of one context or all, by e-mail address. */
export async function listAccounts(database: Database, query: AccountQuery = {}): Promise<AccountRow[]> {
  const { rows } = await sql<RawAccount>`select * from (${accountsSource(query)}) accounts
    where ${filters(query)} order by email, context
    limit ${query.limit ?? 1000} offset ${query.offset ?? 0}`.execute(database.db);
  return rows.map(accountOf);
}

function accountOf(r: RawAccount): AccountRow {
  return {
    context: r.context,
    userId: r.user_id,
    email: r.email,
    name: r.name,
    createdAt: new Date(r.created_at),
    status: r.status,
    disabledByStaff: r.disabled_by_staff === true,
    clientAdmin: r.client_admin,
    requester: r.requester,
    approver: r.approver,
    twoFactor: r.two_factor,
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
  };
}

/** An account a name search offers: `exact` when its e-mail or name contains the search, else only alike. */
export interface AccountCandidate extends AccountRow {
  exact: boolean;
}

/**
 * The accounts a search by name or e-mail may mean, for the back office's search (app/desk/search.server.ts,
 * which decides which alike names are a typo's): those containing the search first, then those whose name is at
 * least `similarity` alike (pg_trgm word_similarity, on both engines), most alike first; at most `limit`.
 */
export async function accountCandidates(
  database: Database,
  search: string,
  options: { similarity: number; limit: number },
): Promise<AccountCandidate[]> {
  const q = cleanSearch(search);
  if (!q) return [];
  const { rows } = await sql<RawAccount & { exact: boolean }>`select * from (
      select accounts.*, ${containing(q)} as exact, word_similarity(${q.toLowerCase()}, lower(name)) as alike
      from (${accountsSource({})}) accounts) found
    where exact or alike >= ${options.similarity}
    order by exact desc, alike desc, email, context
    limit ${options.limit}`.execute(database.db);
  return rows.map((r) => ({ ...accountOf(r), exact: r.exact }));
}

export async function countAccounts(database: Database, query: AccountQuery = {}): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${accountsSource(query)}) accounts
    where ${filters(query)}`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

/** One account by context and user id. */
export async function findAccount(
  database: Database,
  context: AuthContextId,
  userId: string,
): Promise<AccountRow | undefined> {
  return (await listAccounts(database, { context, userId, limit: 1 }))[0];
}

/** Writes an account's state (a new account, or a change), in the caller's transaction if it passes one. */
export async function saveAccountState(
  db: Kysely<DB>,
  context: AuthContextId,
  userId: string,
  state: Partial<
    Pick<
      AccountsTable,
      "status" | "invited_by" | "disabled_at" | "disabled_by" | "disabled_by_context" | "last_sign_in_at"
    >
  > & {
    client_admin?: boolean;
    requester?: boolean;
    approver?: boolean;
  },
): Promise<void> {
  await db
    .insertInto("accounts")
    .values({ context, user_id: userId, status: state.status ?? "active", ...state })
    .onConflict((oc) => oc.columns(["context", "user_id"]).doUpdateSet(state))
    .execute();
}

/** One account's stored state, if it has a row (a user without one is active, and no client administrator). */
function stateRow(database: Database, context: AuthContextId, userId: string) {
  return database.db
    .selectFrom("accounts")
    .select(["status", "client_admin", "requester", "approver"])
    .where("context", "=", context)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function accountStatus(
  database: Database,
  context: AuthContextId,
  userId: string,
): Promise<AccountStatus> {
  return (await stateRow(database, context, userId))?.status ?? "active";
}

export async function deleteAccountState(db: Kysely<DB>, context: AuthContextId, userId: string): Promise<void> {
  await db.deleteFrom("accounts").where("context", "=", context).where("user_id", "=", userId).execute();
  await db.deleteFrom("account_tokens").where("context", "=", context).where("user_id", "=", userId).execute();
  await db.deleteFrom("user_roles").where("context", "=", context).where("user_id", "=", userId).execute();
}

/** A programme user's client roles (app/programmes/client-roles.ts); without stored state, what migration 0020 made of everyone. */
export async function clientMember(database: Database, context: AuthContextId, userId: string): Promise<ClientMember> {
  const row = await stateRow(database, context, userId);
  return row ? { requester: row.requester, approver: row.approver, clientAdmin: row.client_admin } : DEFAULT_MEMBER;
}

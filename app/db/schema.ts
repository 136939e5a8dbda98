import type { ColumnType, Generated, JSONColumnType } from "kysely";

import type { AuthContextId } from "#app/auth/contexts.ts";

/**
 * Every table the site reads or writes, as Kysely sees it. Migrations
 * (app/db/migrations) create them; each data module queries them through
 * `Kysely<DB>`, so a misspelt column or a wrong type fails the type check
 * rather than a request.
 *
 * Conventions: snake_case columns in our own tables; better-auth's tables keep
 * its camelCase. `bigint` and `bigserial` columns read as numbers on both
 * engines (app/db/database.server.ts sets pg's parser; PGlite does so itself).
 */

/** A timestamp the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface QuoteRequestsTable {
  id: Generated<number>;
  reference: string;
  programme: string;
  context: string;
  user_id: string;
  /** The tier's label when the request was made, e.g. "10% min 10k". */
  tier: string;
  schedule: JSONColumnType<object>;
  quote: JSONColumnType<object>;
  premium_cents: number;
  created_at: CreatedAt;
}

export interface SubmissionsTable {
  id: Generated<number>;
  reference: string;
  kind: string;
  form_area: string;
  payload: JSONColumnType<Record<string, string | boolean>>;
  created_at: CreatedAt;
}

/** E-mail waiting to be sent, written in the same transaction as the change it tells of (app/email/outbox.server.ts). */
export interface OutboxTable {
  id: Generated<number>;
  /** What kind of message: "submission", "invitation", "password-reset", … (for the staff pages and logs). */
  kind: string;
  /** The reference of what the message is about (a submission, quotation or claim), if any. */
  reference: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface FormRateLimitsTable {
  key: string;
  /** Milliseconds since 1970. */
  window_start: number;
  count: number;
}

export interface UserRolesTable {
  context: string;
  user_id: string;
  role: string;
  created_at: CreatedAt;
}

/** An account's state beside better-auth's user row (any context). */
export interface AccountsTable {
  context: AuthContextId;
  user_id: string;
  status: "invited" | "active" | "disabled";
  /** A programme user who manages their own programme's team. */
  client_admin: Generated<boolean>;
  /** The e-mail address of whoever invited them, if anyone. */
  invited_by: string | null;
  created_at: CreatedAt;
  disabled_at: Date | null;
  last_sign_in_at: Date | null;
}

/** A one-time link (invitation or password reset); only a hash of its secret is kept. */
export interface AccountTokensTable {
  id: Generated<number>;
  context: AuthContextId;
  user_id: string;
  purpose: "invitation" | "password-reset";
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Who did what, to whom, when and from where. Append-only: a trigger refuses updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_context: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  target_context: string | null;
  target_user_id: string | null;
  /** What was acted on, as people read it: an e-mail address or a reference. */
  target: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  address: string | null;
}

/** The tables in the public schema: the site's own. */
/** One page, article or PDF in the site search index (app/search/index.server.ts). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** The source that gave it (app/search/sources.server.ts), such as "pages". */
  source: string;
  url: string;
  kind: "page" | "article" | "document";
  title: string;
  /** What the result names as its place on the site, such as "Products" or "News 2025". */
  section: string;
  /** The document's headings, one per line. */
  headings: string;
  body: string;
  /** Kept by the database from the three texts (weights A, B, C); never written. */
  search_vector: ColumnType<string, never, never>;
}

/** Every word of the indexed text, for matching misspelt query words (pg_trgm). */
export interface SearchWordsTable {
  word: string;
  /** In how many documents it appears: the commoner of two equally close words wins. */
  documents: number;
}

/** What each source last indexed, by a hash of its documents. */
export interface SearchSourcesTable {
  source: string;
  content_hash: string;
  documents: number;
  indexed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AppTables {
  quote_requests: QuoteRequestsTable;
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  form_rate_limits: FormRateLimitsTable;
  user_roles: UserRolesTable;
  accounts: AccountsTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  search_documents: SearchDocumentsTable;
  search_words: SearchWordsTable;
  search_sources: SearchSourcesTable;
}

/** better-auth's user table (the columns the site reads or writes itself; better-auth owns the rest). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  twoFactorEnabled: boolean | null;
  /** Set by an administrator: better-auth refuses the account a session (app/auth/auth.server.ts). */
  disabled: Generated<boolean>;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: Date;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

/**
 * One sign-in context's tables. They live in a PostgreSQL schema per context
 * (auth_main, auth_discount_retail, …), so they are only ever reached through
 * `authDb(database, context)`, which sets the schema: a query on `user`
 * without it would find no such table, never another context's users.
 */
export interface AuthTables {
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  twoFactor: AuthTwoFactorTable;
  rateLimit: AuthRateLimitTable;
}

export interface DB extends AppTables, AuthTables {}

/** The PostgreSQL schema that holds one sign-in context's tables, e.g. auth_discount_retail. */
export function authSchema(id: AuthContextId): string {
  return `auth_${id.replaceAll("-", "_")}`;
}

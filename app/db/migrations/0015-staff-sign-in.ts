import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The group's staff get a sign-in context of their own (decision 0030): the `staff` context, in the
 * schema `auth_staff`, with better-auth's tables as every other context has them (0001, with 0005's
 * `disabled`). The staff accounts that lived in `main` beside RS Regal's client users (accounts of
 * `main` holding a role in `user_roles`) move over with their password hashes (scrypt with a salt of
 * their own: nothing of the context in them). Their two-factor keys cannot: better-auth seals each
 * with its context's key (derived from AUTH_SECRET and the context's name, which a migration does not
 * know), so two-factor sign-in starts off and the staff sign-in asks them to set it up again. Their
 * sessions end (a `main` cookie means nothing to `staff`). Every record naming them as `main`
 * follows: their roles, account state, one-time links, the audit log (as actor and as target) and
 * the quotation timelines. An account disabled by "main" was disabled by the group's staff, who are
 * now "staff". Names are written in: a migration never reads the application's lists.
 */
const FROM = "main";
const TO = "staff";
const FROM_SCHEMA = "auth_main";
const TO_SCHEMA = "auth_staff";

/** better-auth's tables, as 0001 made them and 0005 added `disabled` to the user. */
async function createContextTables(db: Kysely<unknown>, schema: string): Promise<void> {
  await db.schema.createSchema(schema).ifNotExists().execute();
  const s = db.schema.withSchema(schema);
  const now = sql`CURRENT_TIMESTAMP`;

  await s
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", "boolean", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("twoFactorEnabled", "boolean")
    .addColumn("disabled", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  await s
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", "timestamptz", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references(`${schema}.user.id`).onDelete("cascade"))
    .execute();

  await s
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references(`${schema}.user.id`).onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", "timestamptz")
    .addColumn("refreshTokenExpiresAt", "timestamptz")
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull())
    .execute();

  await s
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", "timestamptz", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references(`${schema}.user.id`).onDelete("cascade"))
    .addColumn("verified", "boolean")
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", "timestamptz")
    .execute();

  await s
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();

  await s.createIndex("session_userId_idx").on("session").column("userId").execute();
  await s.createIndex("account_userId_idx").on("account").column("userId").execute();
  await s.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
  await s.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await s.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
}

const USER_COLUMNS = ["id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt", "disabled"];
const ACCOUNT_COLUMNS = [
  "id",
  "accountId",
  "providerId",
  "userId",
  "accessToken",
  "refreshToken",
  "idToken",
  "accessTokenExpiresAt",
  "refreshTokenExpiresAt",
  "scope",
  "password",
  "createdAt",
  "updatedAt",
];

/** The site's own records that name an account by (context, user id). */
const ACCOUNT_REFERENCES = [
  ["user_roles", "context", "user_id"],
  ["accounts", "context", "user_id"],
  ["account_tokens", "context", "user_id"],
  ["audit_log", "actor_context", "actor_user_id"],
  ["audit_log", "target_context", "target_user_id"],
  ["quote_events", "actor_context", "actor_user_id"],
] as const;

/**
 * Moves these accounts of one context's schema to another's, with everything naming them: the user
 * and their password, two-factor sign-in off (its key was sealed for the old context).
 */
async function moveAccounts(
  db: Kysely<unknown>,
  ids: string[],
  from: { context: string; schema: string },
  to: { context: string; schema: string },
): Promise<void> {
  if (!ids.length) return;
  const moved = sql.join(ids);
  const users = sql.join(USER_COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(`${to.schema}.user`)} (${users}, "twoFactorEnabled")
    select ${users}, false from ${sql.table(`${from.schema}.user`)} where "id" in (${moved})`.execute(db);
  const accounts = sql.join(ACCOUNT_COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(`${to.schema}.account`)} (${accounts})
    select ${accounts} from ${sql.table(`${from.schema}.account`)} where "userId" in (${moved})`.execute(db);
  // Their sessions, passwords and two-factor keys in the old schema go with the user row (on delete cascade).
  await sql`delete from ${sql.table(`${from.schema}.user`)} where "id" in (${moved})`.execute(db);
  // The audit log refuses every change (0005); this one renames where its people sign in, in the migration's own
  // transaction (Kysely runs each migration in one on PostgreSQL), and the guard is back before it commits.
  await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
  for (const [table, contextColumn, userColumn] of ACCOUNT_REFERENCES) {
    await sql`update ${sql.table(table)} set ${sql.ref(contextColumn)} = ${to.context}
      where ${sql.ref(contextColumn)} = ${from.context} and ${sql.ref(userColumn)} in (${moved})`.execute(db);
  }
  await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
}

async function roleHolders(db: Kysely<unknown>, context: string): Promise<string[]> {
  const { rows } = await sql<{
    user_id: string;
  }>`select distinct user_id from user_roles where context = ${context} order by user_id`.execute(db);
  return rows.map((r) => r.user_id);
}

export const staffSignInMigration: Migration = {
  async up(db) {
    await createContextTables(db, TO_SCHEMA);
    const staff = await roleHolders(db, FROM);
    await moveAccounts(db, staff, { context: FROM, schema: FROM_SCHEMA }, { context: TO, schema: TO_SCHEMA });
    // Before this migration `main` could hold no client administrators: whoever disabled as `main` was staff.
    await sql`update accounts set disabled_by_context = ${TO} where disabled_by_context = ${FROM}`.execute(db);
  },
  async down(db) {
    const staff = await roleHolders(db, TO);
    await moveAccounts(db, staff, { context: TO, schema: TO_SCHEMA }, { context: FROM, schema: FROM_SCHEMA });
    await sql`update accounts set disabled_by_context = ${FROM} where disabled_by_context = ${TO}`.execute(db);
    await db.schema.dropSchema(TO_SCHEMA).ifExists().cascade().execute();
  },
};

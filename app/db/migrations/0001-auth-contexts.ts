import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The sign-in contexts' schemas when this migration was written, written in (a migration never reads the live list:
 * a context added later gets its tables from a migration of its own, so a fresh database and an old one agree).
 */
const CONTEXT_SCHEMAS = [
  "auth_discount_retail",
  "auth_mining",
  "auth_discount_retail_transport",
  "auth_app2",
  "auth_retail_clothing",
  "auth_retail_fashion",
  "auth_wholesale",
  "auth_quotes",
  "auth_main",
  "auth_events",
] as const;

/**
 * better-auth's tables (user, session, account, verification, rateLimit,
 * twoFactor), once per sign-in context, each context in its own PostgreSQL
 * schema so that nothing of one can be read as another's. The columns are
 * better-auth 1.7's, with the two-factor plugin; a test compares them with what
 * better-auth expects.
 */
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

  // Rate-limit counters live in the database so that limits hold across
  // restarts and across every copy of the server.
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

export const authContextsMigration: Migration = {
  async up(db) {
    for (const schema of CONTEXT_SCHEMAS) await createContextTables(db, schema);
  },
  async down(db) {
    for (const schema of CONTEXT_SCHEMAS) await db.schema.dropSchema(schema).ifExists().cascade().execute();
  },
};

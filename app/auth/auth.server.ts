import { createHmac } from "node:crypto";

import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";

import { site } from "#app/config/site.ts";
import type { Database } from "#app/db/database.server.ts";
import { authSchema } from "#app/db/schema.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { authBasePath, authContextIds, cookiePrefix, type AuthContextId } from "./contexts.ts";

/** Sessions last a working day and slide forward, at most hourly, while in use. */
const SESSION_SECONDS = 8 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;

/**
 * Sign-in attempts per client address per context: five a minute stops
 * password guessing and leaves room for typos; every other auth call is
 * limited more loosely. Counters are in the database (rateLimit table).
 */
export const SIGN_IN_LIMIT = { window: 60, max: 5 };

export interface AuthOptions {
  database: Database;
  /** AUTH_SECRET; each context signs with its own key derived from it. */
  secret: string;
  /** The public origin (SITE_URL): better-auth's base URL and its one trusted origin. */
  siteUrl: string;
}

function contextSecret(secret: string, id: AuthContextId): string {
  return createHmac("sha256", secret).update(`auth-context:${id}`).digest("base64url");
}

function createContextAuth(id: AuthContextId, options: AuthOptions) {
  const origin = new URL(options.siteUrl).origin;
  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: authBasePath(id),
    secret: contextSecret(options.secret, id),
    database: { db: options.database.db, type: "postgres", schemaName: authSchema(id) },
    // Accounts are provisioned with `npm run users`; nobody signs themselves up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": SIGN_IN_LIMIT,
        "/two-factor/verify-totp": SIGN_IN_LIMIT,
        "/two-factor/verify-backup-code": SIGN_IN_LIMIT,
      },
    },
    trustedOrigins: [origin],
    advanced: {
      cookiePrefix: cookiePrefix(id),
      // Secure cookies wherever the site is served over HTTPS, as in production.
      useSecureCookies: origin.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [twoFactor({ issuer: site.name })],
    telemetry: { enabled: false },
  });
}

export type ContextAuth = ReturnType<typeof createContextAuth>;
export type Auths = Record<AuthContextId, ContextAuth>;

/** One better-auth instance per context (docs/architecture.md, “Sign-in contexts”). */
export function createAuths(options: AuthOptions): Auths {
  return Object.fromEntries(authContextIds.map((id) => [id, createContextAuth(id, options)])) as Auths;
}

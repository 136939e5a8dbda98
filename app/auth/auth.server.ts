import { createHmac } from "node:crypto";

import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { createRemoteJWKSet, decodeJwt } from "jose";

import { site } from "#app/config/site.ts";
import { saveAccountState } from "#app/accounts/account-list.server.ts";
import { twoFactorRequired } from "#app/accounts/roles.ts";
import { rolesOf } from "#app/accounts/roles.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { metrics } from "#app/lib/server/metrics.server.ts";
import { authSchema } from "#app/db/schema.ts";
import type { PinnedDiscovery } from "#app/sso/discovery.server.ts";
import { domainAllowed, normaliseEmail } from "#app/sso/domains.ts";
import { providerRule, type ProviderConfig } from "#app/sso/providers.server.ts";
import { chooseSignIn } from "#app/sso/sign-in-choice.ts";
import { newSsoMember } from "#app/sso/new-member.server.ts";
import { AUTH_ADDRESS_HEADER } from "./client-address.ts";
import {
  claimTotpCode,
  endDeviceTrust,
  expireDeviceTrustCookie,
  refuseDeviceTrust,
  withoutDeviceTrust,
  type HookContext,
} from "./two-factor-guard.server.ts";
import {
  authBasePath,
  authContextIds,
  cookiePrefix,
  signInPage,
  STAFF_AUTH_CONTEXT,
  type AuthContextId,
} from "./contexts.ts";

/** Sessions last 8 hours of use (a working day) and slide forward, at most hourly, while in use. */
const SESSION_SECONDS = 8 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;

function sessionExpiry(now: number): Date {
  return new Date(now + SESSION_SECONDS * 1000);
}

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

/** The message a disabled account's sign-in gets (after its password was right, so it tells nobody anything). */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";

/** The message a staff member's attempt to turn off two-factor sign-in gets when their roles need it. */
export const TWO_FACTOR_REQUIRED = "TWO_FACTOR_REQUIRED";

/** A password sign-in refused because the address's domain signs in with its company's provider only. */
export const PASSWORDS_OFF = "PASSWORDS_OFF";

/** A provider's sign-in refused: the address is not of the provider's domains, or the provider did not verify it. */
export const SSO_DOMAIN_NOT_ALLOWED = "SSO_DOMAIN_NOT_ALLOWED";
export const SSO_EMAIL_UNVERIFIED = "SSO_EMAIL_UNVERIFIED";
/** Staff accounts are made by an administrator, never by a first sign-in through the group's provider. */
export const SSO_NO_ACCOUNT = "SSO_NO_ACCOUNT";

/** The provider's id in the instance built for it, and so its redirect URI: /api/auth/<context>/callback/sso. */
export const SSO_PROVIDER_ID = "sso";

/**
 * Single sign-on starts (decision 0050), counted in the database like the forms' limits
 * (app/forms/rate-limits.server.ts), so every server copy counts together: 10 a minute per e-mail address and
 * 300 a minute per context. Not per client address: a company's people arrive from one office address together.
 */
export const SSO_START_LIMITS = {
  perAddress: { max: 10, windowMs: 60_000 },
  perContext: { max: 300, windowMs: 60_000 },
};

/** A claim that is true, whether the provider sends it as a boolean or as "true". */
function isTrue(claim: unknown): boolean {
  return claim === true || claim === "true";
}

/** The endpoint a provider's answer comes back to (better-auth's route pattern, as hooks see it). */
const SSO_CALLBACK_PATH = "/callback/:id";

/** Endpoints whose failure is a failed sign-in attempt, for the audit log. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * The checks of a provider's sign-in (decision 0050), run by better-auth before it makes a user ("create-user"),
 * links the provider's identity to an existing account ("link-account"), or signs a linked one in ("sign-in"):
 * the address the provider gives now is verified and of its domains, the account is not disabled, and staff
 * accounts are never made by a sign-in. Only the provider's own sign-ins are checked here.
 */
async function ssoChecks(
  id: AuthContextId,
  sso: ProviderConfig,
  data: { user: Record<string, unknown>; source: { action: string; method: string; oauth?: { providerId: string } } },
  ctx: { context: { internalAdapter: { findUserById(id: string): Promise<Record<string, unknown> | null> } } },
): Promise<{ error: string; errorDescription: string } | undefined> {
  const { user, source } = data;
  if (source.method !== "oauth" || source.oauth?.providerId !== SSO_PROVIDER_ID) return undefined;
  if (source.action === "create-user" && id === STAFF_AUTH_CONTEXT) {
    return { error: SSO_NO_ACCOUNT, errorDescription: "No account for this address." };
  }
  if (!isTrue(user.emailVerified)) return { error: SSO_EMAIL_UNVERIFIED, errorDescription: "Unverified address." };
  if (typeof user.email !== "string" || !domainAllowed(user.email, sso.domains)) {
    return { error: SSO_DOMAIN_NOT_ALLOWED, errorDescription: "Domain not allowed." };
  }
  if (source.action !== "create-user" && typeof user.id === "string") {
    const account = await ctx.context.internalAdapter.findUserById(user.id);
    if (!account || account.disabled === true) {
      return { error: ACCOUNT_DISABLED, errorDescription: "This account is disabled." };
    }
  }
  return undefined;
}

/**
 * Who the provider signed in, once better-auth has checked the ID token (signature, issuer, audience, nonce): its
 * claims when they carry the address, else the userinfo endpoint's answer for the same subject. Without an ID
 * token, nobody (decision 0050): userinfo alone proves nothing about who the token was issued to.
 */
async function ssoUserInfo(
  tokens: { idToken?: string; accessToken?: string },
  userinfoEndpoint: string | undefined,
): Promise<(Record<string, unknown> & { id: string; email?: string; emailVerified: boolean }) | null> {
  if (!tokens.idToken) return null;
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(tokens.idToken);
  } catch {
    return null;
  }
  if (typeof claims.sub !== "string") return null;
  let profile = claims;
  if (typeof claims.email !== "string") {
    if (!userinfoEndpoint || !tokens.accessToken) return null;
    const response = await fetch(userinfoEndpoint, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    // The same person as the ID token's (better-auth checks it too, whenever a subject is given).
    if (!body || body.sub !== claims.sub) return null;
    profile = body;
  }
  return {
    ...profile,
    id: claims.sub,
    email: typeof profile.email === "string" ? profile.email : undefined,
    emailVerified: isTrue(profile.email_verified) || isTrue(profile.xms_edov),
    name: typeof profile.name === "string" ? profile.name : undefined,
  };
}

/**
 * Endpoints after which no device of the account may be trusted (decision 0048): a password change, two-factor
 * sign-in turned off, better-auth's own "sign out everywhere". The administrator's ways are in
 * app/accounts/accounts.server.ts.
 */
const TRUST_ENDING_PATHS = new Set([
  "/change-password",
  "/set-password",
  "/two-factor/disable",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);

/**
 * better-auth logs every refusal's message at level "error" (a wrong password, a code, the site's own rules in
 * the hooks below): those are the audit log's, and are not logged here. A fault (a 5xx, or anything that is not
 * a refusal) is, with its stack.
 */
export function logAuthError(error: unknown, ctx: { logger: { error(message: string, ...rest: unknown[]): void } }) {
  if (isAPIError(error) && error.statusCode < 500) return;
  ctx.logger.error(error instanceof Error ? error.message : "Auth error", error);
}

/**
 * `sso`: the context's identity provider, for the instance that signs in through it (app/sso/sso-auth.server.ts,
 * decision 0043). It shares the context's tables, cookies and signing key, so its sessions are the context's.
 */
function createContextAuth(
  id: AuthContextId,
  options: AuthOptions,
  sso?: ProviderConfig & { discovery: PinnedDiscovery },
) {
  const origin = new URL(options.siteUrl).origin;
  const { database } = options;

  /** A failed sign-in attempt (a password or a code refused), on the audit log and the metrics. */
  async function auditFailedSignIn(ctx: HookContext, reason: string | undefined) {
    const body = (ctx.body ?? {}) as { email?: unknown };
    const email = typeof body.email === "string" ? body.email.slice(0, 254).toLowerCase() : undefined;
    metrics().signInFailures.inc({ context: id });
    await recordAudit(database.db, {
      action: "sign-in-failed",
      actor: { context: id, email, address: ctx.headers?.get(AUTH_ADDRESS_HEADER) ?? undefined },
      targetContext: id,
      target: email,
      detail: { step: ctx.path === "/sign-in/email" ? "password" : "code", reason },
    });
  }

  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: authBasePath(id),
    secret: contextSecret(options.secret, id),
    database: { db: options.database.db, type: "postgres", schemaName: authSchema(id) },
    // Accounts are provisioned with `npm run users`; nobody signs themselves up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    // Set by an administrator (app/accounts/accounts.server.ts); nobody can set it through the auth API.
    user: {
      additionalFields: { disabled: { type: "boolean", required: false, defaultValue: false, input: false } },
      // Every check of a provider's sign-in, before better-auth makes a user, links the provider's identity to an
      // account, or signs a linked one in (decision 0050): an identity is linked only by a sign-in that passes
      // them all, so one refused today cannot come back later as "already linked" without them.
      ...(sso ? { validateUserInfo: (data, ctx) => ssoChecks(id, sso, data, ctx) } : {}),
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Set only by the provider's callback (below): its second factor stood in for ours (decision 0043).
      additionalFields: { viaSso: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    // A provider links to the account an administrator made for the same address when it vouches for the
    // address (email_verified); better-auth refuses otherwise. The site's own accounts are never "verified" by
    // better-auth's e-mail step (it is switched off): an administrator made them for that address.
    account: { accountLinking: { enabled: true, requireLocalEmailVerified: false } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": SIGN_IN_LIMIT,
        "/two-factor/verify-totp": SIGN_IN_LIMIT,
        "/two-factor/verify-backup-code": SIGN_IN_LIMIT,
        // The provider's instance is reached only by the site: its starts by the sign-in action, limited per
        // e-mail address and per context (SSO_START_LIMITS), never by better-auth's 3 in 10 seconds per client
        // address, which turned away colleagues behind one office address; its callbacks, each needing a start's
        // one-time state, as many per client address as a context may start.
        ...(sso
          ? {
              "/sign-in/social": false as const,
              [`/callback/${SSO_PROVIDER_ID}`]: {
                window: SSO_START_LIMITS.perContext.windowMs / 1000,
                max: SSO_START_LIMITS.perContext.max,
              },
            }
          : {}),
      },
    },
    trustedOrigins: [origin],
    // Lists every session of the user with its token: a page that can call it could take over the user's other
    // sessions. Nothing of the site calls it (its pages reach auth in-process, app/auth/session.server.ts).
    // The others change an account outside the site's rules (a name carrying a web address into the site's
    // e-mails, another e-mail address, a deleted account with no audit entry, better-auth's own reset links):
    // accounts are changed through app/accounts/accounts.server.ts only (decision 0026).
    disabledPaths: [
      "/list-sessions",
      "/update-user",
      "/change-email",
      "/delete-user",
      "/delete-user/callback",
      "/request-password-reset",
      "/reset-password",
      "/send-verification-email",
      "/verify-email",
      "/link-social",
      "/unlink-account",
    ],
    advanced: {
      cookiePrefix: cookiePrefix(id),
      // Secure cookies wherever the site is served over HTTPS, as in production.
      useSecureCookies: origin.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [AUTH_ADDRESS_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: site.name }),
      ...(sso
        ? [
            genericOAuth({
              config: [
                {
                  providerId: SSO_PROVIDER_ID,
                  name: "Your organisation",
                  // The endpoints of the discovery document the site read and checked (app/sso/discovery.server.ts);
                  // the plugin reads it again for its ID token settings, which pinProvider replaces with the checked ones.
                  discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
                  authorizationUrl: sso.discovery.authorizationEndpoint,
                  tokenUrl: sso.discovery.tokenEndpoint,
                  userInfoUrl: sso.discovery.userinfoEndpoint,
                  endSessionEndpoint: sso.discovery.endSessionEndpoint,
                  clientId: sso.clientId,
                  clientSecret: sso.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  // Authorization code with PKCE; the ID token's signature, issuer, audience and nonce checked.
                  pkce: true,
                  requireIdTokenVerification: true,
                  // Microsoft Entra ID says an address is its domain owner's with `xms_edov`, not `email_verified`.
                  // Addresses as the site matches them (normaliseEmail): "alice@sso.test." is alice@sso.test's account.
                  mapProfileToUser: (profile) => ({
                    ...(typeof profile.email === "string" ? { email: normaliseEmail(profile.email) } : {}),
                    emailVerified: isTrue(profile.email_verified) || isTrue(profile.xms_edov),
                  }),
                  // An ID token is required: a token response without one signs nobody in from userinfo alone.
                  getUserInfo: (tokens) => ssoUserInfo(tokens, sso.discovery.userinfoEndpoint),
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          // Only the provider's callback makes users (passwords' sign-up is off): a verified address of its domains.
          async before(user, ctx) {
            if (ctx?.path !== SSO_CALLBACK_PATH) return;
            if (!sso || id === STAFF_AUTH_CONTEXT) {
              throw new APIError("FORBIDDEN", { message: "No account for this address.", code: SSO_NO_ACCOUNT });
            }
            if (!user.emailVerified) {
              throw new APIError("FORBIDDEN", { message: "Unverified address.", code: SSO_EMAIL_UNVERIFIED });
            }
            if (!domainAllowed(user.email, sso.domains)) {
              throw new APIError("FORBIDDEN", { message: "Domain not allowed.", code: SSO_DOMAIN_NOT_ALLOWED });
            }
          },
          async after(user, ctx) {
            if (ctx?.path !== SSO_CALLBACK_PATH) return;
            await newSsoMember(database, id, { id: user.id, email: user.email }, sso?.issuer);
          },
        },
      },
      session: {
        create: {
          // A disabled account is refused here, once its password (and code) were right: every way in makes a session.
          // Read through better-auth's own adapter, which is inside its transaction when there is one (a password
          // change makes its new session in one; PGlite has a single connection, so a query beside it would wait forever).
          // The sign-in form asks for a browser-session cookie (rememberMe: false, decision 0005), for which
          // better-auth stores a day; every session of ours ends 8 hours after its last use.
          async before(session, ctx) {
            const user = ctx ? await ctx.context.internalAdapter.findUserById(session.userId) : null;
            if (user && "disabled" in user && user.disabled === true) {
              throw new APIError("FORBIDDEN", { message: "This account is disabled.", code: ACCOUNT_DISABLED });
            }
            // An account linked before keeps signing in only while its address is still of the provider's domains.
            const viaSso = ctx?.path === SSO_CALLBACK_PATH;
            if (viaSso && (!sso || !user || !domainAllowed(user.email, sso.domains))) {
              throw new APIError("FORBIDDEN", { message: "Domain not allowed.", code: SSO_DOMAIN_NOT_ALLOWED });
            }
            const latest = sessionExpiry(Date.now());
            return {
              data: { ...session, viaSso, expiresAt: session.expiresAt < latest ? session.expiresAt : latest },
            };
          },
          async after(session) {
            const user = await authDb(database, id)
              .selectFrom("user")
              .select("email")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            await saveAccountState(database.db, id, session.userId, { last_sign_in_at: new Date() });
            await recordAudit(database.db, {
              action: "sign-in",
              actor: {
                context: id,
                userId: session.userId,
                email: user?.email,
                address: session.ipAddress ?? undefined,
              },
              targetContext: id,
              targetUserId: session.userId,
              target: user?.email,
            });
          },
        },
      },
    },
    hooks: {
      // Staff whose roles need two-factor sign-in cannot turn it off, by the account page or by the API
      // (decision 0030); an administrator resets it for someone who lost their device.
      before: createAuthMiddleware(async (ctx) => {
        // No device skips the second factor, and each authenticator code works once (decision 0048). A refusal
        // here is a failed sign-in attempt like a wrong code, on the audit log (better-auth's after hooks do not
        // run for it).
        try {
          refuseDeviceTrust(ctx);
          await claimTotpCode(database.db, id, ctx);
        } catch (error) {
          if (isAPIError(error) && SIGN_IN_PATHS.has(ctx.path)) await auditFailedSignIn(ctx, error.body?.code);
          throw error;
        }
        // Sign-in by an ID token the browser brings skips the code flow's state, PKCE and nonce: only the code flow.
        if (ctx.path === "/sign-in/social" && (ctx.body as { idToken?: unknown } | undefined)?.idToken) {
          throw new APIError("FORBIDDEN", { message: "Sign in through the provider's page." });
        }
        // An address whose company signs it in may not use a password when the administrator said so, whichever
        // way the password comes (the sign-in page, or this API).
        if (ctx.path === "/sign-in/email") {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const rule = typeof email === "string" ? await providerRule(database, id) : undefined;
          if (typeof email === "string" && chooseSignIn(email, rule, true).kind === "passwords-off") {
            throw new APIError("FORBIDDEN", {
              message: "Sign in with your organisation's account.",
              code: PASSWORDS_OFF,
            });
          }
          return withoutDeviceTrust(ctx);
        }
        if (id !== STAFF_AUTH_CONTEXT || ctx.path !== "/two-factor/disable") return;
        const session = await getSessionFromCtx(ctx);
        if (session && twoFactorRequired(await rolesOf(database, id, session.user.id))) {
          throw new APIError("FORBIDDEN", {
            message: "Your roles need two-factor sign-in.",
            code: TWO_FACTOR_REQUIRED,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (TRUST_ENDING_PATHS.has(ctx.path) && !(returned instanceof APIError)) {
          const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
          if (userId) await endDeviceTrust(database.db, id, userId);
          expireDeviceTrustCookie(ctx);
        }
        if (SIGN_IN_PATHS.has(ctx.path) && returned instanceof APIError)
          await auditFailedSignIn(ctx, returned.body?.code);
      }),
    },
    // A provider's answer better-auth refuses before it knows where the sign-in began (a state it never gave, or
    // one already used) goes back to the context's sign-in page, with the reason (app/auth/signin.server.ts).
    onAPIError: { ...(sso ? { errorURL: signInPage(id) } : {}), onError: logAuthError },
    telemetry: { enabled: false },
    // Failed sign-ins are on the audit log; better-auth's own warnings about them would only fill the server log.
    logger: { level: "error" },
  });
}

export type ContextAuth = ReturnType<typeof createContextAuth>;
export type Auths = Record<AuthContextId, ContextAuth>;

/** One better-auth instance per context (docs/architecture.md, “Sign-in contexts”). */
export function createAuths(options: AuthOptions): Auths {
  return Object.fromEntries(authContextIds.map((id) => [id, createContextAuth(id, options)])) as Auths;
}

/**
 * The context's instance with its identity provider (decision 0043): better-auth's generic OAuth plugin takes
 * its providers when the instance is made, so a provider saved on /staff/sso gets an instance of its own, made
 * again when it changes. It signs in through the provider only; everything else goes to the context's instance.
 */
export function createSsoAuth(
  id: AuthContextId,
  options: AuthOptions,
  provider: ProviderConfig,
  discovery: PinnedDiscovery,
) {
  return createContextAuth(id, options, { ...provider, discovery });
}

/**
 * Makes the instance's provider check ID tokens against the discovery document the site checked (decision 0050):
 * its issuer (the ID token's `iss` must be it) and its JWKS. The generic OAuth plugin reads the document again
 * when the instance starts and takes those two from its own reading; it offers no way to hand them over, so they
 * are set on its provider here. False when the plugin could not build the provider (the issuer did not answer it)
 * or its reading named another issuer: the instance is not used.
 */
export async function pinProvider(
  auth: ReturnType<typeof createSsoAuth>,
  clientId: string,
  discovery: PinnedDiscovery,
): Promise<boolean> {
  const { socialProviders } = await auth.$context;
  const provider = socialProviders.find((p) => p.id === SSO_PROVIDER_ID) as
    { issuer?: string; idToken?: Record<string, unknown> } | undefined;
  if (!provider?.idToken || provider.issuer !== discovery.issuer) return false;
  provider.idToken = {
    ...provider.idToken,
    jwks: createRemoteJWKSet(new URL(discovery.jwksUri)),
    issuer: discovery.issuer,
    audience: clientId,
    algorithms: discovery.signingAlgorithms,
  };
  return true;
}

/**
 * Slides a session in use forward to 8 hours from now, writing at most
 * hourly. better-auth does this itself only for sessions whose cookie
 * outlives the browser; the site's sign-in gives browser-session cookies
 * (decision 0005), whose sessions it never extends, so the root middleware's
 * session read (app/auth/session.server.ts) calls this.
 */
export async function slideSession(
  auth: ContextAuth,
  session: { token: string; expiresAt: Date | string },
  now = Date.now(),
): Promise<void> {
  const expiresAt = new Date(session.expiresAt).getTime();
  if (expiresAt - now > (SESSION_SECONDS - SESSION_REFRESH_SECONDS) * 1000) return;
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateSession(session.token, { expiresAt: sessionExpiry(now), updatedAt: new Date(now) });
}

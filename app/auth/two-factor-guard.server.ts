import { createHmac, timingSafeEqual } from "node:crypto";

import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { sql, type Kysely } from "kysely";

import type { DB } from "#app/db/schema.ts";
import { authSchema } from "#app/db/schema.ts";
import type { AuthContextId } from "./contexts.ts";

/**
 * Two-factor sign-in that holds (issue 34, decision 0048): no device skips the second factor, and each
 * authenticator code works once. These are pieces of the sign-in contexts' hooks (app/auth/auth.server.ts).
 */

/** What a better-auth hook is given. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A second-factor answer asked to remember the device: the site never does (every sign-in asks for a code). */
export const DEVICE_TRUST_OFF = "DEVICE_TRUST_OFF";
/** An authenticator code that was accepted before (in its 30 seconds): refused, as ASVS 2.8.4 asks. */
export const TOTP_CODE_USED = "TOTP_CODE_USED";

/** better-auth's two-factor plugin's cookies (under the context's prefix) and its trust records' names. */
const TRUST_DEVICE_COOKIE = "trust_device";
const TWO_FACTOR_COOKIE = "two_factor";
const TRUST_RECORD_PREFIX = "trust-device-";

/** The endpoints that take a second factor; each accepts better-auth's `trustDevice`. */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

/** The sign-ins at which better-auth's two-factor plugin lets a trusted device's cookie skip the second factor. */
const PASSWORD_SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/username", "/sign-in/phone-number"]);

/**
 * Refuses "trust this device" on every second-factor endpoint. better-auth would otherwise set a cookie that lets
 * the password alone sign in for 30 days; the site's own forms never ask for it. Refused in every context, not
 * only those whose roles need the second factor: nobody is offered it, so nobody loses anything.
 */
export function refuseDeviceTrust(ctx: HookContext): void {
  if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
  const trustDevice = (ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice;
  if (trustDevice === undefined || trustDevice === false) return;
  throw new APIError("BAD_REQUEST", {
    message: "This site does not remember devices: every sign-in asks for a code.",
    code: DEVICE_TRUST_OFF,
  });
}

/**
 * A password sign-in never sees a trusted device's cookie (one set before device trust was refused, or forged
 * beside a record restored from a backup): it is taken out of the request before better-auth's two-factor plugin
 * reads it, and the browser is told to forget it. Returns the request's new headers for the hook to hand on.
 */
export function withoutDeviceTrust(ctx: HookContext): { context: { headers: Headers } } | undefined {
  if (!PASSWORD_SIGN_IN_PATHS.has(ctx.path)) return undefined;
  const cookie = ctx.headers?.get("cookie");
  if (!cookie) return undefined;
  const trust = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  const parts = cookie.split(";");
  const kept = parts.filter((part) => part.split("=", 1)[0]!.trim() !== trust.name);
  if (kept.length === parts.length) return undefined;
  ctx.setCookie(trust.name, "", { ...trust.attributes, maxAge: 0 });
  const headers = new Headers(ctx.headers);
  headers.set("cookie", kept.join(";"));
  return { context: { headers } };
}

/**
 * Ends every "trust this device" record of an account, so no cookie of it means anything again: at "sign out
 * everywhere", a password change, two-factor sign-in turned off or reset, an account disabled.
 */
export async function endDeviceTrust(db: Kysely<DB>, context: AuthContextId, userId: string): Promise<void> {
  await db
    .withSchema(authSchema(context))
    .deleteFrom("verification")
    .where("identifier", "like", `${TRUST_RECORD_PREFIX}%`)
    .where("value", "=", userId)
    .execute();
}

/** The browser's trust cookie, expired: for the hooks of the endpoints after which it must go (see endDeviceTrust). */
export function expireDeviceTrustCookie(ctx: HookContext): void {
  const trust = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  if (ctx.getCookie(trust.name) === null) return;
  ctx.setCookie(trust.name, "", { ...trust.attributes, maxAge: 0 });
}

/** better-auth's TOTP: 30-second steps, 6 digits, codes of the step before and after accepted too. */
const PERIOD_MS = 30_000;
const DIGITS = 6;

/** RFC 4226's code of one counter (HMAC-SHA-1, dynamic truncation), as better-auth and the apps compute it. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac("sha1", key).update(message).digest();
  const offset = hash[hash.length - 1]! & 0xf;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The key better-auth keeps sealed in `twoFactor.secret`: its bytes, as its TOTP uses them. */
async function totpKey(ctx: HookContext, sealed: string): Promise<Buffer> {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: sealed });
  // better-auth's own keys are plain strings; "base32:" marks one brought from another system.
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.slice(7).toUpperCase().replace(/=+$/, "")) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/**
 * The time-step whose code this is, if any that better-auth may accept. Its check runs a moment after this one
 * and takes the step before and after its own, so one step later is looked at too: a code it could accept is
 * always claimed here first.
 */
function matchingStep(key: Buffer, code: string, now: number): number | undefined {
  const current = Math.floor(now / PERIOD_MS);
  const given = Buffer.from(code);
  for (const step of [current - 1, current, current + 1, current + 2]) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return undefined;
}

/** The account a second-factor answer is for: the signed-in one, or the one half-way through signing in. */
async function secondFactorUser(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const pending = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(pending.name, ctx.context.secret);
  if (!identifier) return undefined;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record && new Date(record.expiresAt) > new Date() ? record.value : undefined;
}

/**
 * Each authenticator code accepted once per account (ASVS 2.8.4), on every copy of the server: before
 * better-auth checks a code, a right one is claimed in `totp_codes_used` by its account and time-step (migration
 * 0029). Of two answers with one code, however close together and on whichever copies, the second finds the claim
 * and is refused. A wrong code claims nothing (better-auth refuses and counts it); rows older than any code that
 * could still be accepted are pruned as codes are claimed.
 */
export async function claimTotpCode(db: Kysely<DB>, context: AuthContextId, ctx: HookContext): Promise<void> {
  if (ctx.path !== "/two-factor/verify-totp") return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || code.length !== DIGITS) return;
  const userId = await secondFactorUser(ctx);
  if (!userId) return;
  const twoFactor = await ctx.context.adapter.findOne<{ secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  if (!twoFactor) return;
  const step = matchingStep(await totpKey(ctx, twoFactor.secret), code, Date.now());
  if (step === undefined) return;
  const claimed = await db
    .insertInto("totp_codes_used")
    .values({ context, user_id: userId, time_step: step })
    .onConflict((oc) => oc.doNothing())
    .returning("time_step")
    .executeTakeFirst();
  // A code is accepted for at most 90 seconds: its claim is of no use after that.
  await db
    .deleteFrom("totp_codes_used")
    .where("used_at", "<", sql<Date>`CURRENT_TIMESTAMP - interval '5 minutes'`)
    .execute();
  if (!claimed) {
    throw new APIError("UNAUTHORIZED", {
      message: "This code has been used already: wait for the next one.",
      code: TOTP_CODE_USED,
    });
  }
}

import { data, redirect } from "react-router";

import { site } from "#app/config/site.ts";
import { safeRedirectPath } from "./access.ts";
import { ACCOUNT_DISABLED } from "./auth.server.ts";
import { contextHome, type AuthContextId } from "./contexts.ts";
import { callAuth } from "./session.server.ts";

/** What the sign-in page shows after a post that did not sign the visitor in. */
export interface SignInResult {
  step: "password" | "code";
  error?: string;
  /** The e-mail address as typed, so nobody types it twice. */
  email: string;
}

const MESSAGES = {
  missing: "Enter your e-mail address and your password.",
  // Never says which of the two was wrong: that would tell a guesser which addresses have accounts.
  mismatch: "That e-mail address and password do not match an account here. Check both and try again.",
  limited: "Too many sign-in attempts. Wait a minute, then try again.",
  disabled: `This account has been disabled. If you think that is a mistake, ask whoever manages accounts at your organisation, or call ${site.phone}.`,
  code: "That code did not work. Enter the 6-digit code your authenticator app shows now, or one of your backup codes.",
  codeExpired: "That took too long. Please sign in with your password again.",
  unavailable: "We could not sign you in just now. Please try again in a moment.",
};

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  return typeof body.code === "string" ? body.code : undefined;
}

function withCookies(from: Response): Headers {
  const headers = new Headers();
  for (const cookie of from.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The page again, with a message. A mistake in a form is answered 200 (the
 * page is what the visitor should see); only being rate limited is 429.
 */
function fail(result: SignInResult, status: 200 | 429 | 503, headers?: Headers) {
  return data(result, { status, headers: headers ?? new Headers() });
}

/**
 * The sign-in form's action, shared by /auth/signin and each programme's
 * sign-in page: the password step, and the authentication-code step for
 * accounts with two-factor sign-in on. Success redirects to `redirectTo`
 * (same-origin paths only) or the context's home.
 */
export async function signInAction(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  form: FormData,
) {
  const email = String(form.get("email") ?? "").trim();
  const target = safeRedirectPath(form.get("redirectTo")) ?? contextHome(context);

  if (form.get("step") === "code") {
    const code = String(form.get("code") ?? "").replace(/\s+/g, "");
    if (!code) return fail({ step: "code", email, error: MESSAGES.code }, 200);
    const path = /^\d{6}$/.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
    const response = await callAuth(request, address, context, path, { code, trustDevice: false });
    if (response.ok) throw redirect(target, { headers: withCookies(response) });
    if (response.status === 429) return fail({ step: "code", email, error: MESSAGES.limited }, 429);
    const problem = await errorCode(response);
    if (problem === ACCOUNT_DISABLED) return fail({ step: "password", email, error: MESSAGES.disabled }, 200);
    // The short-lived two-factor cookie has gone: start again from the password.
    if (problem === "INVALID_TWO_FACTOR_COOKIE")
      return fail({ step: "password", email, error: MESSAGES.codeExpired }, 200);
    return fail({ step: "code", email, error: MESSAGES.code }, 200);
  }

  const password = String(form.get("password") ?? "");
  if (!email || !password) return fail({ step: "password", email, error: MESSAGES.missing }, 200);
  const response = await callAuth(request, address, context, "/sign-in/email", { email, password, rememberMe: false });
  if (response.status === 429) return fail({ step: "password", email, error: MESSAGES.limited }, 429);
  if (response.status >= 500) return fail({ step: "password", email, error: MESSAGES.unavailable }, 503);
  if (!response.ok) {
    const refused = (await errorCode(response)) === ACCOUNT_DISABLED;
    return fail({ step: "password", email, error: refused ? MESSAGES.disabled : MESSAGES.mismatch }, 200);
  }
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return fail({ step: "code", email }, 200, withCookies(response));
  throw redirect(target, { headers: withCookies(response) });
}

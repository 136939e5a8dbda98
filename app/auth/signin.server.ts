import { data, redirect } from "react-router";

import { site } from "#app/config/site.ts";
import { safeRedirectPath } from "./access.ts";
import { services } from "#app/services.server.ts";
import { providerRule } from "#app/sso/providers.server.ts";
import { serverSecretBox } from "#app/sso/secret-box.server.ts";
import { chooseSignIn, type ProviderRule } from "#app/sso/sign-in-choice.ts";
import { startProviderSignIn } from "#app/sso/sso-auth.server.ts";
import {
  ACCOUNT_DISABLED,
  PASSWORDS_OFF,
  SSO_DOMAIN_NOT_ALLOWED,
  SSO_EMAIL_UNVERIFIED,
  SSO_NO_ACCOUNT,
} from "./auth.server.ts";
import { contextHome, type AuthContextId } from "./contexts.ts";
import { TOTP_CODE_USED } from "./two-factor-guard.server.ts";
import { callAuth } from "./session.server.ts";

/** What the sign-in page shows after a post that did not sign the visitor in. */
export interface SignInResult {
  /** "email": the first step when the context signs some addresses in through their company's provider. */
  step: "email" | "password" | "code" | "provider";
  error?: string;
  /** The e-mail address as typed, so nobody types it twice. */
  email: string;
  /**
   * The step "provider": the company's sign-in page to go on to. Not a redirect: the site's CSP allows forms to
   * post only to itself (form-action 'self'), which browsers apply to a form post's redirects too, so the page
   * goes on by itself (a meta refresh, or its script) and shows the link.
   */
  providerUrl?: string;
}

const MESSAGES = {
  missing: "Enter your e-mail address and your password.",
  // Never says which of the two was wrong: that would tell a guesser which addresses have accounts.
  mismatch: "That e-mail address and password do not match an account here. Check both and try again.",
  limited: "Too many sign-in attempts. Wait a minute, then try again.",
  disabled: `This account has been disabled. If you think that is a mistake, ask whoever manages accounts at your organisation, or call ${site.phone}.`,
  code: "That code did not work. Enter the 6-digit code your authenticator app shows now, or one of your backup codes.",
  codeExpired: "That took too long. Please sign in with your password again.",
  // Each code works once (decision 0048): someone, maybe the visitor a moment ago, has used this one.
  codeUsed: "That code has been used already. Wait for the next code your authenticator app shows, and enter it.",
  unavailable: "We could not sign you in just now. Please try again in a moment.",
  emailMissing: "Enter your e-mail address.",
  passwordsOff:
    "Your organisation signs you in with its own account: choose Continue and sign in on its page. Passwords are not used for your address here.",
  providerUnavailable:
    "We could not reach your organisation's sign-in just now. Please try again in a moment, or ask your IT team.",
  providerRefused: `Your organisation's sign-in is not set up as this site expects, so we did not send you to it. Please tell your IT team, or call ${site.phone}.`,
  providerOff: "Sign-in with your organisation's account is not set up here any more. Sign in with your password.",
};

/** A start through the provider held back by its limits (decision 0050): how long to wait, not "could not reach". */
function tooManySignIns(seconds: number): string {
  return `Too many sign-ins just now: wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`;
}

/**
 * Why a sign-in through the company's provider came back refused, by the code in the sign-in page's address
 * (better-auth's, or ours from app/auth/auth.server.ts). Anything else (a changed or old state, a code used
 * twice, the person cancelling at the provider) is "start again".
 */
export function providerErrorMessage(code: string): string {
  switch (code) {
    case ACCOUNT_DISABLED:
      return MESSAGES.disabled;
    case SSO_DOMAIN_NOT_ALLOWED:
    case "email_does_not_match":
      return "Your organisation's account is not one this programme signs in. Sign in with the account of your organisation that is registered here, or ask whoever manages accounts at your organisation.";
    case SSO_EMAIL_UNVERIFIED:
    case "unable_to_link_account":
    case "account not linked":
    case "account_not_linked":
      return "Your organisation's sign-in did not confirm your e-mail address, so we cannot sign you in with it. Ask your IT team.";
    case SSO_NO_ACCOUNT:
      return "There is no staff account for that address. Ask an administrator to make one.";
    case "sso_unavailable":
      return MESSAGES.providerUnavailable;
    case "sso_off":
      return "Sign-in with your organisation's account is not set up here any more. Sign in with your password.";
    default:
      return "Your sign-in with your organisation did not complete: it was cancelled, took too long or was already used. Please start again.";
  }
}

/** The context's identity provider, when it is usable (a saved provider and the key to open its secret). */
export async function usableProvider(context: AuthContextId): Promise<ProviderRule | undefined> {
  if (!serverSecretBox()) return undefined;
  return providerRule((await services()).database, context);
}

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
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const target = redirectTo ?? contextHome(context);

  if (form.get("step") === "email") {
    if (!email) return fail({ step: "email", email, error: MESSAGES.emailMissing }, 200);
    const choice = chooseSignIn(email, await usableProvider(context), form.get("method") === "password");
    if (choice.kind === "password") return fail({ step: "password", email }, 200);
    if (choice.kind === "passwords-off") return fail({ step: "email", email, error: MESSAGES.passwordsOff }, 200);
    const started = await startProviderSignIn(request, address, context, email, target, redirectTo);
    if (started.kind === "limited") {
      const headers = new Headers({ "Retry-After": String(started.retryAfterSeconds) });
      return fail({ step: "email", email, error: tooManySignIns(started.retryAfterSeconds) }, 429, headers);
    }
    if (started.kind === "unreachable") return fail({ step: "email", email, error: MESSAGES.providerUnavailable }, 503);
    if (started.kind === "refused") return fail({ step: "email", email, error: MESSAGES.providerRefused }, 503);
    if (started.kind === "off") return fail({ step: "password", email, error: MESSAGES.providerOff }, 200);
    const headers = new Headers();
    for (const cookie of started.cookies) headers.append("Set-Cookie", cookie);
    return data<SignInResult>({ step: "provider", email, providerUrl: started.url }, { headers });
  }

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
    if (problem === TOTP_CODE_USED) return fail({ step: "code", email, error: MESSAGES.codeUsed }, 200);
    return fail({ step: "code", email, error: MESSAGES.code }, 200);
  }

  const password = String(form.get("password") ?? "");
  if (!email || !password) return fail({ step: "password", email, error: MESSAGES.missing }, 200);
  const response = await callAuth(request, address, context, "/sign-in/email", { email, password, rememberMe: false });
  if (response.status === 429) return fail({ step: "password", email, error: MESSAGES.limited }, 429);
  if (response.status >= 500) return fail({ step: "password", email, error: MESSAGES.unavailable }, 503);
  if (!response.ok) {
    const problem = await errorCode(response);
    if (problem === PASSWORDS_OFF) return fail({ step: "email", email, error: MESSAGES.passwordsOff }, 200);
    const refused = problem === ACCOUNT_DISABLED;
    return fail({ step: "password", email, error: refused ? MESSAGES.disabled : MESSAGES.mismatch }, 200);
  }
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return fail({ step: "code", email }, 200, withCookies(response));
  throw redirect(target, { headers: withCookies(response) });
}

import { encode } from "uqr";

import { MIN_PASSWORD_LENGTH } from "#app/accounts/credentials.ts";
import { TWO_FACTOR_REQUIRED } from "./auth.server.ts";
import type { AuthContextId } from "./contexts.ts";
import { TOTP_CODE_USED } from "./two-factor-guard.server.ts";
import { callAuth } from "./session.server.ts";

/** What the account page shows after one of its forms was sent. */
export interface AccountResult {
  /** Which section the message belongs to. */
  form: "two-factor" | "password";
  error?: string;
  done?: string;
  /** Two-factor set-up in progress: the key to scan, shown until a code confirms it. */
  setup?: TwoFactorSetup;
}

export interface TwoFactorSetup {
  /** otpauth:// URI, for the QR code and for apps that take a link. */
  uri: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** SVG path of the QR code's dark modules, on a grid of `qrSize`. */
  qrPath: string;
  qrSize: number;
  backupCodes: string[];
}

/** The QR code as one SVG path (drawn on the server, so the browser needs no QR library). */
function qrCode(uri: string): { qrPath: string; qrSize: number } {
  const { data, size } = encode(uri, { border: 2 });
  let path = "";
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : "")));
  return { qrPath: path, qrSize: size };
}

export function twoFactorSetup(uri: string, backupCodes: string[]): TwoFactorSetup {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, secret, backupCodes, ...qrCode(uri) };
}

/**
 * The set-up as the confirm form sent it back (it travels with the form so
 * that a wrong code can show it again), or undefined when it is not one the
 * site could have made: a key URI of sensible length that parses, a few
 * short backup codes (better-auth makes ten). Anything else is a tampered form, not a 500.
 */
export function returnedSetup(uri: string, backupCodes: string[]): TwoFactorSetup | undefined {
  if (!uri.startsWith("otpauth://") || uri.length > 512) return undefined;
  if (backupCodes.length > 20 || backupCodes.some((code) => code.length > 32)) return undefined;
  try {
    return twoFactorSetup(uri, backupCodes);
  } catch {
    return undefined;
  }
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return body.code;
}

const WRONG_PASSWORD = "That is not your current password.";
const STAYS_ON =
  "Your roles need two-factor sign-in, so it stays on. An administrator can reset it if you lose your device.";
const BUSY = "Too many attempts. Wait a minute, then try again.";

/**
 * The account page's forms: switch two-factor sign-in on (password, then a
 * code from the app to prove it is set up) or off, and change the password.
 * Each calls the context's auth API with the user's own session.
 */
export async function accountAction(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  form: FormData,
): Promise<{ result: AccountResult; setCookies: string[] }> {
  const setCookies: string[] = [];
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await callAuth(request, address, context, path, body);
    // A password change replaces the session; its new cookie must reach the browser.
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { result: await perform(form, call), setCookies };
}

async function perform(
  form: FormData,
  call: (path: string, body: Record<string, unknown>) => Promise<Response>,
): Promise<AccountResult> {
  const intent = form.get("intent");
  const password = String(form.get("password") ?? "");

  if (intent === "enable") {
    const response = await call("/two-factor/enable", { password });
    if (response.status === 429) return { form: "two-factor", error: BUSY };
    if (!response.ok) return { form: "two-factor", error: WRONG_PASSWORD };
    const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
    return { form: "two-factor", setup: twoFactorSetup(body.totpURI, body.backupCodes) };
  }

  if (intent === "confirm") {
    // The set-up (shown again if the code is wrong) travels with the form; it is the user's own secret.
    const uri = String(form.get("uri") ?? "");
    const backupCodes = String(form.get("backupCodes") ?? "")
      .split(",")
      .filter(Boolean);
    const setup = returnedSetup(uri, backupCodes);
    const code = String(form.get("code") ?? "").replace(/\s+/g, "");
    const response = await call("/two-factor/verify-totp", { code });
    if (response.ok) {
      return {
        form: "two-factor",
        done: "Two-factor sign-in is on. From now on you will be asked for a code after your password.",
      };
    }
    const error =
      response.status === 429
        ? BUSY
        : (await errorCode(response)) === TOTP_CODE_USED
          ? "That code has been used already. Wait for the next code your app shows, and enter it."
          : "That code did not work. Enter the 6-digit code your app shows now.";
    return { form: "two-factor", setup, error };
  }

  if (intent === "disable") {
    const response = await call("/two-factor/disable", { password });
    if (response.ok) return { form: "two-factor", done: "Two-factor sign-in is off." };
    if (response.status === 429) return { form: "two-factor", error: BUSY };
    return {
      form: "two-factor",
      error: (await errorCode(response)) === TWO_FACTOR_REQUIRED ? STAYS_ON : WRONG_PASSWORD,
    };
  }

  if (intent === "password") {
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      return { form: "password", error: `Choose a new password of at least ${MIN_PASSWORD_LENGTH} characters.` };
    }
    if (newPassword !== String(form.get("confirmPassword") ?? "")) {
      return { form: "password", error: "The two new passwords are not the same." };
    }
    const response = await call("/change-password", {
      currentPassword: password,
      newPassword,
      revokeOtherSessions: true,
    });
    if (response.ok)
      return { form: "password", done: "Your password is changed, and you are signed out everywhere else." };
    if (response.status === 429) return { form: "password", error: BUSY };
    const code = await errorCode(response);
    return {
      form: "password",
      error: code === "PASSWORD_TOO_LONG" ? "Choose a new password of at most 128 characters." : WRONG_PASSWORD,
    };
  }

  return { form: "password", error: "Something was missing from the form. Please try again." };
}

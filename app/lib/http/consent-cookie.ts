import { CONSENT_KEY } from "#app/lib/browser/consent.ts";

/**
 * The analytics choice made without the page's script (decision 0052): the consent banner's plain form posts it to
 * /consent (app/routes/consent.tsx), which keeps it in this cookie. With the script the choice is kept in the page's
 * storage instead (app/lib/browser/consent.ts), so a visitor with this cookie is one who chose without it: the
 * server renders their pages for them, without the banner (server/app-server.ts), rather than the prerendered copy
 * that asks. The head script reads it too, should the visitor's script come back on.
 */
export type ConsentCookieValue = "granted" | "denied";

/** The choice in a Cookie header, if any. */
export function consentChoiceIn(cookieHeader: string | null | undefined): ConsentCookieValue | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_KEY && (value === "granted" || value === "denied")) return value;
  }
  return undefined;
}

/** The Set-Cookie value keeping a choice for a year (readable by the head script, so not HttpOnly). */
export function consentCookie(choice: ConsentCookieValue, secure: boolean): string {
  return `${CONSENT_KEY}=${choice}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

import type { AuthContextId } from "./contexts.ts";

/** Who may open a page, and where everyone else is sent. */
export type Access =
  | { kind: "public" }
  | {
      kind: "signed-in";
      /** A user of any of these contexts may open the page. */
      contexts: AuthContextId[];
      /** Where a visitor without such a user signs in. */
      signIn: string;
    };

/**
 * A same-origin path to go to after sign-in, or undefined. Anything that
 * could leave the site (another origin, "//host", "/\host", a scheme) or
 * carries control characters is refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  const base = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page for an access rule, remembering where the visitor was going. */
export function signInUrl(signIn: string, redirectTo: string): string {
  return `${signIn}?${new URLSearchParams({ redirectTo })}`;
}

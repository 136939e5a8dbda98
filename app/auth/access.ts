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

const SITE = "http://same.invalid";
const ELSEWHERE = "http://other.invalid";

/**
 * A same-origin path to go to after sign-in, or undefined. The value is
 * normalised first (dot segments collapsed, as a browser would) and the
 * result checked: "/.//host" normalises to "//host", which a browser reads
 * as another site. Anything that could leave the site (another origin,
 * "//host", "/\host", a scheme) or carries control characters or
 * backslashes (which browsers drop or read as "/") is refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return undefined;
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  // Read back as a browser reads a Location header, from anywhere: it must stay on that site, unchanged.
  const followed = new URL(path, ELSEWHERE);
  if (followed.origin !== ELSEWHERE || `${followed.pathname}${followed.search}${followed.hash}` !== path)
    return undefined;
  return path;
}

/** The sign-in page for an access rule, remembering where the visitor was going. */
export function signInUrl(signIn: string, redirectTo: string): string {
  return `${signIn}?${new URLSearchParams({ redirectTo })}`;
}

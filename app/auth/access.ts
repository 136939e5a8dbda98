import { programmePath } from "#app/programmes/paths.ts";
import type { Programme, ProgrammePagePath } from "#app/programmes/types.ts";
import type { AuthContextId } from "./contexts.ts";

/** Who may open a programme page, and where everyone else is sent. */
export type Access =
  | { kind: "public" }
  | {
      kind: "signed-in";
      /** A user of any of these contexts may open the page. */
      contexts: AuthContextId[];
      /** Where a visitor without such a user signs in. */
      signIn: string;
    };

/** The four rs-regal pages the specification itself gates, for users of `main` or `app2`. */
const RS_REGAL_GATED: readonly ProgrammePagePath[] = ["comparison", "overview", "policy-wording", "quote"];

/**
 * DESIGN.md section 4: the rs-regal pages the specification gates need `main`
 * or `app2` and sign in at /auth/signin; every other programme page except
 * `about` and `sign-in` holds client-confidential figures and needs the
 * programme's own context (the account page too).
 */
export function programmeAccess(programme: Programme, page: ProgrammePagePath | "account"): Access {
  if (page === "about" || page === "sign-in") return { kind: "public" };
  if (programme.slug === "rs-regal" && page !== "account" && RS_REGAL_GATED.includes(page)) {
    return { kind: "signed-in", contexts: ["main", "app2"], signIn: "/auth/signin" };
  }
  return { kind: "signed-in", contexts: [programme.context], signIn: programmePath(programme, "sign-in") };
}

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

/**
 * The sign-in contexts (docs/architecture.md, “Sign-in contexts”): the ten clients' contexts in header
 * order (when several have a signed-in user, the first one decides the header), then the group's staff,
 * who sign in at /staff/sign-in and belong to no programme (decision 0030). Each is a separate
 * better-auth instance with its own tables, cookies and base path, so an account or a session of one
 * means nothing to another.
 */
export const authContexts = [
  { id: "discount-retail", label: "Pepkor (discount retail)", programme: "Pepkor" },
  { id: "mining", label: "NMI (motor fleet, mining)", programme: "NMI" },
  { id: "discount-retail-transport", label: "Pepkor Transport", programme: "PepkorTransport" },
  { id: "app2", label: "City of Johannesburg", programme: "city-of-joburg" },
  { id: "retail-clothing", label: "Truworths (retail clothing)", programme: "Truworths" },
  { id: "retail-fashion", label: "Woolworths (retail fashion)", programme: "Woolworths" },
  { id: "wholesale", label: "Massmart (wholesale)", programme: "Massmart" },
  { id: "quotes", label: "Icebolethu Group (quotes)", programme: "icebolethugroup" },
  { id: "main", label: "RS Regal (main)", programme: "rs-regal" },
  { id: "events", label: "Events", programme: null },
  { id: "staff", label: "Group staff", programme: null },
] as const satisfies readonly { id: string; label: string; programme: string | null }[];

export type AuthContextId = (typeof authContexts)[number]["id"];
export type AuthContextInfo = (typeof authContexts)[number];

export const authContextIds: readonly AuthContextId[] = authContexts.map((c) => c.id);

/** The group's own people: the back office's accounts, signing in at /staff/sign-in. */
export const STAFF_AUTH_CONTEXT = "staff" satisfies AuthContextId;

/** Where the group's staff sign in; /auth/signin is the clients' page. */
export const STAFF_SIGN_IN = "/staff/sign-in";

/** A member of staff's own account: password, two-factor sign-in (set up here first), sessions. */
export const STAFF_ACCOUNT = "/staff/account";

/** The clients' contexts, whose users sign in at /auth/signin or their programme's page. */
export type ClientContextId = Exclude<AuthContextId, typeof STAFF_AUTH_CONTEXT>;

/**
 * The ten clients' contexts in header order: the client sign-in page's choices, the header's order, and
 * the sessions a visit to "/" ends. Staff are not among them: their work does not end on the home page.
 */
export const clientContexts = authContexts.filter(
  (c): c is Extract<AuthContextInfo, { id: ClientContextId }> => c.id !== STAFF_AUTH_CONTEXT,
);

export const clientContextIds: readonly ClientContextId[] = clientContexts.map((c) => c.id);

/** `/auth/signin` signs in to this context unless the visitor picks another. */
export const DEFAULT_CONTEXT: ClientContextId = "main";

export function isAuthContextId(value: unknown): value is AuthContextId {
  return typeof value === "string" && (authContextIds as readonly string[]).includes(value);
}

export function isClientContextId(value: unknown): value is ClientContextId {
  return typeof value === "string" && (clientContextIds as readonly string[]).includes(value);
}

export function contextInfo(id: AuthContextId): AuthContextInfo {
  return authContexts.find((c) => c.id === id)!;
}

/** Where a user of the context lands after sign-in when no page asked for it: their programme's overview, or the desk. */
export function contextHome(id: AuthContextId): string {
  if (id === STAFF_AUTH_CONTEXT) return "/staff";
  const { programme } = contextInfo(id);
  return programme ? `/${programme}/overview` : "/media/events/2025";
}

/**
 * Where a user of the context signs in: the staff's own page, a programme's page, or the client
 * sign-in page with the context chosen (events has no programme).
 */
export function signInPage(id: AuthContextId): string {
  if (id === STAFF_AUTH_CONTEXT) return STAFF_SIGN_IN;
  const { programme } = contextInfo(id);
  return programme ? `/${programme}/sign-in` : `/auth/signin?${new URLSearchParams({ context: id })}`;
}

/** Where the context's API lives, e.g. /api/auth/main. */
export function authBasePath(id: AuthContextId): string {
  return `/api/auth/${id}`;
}

/**
 * Cookie names start with this prefix (better-auth appends ".session_token" and
 * friends; in production the browser-enforced "__Secure-" goes in front).
 */
export function cookiePrefix(id: AuthContextId): string {
  return `auth-${id}`;
}

const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?auth-([a-z0-9-]+)\.session_token=([^;]*)/g;

/**
 * The contexts whose session cookie a Cookie header carries, in header order,
 * with the cookie's value. Only these are looked up in the database; a visitor
 * without any is served the prerendered pages as they are.
 */
export function sessionCookies(cookieHeader: string | null | undefined): Map<AuthContextId, string> {
  const found = new Map<string, string>();
  for (const m of cookieHeader?.matchAll(SESSION_COOKIE) ?? []) found.set(m[1]!, m[2]!);
  return new Map(authContextIds.filter((id) => found.has(id)).map((id) => [id, found.get(id)!]));
}

/** The contexts whose session cookie a Cookie header carries, in header order (staff last). */
export function contextsWithSessionCookie(cookieHeader: string | null | undefined): AuthContextId[] {
  return [...sessionCookies(cookieHeader).keys()];
}

import { createContext } from "react-router";

import { clientMember } from "#app/accounts/account-list.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import type { ClientMember } from "#app/programmes/client-roles.ts";
import { services } from "#app/services.server.ts";
import { slideSession } from "./auth.server.ts";
import { authHeaders } from "./client-address.ts";
import { contextsWithSessionCookie, isClientContextId, sessionCookies, type AuthContextId } from "./contexts.ts";

/** A signed-in user of one context. */
export interface SignedIn {
  context: AuthContextId;
  user: { id: string; name: string; email: string; twoFactorEnabled: boolean };
  /** The session was made by the context's identity provider, whose own second factor stood in for ours. */
  viaSso?: boolean;
}

/** This request's signed-in users, in header order; set by the root middleware. */
export const signedInContext = createContext<SignedIn[]>([]);

/** The programmes (by name) this request's visit to "/" signed its visitor out of; set by the root middleware. */
export const signedOutOfContext = createContext<string[]>([]);

/**
 * A session read is reused for a second (decision 0020): a client's pages, their data and their
 * PDFs come in bursts, and the lookup (two queries and better-auth's checks) was a quarter of a
 * signed-in page's time. Any request that may change accounts or sessions (anything but GET and
 * HEAD, in this process) forgets every read, before and after it runs; a read that began before
 * such a change is not kept. Another copy of the server sees a sign-out or a disabled account at
 * most this long after it happened.
 */
export const SESSION_REUSE_MS = 1_000;
const reused = new Map<string, { signedIn: SignedIn; until: number }>();
/** The header's reads of a member's client roles (the Team link), reused as long and forgotten with the sessions. */
const reusedMembers = new Map<string, { member: ClientMember; until: number }>();
let generation = 0;

/** Forgets every reused session read: something may have changed them. */
export function forgetSessionReads(): void {
  generation++;
  reused.clear();
  reusedMembers.clear();
}

/**
 * A signed-in member's client roles for the header (the root loader: Team for a client administrator), reused for
 * as long as a session read and forgotten with it, so a page costs no database read for them within that second.
 * Guards never use this: what a person may do is read afresh (`requireProgrammeMember`).
 */
export async function headerMember(context: AuthContextId, userId: string): Promise<ClientMember> {
  const key = `${context}:${userId}`;
  const now = Date.now();
  const kept = reusedMembers.get(key);
  if (kept && kept.until > now) return kept.member;
  const readAt = generation;
  const member = await clientMember((await services()).database, context, userId);
  if (readAt === generation) {
    if (reusedMembers.size >= 10_000) reusedMembers.clear();
    reusedMembers.set(key, { member, until: now + SESSION_REUSE_MS });
  }
  return member;
}

/**
 * The sessions a cookie header carries as read within their second (decision 0020), without reading: undefined
 * unless every one of them is held. For the server's kept signed-in pages (app/programmes/kept-pages.server.ts):
 * a page is given again only while the read that rendered it would itself still be reused.
 */
export function reusedSessions(cookie: string | undefined, now = Date.now()): SignedIn[] | undefined {
  const cookies = sessionCookies(cookie ?? null);
  if (!cookies.size) return undefined;
  const signedIn: SignedIn[] = [];
  for (const [context, value] of cookies) {
    const kept = reused.get(`${context}=${value}`);
    if (!kept || kept.until <= now) return undefined;
    signedIn.push(kept.signedIn);
  }
  return signedIn;
}

/** The header's read of a member's client roles if it is still held (`headerMember`), without reading. */
export function reusedHeaderMember(context: AuthContextId, userId: string, now = Date.now()): ClientMember | undefined {
  const kept = reusedMembers.get(`${context}:${userId}`);
  return kept && kept.until > now ? kept.member : undefined;
}

/**
 * Looks up the sessions whose cookies the request carries (only those: a
 * visitor without any costs no database work), sliding each one in use
 * forward (8 hours from now, written at most hourly). Returns the users and
 * any cookies better-auth wants to set.
 */
export async function readSessions(
  request: Request,
  address: string | undefined,
): Promise<{ signedIn: SignedIn[]; setCookies: string[] }> {
  const cookies = sessionCookies(request.headers.get("cookie"));
  if (!cookies.size) return { signedIn: [], setCookies: [] };
  const { auths } = await services();
  const results = await Promise.all(
    [...cookies].map(async ([context, value]) => {
      const key = `${context}=${value}`;
      const now = Date.now();
      const kept = reused.get(key);
      if (kept && kept.until > now) return { signedIn: kept.signedIn, setCookies: [] };
      const readAt = generation;
      const { headers, response } = await auths[context].api.getSession({
        headers: authHeaders(request.headers, address),
        returnHeaders: true,
      });
      const user = response?.user;
      if (response?.session) await slideSession(auths[context], response.session);
      const signedIn: SignedIn | undefined = user
        ? {
            context,
            user: { id: user.id, name: user.name, email: user.email, twoFactorEnabled: !!user.twoFactorEnabled },
            viaSso: response?.session.viaSso === true,
          }
        : undefined;
      const setCookies = headers.getSetCookie();
      // Only a plain valid session is kept: one better-auth refreshed or refused is read again.
      if (signedIn && response && !setCookies.length && readAt === generation) {
        if (reused.size >= 10_000) reused.clear();
        const expires = new Date(response.session.expiresAt).getTime();
        reused.set(key, { signedIn, until: Math.min(now + SESSION_REUSE_MS, expires) });
      }
      return { signedIn, setCookies };
    }),
  );
  return {
    signedIn: results.flatMap((r) => (r.signedIn ? [r.signedIn] : [])),
    setCookies: results.flatMap((r) => r.setCookies),
  };
}

/**
 * Signs out every client context whose session cookie the request carries (a visit to "/"): the
 * sessions are deleted on the server and the cookies cleared. Returns the clearing cookies. A member
 * of staff who opens the home page is still at work: the staff context is left alone (decision 0030).
 */
export async function signOutAll(request: Request, address: string | undefined): Promise<string[]> {
  const ids = contextsWithSessionCookie(request.headers.get("cookie")).filter(isClientContextId);
  const cookies = await Promise.all(ids.map((id) => signOut(request, address, id, "home page")));
  return cookies.flat();
}

/** Ends one context's session (the Logout button, or "/"), and puts it on the audit log. */
export async function signOut(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  via = "logout",
): Promise<string[]> {
  forgetSessionReads();
  const { auths, database } = await services();
  const asked = authHeaders(request.headers, address);
  const session = await auths[context].api.getSession({ headers: asked, query: { disableRefresh: true } });
  const { headers } = await auths[context].api.signOut({ headers: asked, returnHeaders: true });
  if (session) {
    await recordAudit(database.db, {
      action: "sign-out",
      actor: {
        context,
        userId: session.user.id,
        email: session.user.email,
        address,
      },
      targetContext: context,
      targetUserId: session.user.id,
      target: session.user.email,
      detail: { via },
    });
  }
  return headers.getSetCookie();
}

/**
 * Calls one of a context's auth endpoints from the server, as the browser
 * would have: with the visitor's cookies, address and user agent, so that
 * rate limits and sessions apply exactly as over HTTP. The caller has checked
 * the request's origin (server/app-server.ts refuses cross-site posts).
 */
export async function callAuth(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const { auths } = await services();
  const auth = auths[context];
  const origin = new URL(auth.options.baseURL as string).origin;
  const headers = authHeaders(new Headers({ "content-type": "application/json", origin }), address);
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(
    new Request(`${origin}${auth.options.basePath}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

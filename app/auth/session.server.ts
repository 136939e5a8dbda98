import { createContext } from "react-router";

import { recordAudit } from "#app/db/audit-log.server.ts";
import { services } from "#app/services.server.ts";
import { slideSession } from "./auth.server.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { contextsWithSessionCookie, type AuthContextId } from "./contexts.ts";

/** A signed-in user of one context. */
export interface SignedIn {
  context: AuthContextId;
  user: { id: string; name: string; email: string; twoFactorEnabled: boolean };
}

/** This request's signed-in users, in header order; set by the root middleware. */
export const signedInContext = createContext<SignedIn[]>([]);

/**
 * Looks up the sessions whose cookies the request carries (only those: a
 * visitor without any costs no database work), sliding each one in use
 * forward (8 hours from now, written at most hourly). Returns the users and
 * any cookies better-auth wants to set.
 */
export async function readSessions(request: Request): Promise<{ signedIn: SignedIn[]; setCookies: string[] }> {
  const ids = contextsWithSessionCookie(request.headers.get("cookie"));
  if (!ids.length) return { signedIn: [], setCookies: [] };
  const { auths } = await services();
  const results = await Promise.all(
    ids.map(async (context) => {
      const { headers, response } = await auths[context].api.getSession({
        headers: request.headers,
        returnHeaders: true,
      });
      const user = response?.user;
      if (response?.session) await slideSession(auths[context], response.session);
      const signedIn: SignedIn | undefined = user
        ? {
            context,
            user: { id: user.id, name: user.name, email: user.email, twoFactorEnabled: !!user.twoFactorEnabled },
          }
        : undefined;
      return { signedIn, setCookies: headers.getSetCookie() };
    }),
  );
  return {
    signedIn: results.flatMap((r) => (r.signedIn ? [r.signedIn] : [])),
    setCookies: results.flatMap((r) => r.setCookies),
  };
}

/**
 * Signs out every context whose session cookie the request carries: the
 * sessions are deleted on the server and the cookies cleared. Returns the
 * clearing cookies.
 */
export async function signOutAll(request: Request): Promise<string[]> {
  const ids = contextsWithSessionCookie(request.headers.get("cookie"));
  const cookies = await Promise.all(ids.map((id) => signOut(request, id, "home page")));
  return cookies.flat();
}

/** Ends one context's session (the Logout button, or "/"), and puts it on the audit log. */
export async function signOut(request: Request, context: AuthContextId, via = "logout"): Promise<string[]> {
  const { auths, database } = await services();
  const session = await auths[context].api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  const { headers } = await auths[context].api.signOut({ headers: request.headers, returnHeaders: true });
  if (session) {
    await recordAudit(database.db, {
      action: "sign-out",
      actor: {
        context,
        userId: session.user.id,
        email: session.user.email,
        address: request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
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
  context: AuthContextId,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const { auths } = await services();
  const auth = auths[context];
  const origin = new URL(auth.options.baseURL as string).origin;
  const headers = new Headers({ "content-type": "application/json", origin });
  for (const name of ["cookie", "user-agent", CLIENT_ADDRESS_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(
    new Request(`${origin}${auth.options.basePath}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

import { createHmac, randomBytes } from "node:crypto";

import { createCookie } from "react-router";

import { SSO_PROVIDER_ID } from "#app/auth/auth.server.ts";
import { authHeaders } from "#app/auth/client-address.ts";
import { isAuthContextId, type AuthContextId } from "#app/auth/contexts.ts";
import { services } from "#app/services.server.ts";
import { discoverProvider } from "./discovery.server.ts";
import { providerConfig } from "./providers.server.ts";
import { endSessionEndpointOf, postLogoutRedirectUri, providerName, providerSignOutUrl } from "./provider-sign-out.ts";
import { serverSecretBox } from "./secret-box.server.ts";

/** How long a sign-out may take at the provider before the state it carries is no longer accepted. */
const SIGN_OUT_SECONDS = 10 * 60;

interface PendingSignOut {
  context: AuthContextId;
  userId: string;
  state: string;
}

/**
 * A sign-out through the provider, kept in the browser between the sign-out post and the provider's answer:
 * signed (a changed user id or state is refused), httpOnly, and sent only under /auth: the signed-out page is read
 * as /auth/signed-out and, when the router draws it, as /auth/signed-out.data, which a cookie whose path is the
 * page's own would not reach. It names the person, not their ID token, which stays in the database and goes only
 * to the provider.
 */
async function pendingCookie() {
  const { authOptions } = await services();
  const secret = createHmac("sha256", authOptions.secret).update("provider-sign-out").digest("base64url");
  return createCookie("kopano-provider-sign-out", {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    secure: authOptions.siteUrl.startsWith("https:"),
    path: "/auth",
    maxAge: SIGN_OUT_SECONDS,
  });
}

function isPending(value: unknown): value is PendingSignOut {
  if (typeof value !== "object" || value === null) return false;
  const { context, userId, state } = value as Record<string, unknown>;
  return isAuthContextId(context) && typeof userId === "string" && typeof state === "string";
}

/**
 * Called before the site ends a session: when the provider made it (`viaSso`), the cookie that lets the signed-out
 * page send the person on to the provider; undefined for a password's session.
 */
export async function providerSignOutCookie(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
): Promise<string | undefined> {
  const { auths } = await services();
  const session = await auths[context].api.getSession({
    headers: authHeaders(request.headers, address),
    query: { disableRefresh: true },
  });
  if (!session || (session.session as { viaSso?: unknown }).viaSso !== true) return undefined;
  const pending: PendingSignOut = { context, userId: session.user.id, state: randomBytes(16).toString("base64url") };
  return (await pendingCookie()).serialize(pending);
}

export type SignedOut =
  /** Signed out here; nothing is known of a provider. */
  | { kind: "here" }
  /** On to the provider, which ends its session and sends the person back with the state. */
  | { kind: "to-provider"; providerUrl: string }
  /** Back from the provider with the state given: signed out there too. */
  | { kind: "provider-done"; context: AuthContextId }
  /** The provider has no end-session endpoint (or could not be reached): still signed in there. */
  | { kind: "provider-kept"; context: AuthContextId; provider: string };

/**
 * The provider's end-session endpoint from its discovery document, read once per sign-out and checked as a
 * sign-in's is (decision 0050): the issuer it names, and the endpoint on its origin or one allowed for it.
 */
async function discoveredEndSession(issuer: string, allowedOrigins: readonly string[]): Promise<URL | undefined> {
  const discovered = await discoverProvider(issuer, allowedOrigins);
  return discovered.ok ? endSessionEndpointOf({ end_session_endpoint: discovered.endSessionEndpoint }) : undefined;
}

/**
 * What the signed-out page shows, with the cookie to set: on the way out, the provider's address (with the ID
 * token of the person's sign-in, as better-auth kept it on their account); on the way back, whether the state
 * the provider returns is the one this browser was given.
 */
export async function signedOut(request: Request): Promise<{ page: SignedOut; setCookie?: string }> {
  const cookie = await pendingCookie();
  const pending: unknown = await cookie.parse(request.headers.get("cookie"));
  if (!isPending(pending)) return { page: { kind: "here" } };
  const forget = await cookie.serialize("", { maxAge: 0 });
  const returned = new URL(request.url).searchParams.get("state");
  if (returned !== null) {
    return returned === pending.state
      ? { page: { kind: "provider-done", context: pending.context }, setCookie: forget }
      : { page: { kind: "here" }, setCookie: forget };
  }
  const { database, auths, authOptions } = await services();
  const provider = await providerConfig(database, pending.context, serverSecretBox());
  if (!provider) return { page: { kind: "here" }, setCookie: forget };
  const endpoint = await discoveredEndSession(provider.issuer, provider.allowedOrigins);
  // Kept until it expires: the Logout button's script reads this page once before it shows it (SessionActions).
  if (!endpoint)
    return { page: { kind: "provider-kept", context: pending.context, provider: providerName(provider.issuer) } };
  const { internalAdapter } = await auths[pending.context].$context;
  const accounts = await internalAdapter.findAccounts(pending.userId);
  const idToken = accounts.find((a) => a.providerId === SSO_PROVIDER_ID)?.idToken ?? undefined;
  const providerUrl = providerSignOutUrl(endpoint, {
    idToken,
    clientId: provider.clientId,
    postLogoutRedirectUri: postLogoutRedirectUri(authOptions.siteUrl),
    state: pending.state,
  });
  return { page: { kind: "to-provider", providerUrl } };
}

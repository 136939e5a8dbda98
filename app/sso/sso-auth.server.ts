import { createSsoAuth, SSO_PROVIDER_ID } from "#app/auth/auth.server.ts";
import { authHeaders } from "#app/auth/client-address.ts";
import { signInPage, type AuthContextId } from "#app/auth/contexts.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { metrics } from "#app/lib/server/metrics.server.ts";
import { services } from "#app/services.server.ts";
import { providerConfig } from "./providers.server.ts";
import { serverSecretBox } from "./secret-box.server.ts";

type SsoAuth = ReturnType<typeof createSsoAuth>;

/**
 * Each context's instance with its provider, made when first needed and again when the provider was changed
 * (its version is read from the database at each sign-in, so every server copy follows a change at once).
 * Making one reads the provider's discovery document: the only call the site makes out, to the issuer.
 */
const built = new Map<AuthContextId, { version: string; auth: SsoAuth }>();

export async function ssoAuth(context: AuthContextId): Promise<SsoAuth | undefined> {
  const { database, authOptions } = await services();
  const config = await providerConfig(database, context, serverSecretBox());
  if (!config) {
    built.delete(context);
    return undefined;
  }
  const kept = built.get(context);
  if (kept?.version === config.version) return kept.auth;
  const auth = createSsoAuth(context, authOptions, config);
  built.set(context, { version: config.version, auth });
  return auth;
}

/** The sign-in page with a refusal's code (and the page asked for), where a failed provider sign-in lands. */
export function ssoErrorPage(context: AuthContextId, redirectTo: string | undefined): string {
  const page = signInPage(context);
  if (!redirectTo) return page;
  return `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectTo })}`;
}

/**
 * Starts a sign-in through the context's provider (authorization code with PKCE; better-auth keeps the state,
 * the code verifier and the nonce, bound to this browser by a cookie): the provider's address to send the
 * visitor to, with the cookie; undefined when the context has no usable provider or it cannot be reached.
 */
export async function startProviderSignIn(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  email: string,
  target: string,
  redirectTo: string | undefined,
): Promise<{ url: string; cookies: string[] } | undefined> {
  const auth = await ssoAuth(context);
  if (!auth) return undefined;
  const origin = new URL(auth.options.baseURL as string).origin;
  const headers = authHeaders(new Headers({ "content-type": "application/json", origin }), address);
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(`${origin}${auth.options.basePath}/sign-in/social`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        provider: SSO_PROVIDER_ID,
        callbackURL: target,
        errorCallbackURL: ssoErrorPage(context, redirectTo),
        disableRedirect: true,
        loginHint: email,
      }),
    }),
  );
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as { url?: unknown };
  if (typeof body.url !== "string") return undefined;
  return { url: body.url, cookies: response.headers.getSetCookie() };
}

/**
 * The provider's answer at /api/auth/<context>/callback/sso, handled by the context's provider instance: a
 * session of the context and a redirect to the page asked for, or a redirect to the sign-in page with the
 * reason, which goes on the audit log as a failed sign-in.
 */
export async function handleProviderCallback(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
): Promise<Response> {
  const auth = await ssoAuth(context);
  if (!auth) {
    const page = signInPage(context);
    return new Response(null, {
      status: 302,
      headers: { location: `${page}${page.includes("?") ? "&" : "?"}error=sso_off` },
    });
  }
  const response = await auth.handler(new Request(request, { headers: authHeaders(request.headers, address) }));
  const location = response.headers.get("location");
  const reason = location ? new URL(location, "http://site").searchParams.get("error") : null;
  if (reason) {
    const { database } = await services();
    metrics().signInFailures.inc({ context });
    await recordAudit(database.db, {
      action: "sign-in-failed",
      actor: { context, address },
      targetContext: context,
      detail: { step: "sso", reason: reason.slice(0, 100) },
    });
  }
  return response;
}

import { createSsoAuth, pinProvider, SSO_PROVIDER_ID, SSO_START_LIMITS } from "#app/auth/auth.server.ts";
import { authHeaders } from "#app/auth/client-address.ts";
import { signInPage, type AuthContextId } from "#app/auth/contexts.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { countAllowance } from "#app/forms/rate-limits.server.ts";
import { metrics } from "#app/lib/server/metrics.server.ts";
import { services } from "#app/services.server.ts";
import { discoverProvider, type DiscoveryRefusal } from "./discovery.server.ts";
import { normaliseEmail } from "./domains.ts";
import { providerConfig } from "./providers.server.ts";
import { serverSecretBox } from "./secret-box.server.ts";

type SsoAuth = ReturnType<typeof createSsoAuth>;

/**
 * Each context's instance with its provider, made when first needed and again when the provider was changed
 * (its version is read from the database at each sign-in, so every server copy follows a change at once).
 * Making one reads the provider's discovery document and checks it (app/sso/discovery.server.ts, decision 0050);
 * an instance is made only from a document that passed, and none is kept for one that did not, so the next
 * sign-in reads it again.
 */
const built = new Map<AuthContextId, { version: string; auth: SsoAuth }>();

export type SsoInstance =
  | { ok: true; auth: SsoAuth }
  /** No provider (or no key to open its secret). */
  | { ok: false; problem: "off" }
  | ({ ok: false } & DiscoveryRefusal);

/** One line for whoever runs the site, no stack: the provider, or its settings on /staff/sso, need a look. */
function refusedLine(context: AuthContextId, issuer: string, refusal: DiscoveryRefusal) {
  console.warn(`Single sign-on of ${context} not used (${refusal.problem}, ${issuer}): ${refusal.detail}`);
}

export async function ssoInstance(context: AuthContextId): Promise<SsoInstance> {
  const { database, authOptions } = await services();
  const config = await providerConfig(database, context, serverSecretBox());
  if (!config) {
    built.delete(context);
    return { ok: false, problem: "off" };
  }
  const kept = built.get(context);
  if (kept?.version === config.version) return { ok: true, auth: kept.auth };
  const discovery = await discoverProvider(config.issuer, config.allowedOrigins);
  if (!discovery.ok) {
    const { ok: _ok, ...refusal } = discovery;
    // One line for whoever runs the site: the administrator's provider settings, or the provider, need a look.
    refusedLine(context, config.issuer, refusal);
    return { ok: false, ...refusal };
  }
  const auth = createSsoAuth(context, authOptions, config, discovery);
  if (!(await pinProvider(auth, config.clientId, discovery))) {
    const refusal = { problem: "unreachable" as const, detail: "the provider's discovery changed or did not answer" };
    refusedLine(context, config.issuer, refusal);
    return { ok: false, ...refusal };
  }
  built.set(context, { version: config.version, auth });
  return { ok: true, auth };
}

/** The sign-in page with a refusal's code (and the page asked for), where a failed provider sign-in lands. */
export function ssoErrorPage(context: AuthContextId, redirectTo: string | undefined): string {
  const page = signInPage(context);
  if (!redirectTo) return page;
  return `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectTo })}`;
}

export type ProviderStart =
  | { kind: "started"; url: string; cookies: string[] }
  /** Too many starts for the address or the context just now: try again in `retryAfterSeconds`. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** The provider did not answer (or answered with an error). */
  | { kind: "unreachable" }
  /** The provider answered with a discovery document the site refuses (another issuer, endpoints elsewhere). */
  | { kind: "refused" }
  /** The context has no usable provider. */
  | { kind: "off" };

/**
 * Counts a start against the e-mail address's and the context's limits (SSO_START_LIMITS), in the database so
 * every server copy counts together (app/forms/rate-limits.server.ts). The address is counted first: one person
 * retrying does not use up their colleagues' allowance.
 */
async function startAllowed(context: AuthContextId, email: string): Promise<{ retryAfterSeconds: number } | undefined> {
  const { database } = await services();
  const byAddress = await countAllowance(database, `sso-start:${context}:${email}`, SSO_START_LIMITS.perAddress);
  if (!byAddress.allowed) return { retryAfterSeconds: Math.max(1, Math.ceil(byAddress.resetsInMs / 1000)) };
  const byContext = await countAllowance(database, `sso-start:${context}`, SSO_START_LIMITS.perContext);
  if (!byContext.allowed) return { retryAfterSeconds: Math.max(1, Math.ceil(byContext.resetsInMs / 1000)) };
  return undefined;
}

/**
 * Starts a sign-in through the context's provider (authorization code with PKCE; better-auth keeps the state,
 * the code verifier and the nonce, bound to this browser by a cookie): the provider's address to send the
 * visitor to, with the cookie; or why not (limited, the provider not answering, refused, none).
 */
export async function startProviderSignIn(
  request: Request,
  address: string | undefined,
  context: AuthContextId,
  typedEmail: string,
  target: string,
  redirectTo: string | undefined,
): Promise<ProviderStart> {
  const email = normaliseEmail(typedEmail);
  const limited = await startAllowed(context, email);
  if (limited) return { kind: "limited", ...limited };
  const instance = await ssoInstance(context);
  if (!instance.ok) {
    return {
      kind: instance.problem === "off" ? "off" : instance.problem === "unreachable" ? "unreachable" : "refused",
    };
  }
  const { auth } = instance;
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
  if (!response.ok) return { kind: "unreachable" };
  const body = (await response.json().catch(() => ({}))) as { url?: unknown };
  if (typeof body.url !== "string") return { kind: "unreachable" };
  return { kind: "started", url: body.url, cookies: response.headers.getSetCookie() };
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
  const instance = await ssoInstance(context);
  if (!instance.ok) {
    const page = signInPage(context);
    const reason = instance.problem === "off" ? "sso_off" : "sso_unavailable";
    return new Response(null, {
      status: 302,
      headers: { location: `${page}${page.includes("?") ? "&" : "?"}error=${reason}` },
    });
  }
  const { auth } = instance;
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

/**
 * A provider's discovery document, read by the site and checked before anything is sent to the provider
 * (decision 0050): the document must name the configured issuer, and the endpoints the site uses (authorization,
 * token, JWKS, userinfo, end-session) must be on the issuer's origin or one an administrator allowed for that
 * provider on /staff/sso. Otherwise a document changed in transit or by mistake could have the client secret sent
 * to another server, or have ID tokens checked against another server's keys.
 */

/** What the site takes from the document, all checked. */
export interface PinnedDiscovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint: string | undefined;
  endSessionEndpoint: string | undefined;
  /** The ID token signing algorithms the provider names (never "none"). */
  signingAlgorithms: string[];
}

export type DiscoveryRefusal =
  /** No answer, an error status, a redirect or something that is not a discovery document. */
  | { problem: "unreachable"; detail: string }
  /** The document names another issuer. */
  | { problem: "issuer-mismatch"; detail: string }
  /** An endpoint is on an origin neither the issuer's nor allowed. */
  | { problem: "foreign-endpoint"; detail: string };

export type DiscoveryResult = ({ ok: true } & PinnedDiscovery) | ({ ok: false } & DiscoveryRefusal);

/** A provider that has not answered in this long is not waited for: the person is told it did not answer. */
const DISCOVERY_TIMEOUT_MS = 5000;

/**
 * The issuer as configured and as a document names it are the same when they differ at most by a trailing "/"
 * (the form keeps issuers without one; Auth0's, for one, has it). The ID token's `iss` is then checked against the
 * document's exact spelling.
 */
function sameIssuer(configured: string, named: string): boolean {
  return configured.replace(/\/+$/, "") === named.replace(/\/+$/, "");
}

/** An endpoint's address, when it is an http(s) URL on an origin in `origins`; else a reason. */
function checkEndpoint(value: unknown, origins: ReadonlySet<string>): { url: string } | { reason: string } {
  if (typeof value !== "string") return { reason: "missing" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { reason: `not an address: ${value.slice(0, 200)}` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { reason: `not http(s): ${url.protocol}` };
  if (!origins.has(url.origin)) return { reason: `on ${url.origin}` };
  return { url: url.href };
}

function urlOf(checked: { url: string } | { reason: string } | undefined): string | undefined {
  return checked && "url" in checked ? checked.url : undefined;
}

/**
 * Reads `<issuer>/.well-known/openid-configuration` (no redirects followed) and checks it. `allowedOrigins`: the
 * provider's other allowed origins, besides the issuer's own.
 */
export async function discoverProvider(issuer: string, allowedOrigins: readonly string[]): Promise<DiscoveryResult> {
  let document: Record<string, unknown>;
  try {
    const response = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, problem: "unreachable", detail: `answered ${response.status}` };
    const body: unknown = await response.json();
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return { ok: false, problem: "unreachable", detail: "not a discovery document" };
    }
    document = body as Record<string, unknown>;
  } catch (error) {
    return { ok: false, problem: "unreachable", detail: error instanceof Error ? error.message : String(error) };
  }

  const named = document.issuer;
  if (typeof named !== "string" || !sameIssuer(issuer, named)) {
    return {
      ok: false,
      problem: "issuer-mismatch",
      detail: `the document names ${typeof named === "string" ? named.slice(0, 200) : "no issuer"}, not ${issuer}`,
    };
  }

  const origins = new Set([new URL(issuer).origin, ...allowedOrigins]);
  const required = {
    authorization_endpoint: checkEndpoint(document.authorization_endpoint, origins),
    token_endpoint: checkEndpoint(document.token_endpoint, origins),
    jwks_uri: checkEndpoint(document.jwks_uri, origins),
  };
  const optional = {
    userinfo_endpoint:
      document.userinfo_endpoint === undefined ? undefined : checkEndpoint(document.userinfo_endpoint, origins),
    end_session_endpoint:
      document.end_session_endpoint === undefined ? undefined : checkEndpoint(document.end_session_endpoint, origins),
  };
  for (const [name, checked] of Object.entries({ ...required, ...optional })) {
    if (checked && "reason" in checked) {
      const problem = checked.reason === "missing" ? "unreachable" : "foreign-endpoint";
      return { ok: false, problem, detail: `${name} ${checked.reason}` };
    }
  }
  const algorithms = Array.isArray(document.id_token_signing_alg_values_supported)
    ? document.id_token_signing_alg_values_supported.filter((a): a is string => typeof a === "string" && a !== "none")
    : [];
  return {
    ok: true,
    issuer: named,
    authorizationEndpoint: urlOf(required.authorization_endpoint)!,
    tokenEndpoint: urlOf(required.token_endpoint)!,
    jwksUri: urlOf(required.jwks_uri)!,
    userinfoEndpoint: urlOf(optional.userinfo_endpoint),
    endSessionEndpoint: urlOf(optional.end_session_endpoint),
    // OpenID Connect Discovery: RS256 is the default every provider supports.
    signingAlgorithms: algorithms.length ? algorithms : ["RS256"],
  };
}

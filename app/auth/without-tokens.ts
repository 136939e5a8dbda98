/**
 * What of the auth API's JSON answers a page's scripts may read (issue 34, decision 0048): never a session's token.
 * The session cookie is HttpOnly so that a script cannot take the session; better-auth's answers hand the token out
 * anyway (`get-session`'s `session.token`, `token` after a sign-in, a code or a password change). The site's pages
 * need none of it: what they show of the session comes from their loaders (app/auth/session.server.ts).
 */

/** Properties that carry a credential: the session's token, and a provider's tokens should one ever be answered. */
const CREDENTIALS = new Set(["token", "sessionToken", "accessToken", "refreshToken", "idToken"]);

/** The value with every credential property taken out, at any depth. */
export function stripCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripCredentials);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CREDENTIALS.has(key))
      .map(([key, inner]) => [key, stripCredentials(inner)]),
  );
}

/**
 * The auth API's answer as it may reach the browser: a JSON body without credentials (its cookies, status and
 * other headers as they were); any other answer as it is. A body that says it is JSON and is not is not passed on.
 */
export async function withoutTokens(response: Response): Promise<Response> {
  if (!/\bjson\b/i.test(response.headers.get("content-type") ?? "") || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  }
  return new Response(JSON.stringify(stripCredentials(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

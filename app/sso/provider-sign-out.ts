/** The site's signed-out page: where sign-out lands, and the address a provider sends a signed-out person back to. */
export const SIGNED_OUT_PAGE = "/auth/signed-out";

/** What the site registers with every provider as its post-logout redirect URI, one for every context. */
export function postLogoutRedirectUri(siteUrl: string): string {
  return `${new URL(siteUrl).origin}${SIGNED_OUT_PAGE}`;
}

/**
 * The provider's end-session endpoint from its discovery document (OpenID Connect RP-Initiated Logout 1.0), or
 * undefined when it advertises none or something that is not a web address: the site then signs out only itself.
 */
export function endSessionEndpointOf(discovery: unknown): URL | undefined {
  if (typeof discovery !== "object" || discovery === null) return undefined;
  const endpoint = (discovery as { end_session_endpoint?: unknown }).end_session_endpoint;
  if (typeof endpoint !== "string" || !URL.canParse(endpoint)) return undefined;
  const url = new URL(endpoint);
  return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
}

/**
 * Where a person signed in through the provider goes to end their session there: the ID token of their sign-in
 * says whose session it is (without it, the client id says which client asks), and the provider sends them back
 * to the signed-out page with the state, which the page checks against the browser's own cookie.
 */
export function providerSignOutUrl(
  endpoint: URL,
  request: { idToken: string | undefined; clientId: string; postLogoutRedirectUri: string; state: string },
): string {
  const url = new URL(endpoint);
  if (request.idToken) url.searchParams.set("id_token_hint", request.idToken);
  else url.searchParams.set("client_id", request.clientId);
  url.searchParams.set("post_logout_redirect_uri", request.postLogoutRedirectUri);
  url.searchParams.set("state", request.state);
  return url.href;
}

/** "https://login.microsoftonline.com/…/v2.0" is "login.microsoftonline.com": how the page names the provider. */
export function providerName(issuer: string): string {
  return URL.canParse(issuer) ? new URL(issuer).host : issuer;
}

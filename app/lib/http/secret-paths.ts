/**
 * A path as it may be written down: in the request log (server/app-server.ts)
 * or the analytics data layer (./analytics.ts). Some addresses are secrets in
 * themselves: a claim tracker's (decision 0012: anyone with it sees the
 * claim), better-auth's reset-password callback. Their token is replaced by
 * "[token]", and so is any path part that looks like one (32 or more URL-safe
 * characters in both cases, after decoding: random base64url, never one of the
 * site's lower-case slugs), so a variant spelling or a route added later does
 * not leak one either.
 */
const TRACKER = /^(\/+claims\/+track\/+)[^/]+/i;
const TOKEN_LIKE = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{32,}$/;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function withoutSecrets(path: string): string {
  return path
    .replace(TRACKER, "$1[token]")
    .split("/")
    .map((part) => (TOKEN_LIKE.test(decoded(part)) ? "[token]" : part))
    .join("/");
}

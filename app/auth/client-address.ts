/**
 * How the app tells better-auth the client's address (for its rate limits and
 * sessions): better-auth reads it from a request header only. The app calls
 * better-auth in-process, and builds each call's headers with `authHeaders`,
 * which replaces any copy a client sent with the address the server gave the
 * app (app/lib/http/request-context.ts). The server itself sets no header.
 */
export const AUTH_ADDRESS_HEADER = "x-client-address";

/** A request's headers for a call to better-auth, with the client's address as the server gave it, or none. */
export function authHeaders(from: Headers, clientAddress: string | undefined): Headers {
  const headers = new Headers(from);
  headers.delete(AUTH_ADDRESS_HEADER);
  if (clientAddress) headers.set(AUTH_ADDRESS_HEADER, clientAddress);
  return headers;
}

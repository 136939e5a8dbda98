/**
 * The header through which the server tells better-auth the client's address
 * (for rate limits). server/app-server.ts sets it on every request, replacing
 * any value a client sent, so it cannot be forged.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The per-request CSP nonce reaches the renderer in the load context
 * (`nonce`, app/lib/http/request-context.ts), set by the production server.
 * Prerendered pages are built without one and carry this placeholder, which
 * the build's compress step removes: their CSP lists the hashes of their
 * inline scripts instead (server/prerendered-pages.ts, decision 0015).
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

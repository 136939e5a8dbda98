/**
 * How the per-request CSP nonce reaches the renderer. The production server
 * (server/app-server.ts) sets this header on the request it hands to React
 * Router, after deleting any copy a client sent. Prerendered pages are built
 * without it and carry the placeholder, which the build's compress step
 * removes: their CSP lists the hashes of their inline scripts instead
 * (server/prerendered-pages.ts, decision 0015).
 */
export const NONCE_HEADER = "x-kopano-csp-nonce";
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

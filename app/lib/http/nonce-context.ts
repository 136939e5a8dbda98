import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, for the one inline script the document carries
 * (the consent defaults in <head>). Provided by entry.server.tsx; in the
 * browser it is empty, as browsers hide nonces from the page anyway. A
 * prerendered page loses it at build time (its policy lists hashes instead).
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

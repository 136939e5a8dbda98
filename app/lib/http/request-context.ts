import { createContext, type RouterContextProvider } from "react-router";

import { NONCE_PLACEHOLDER } from "#app/lib/http/csp-nonce.ts";
import type { InputRefusal } from "#app/lib/http/input-limits.ts";

/**
 * What only the server knows of a request, handed to the app in React
 * Router's load context (decision 0028): the production server sets it for
 * every request it passes on (server/app-handler.ts), and a test sets it on
 * the RouterContextProvider it builds. Being a context value rather than a
 * request header, a client cannot send one.
 */
export interface RequestFacts {
  /** This response's CSP nonce; the placeholder when prerendering, which the build's compress step removes. */
  nonce: string;
  /**
   * The client's address, for rate limits and the audit log: the socket's, or the one our proxy appended.
   * Unknown where there is no client (prerendering, `react-router dev`).
   */
  clientAddress?: string;
  /**
   * The server refused the post's body as too large (decision 0023), and who answers: the route, in its own
   * form (its `bodyLimits` say `answersRefusal`), or the root, with the site's 413 page.
   */
  bodyRefused?: "route" | "root";
  /**
   * The server's front door refused the request's input (a NUL byte, bytes that are not UTF-8, an overlong
   * value: app/lib/http/input-limits.ts): the root answers 400 before any route runs (app/lib/http/refused-input.ts).
   */
  inputRefused?: InputRefusal;
}

/** Without a server (prerendering, `react-router dev`): the placeholder nonce, no address, no refusal. */
export const requestContext = createContext<RequestFacts>({ nonce: NONCE_PLACEHOLDER });

type Context = Readonly<RouterContextProvider>;

/** The client's address for rate limits, "unknown" without one (every unknown client then shares one allowance). */
export function clientAddressOf(context: Context): string {
  return context.get(requestContext).clientAddress ?? "unknown";
}

/** The client's address as the audit log records it: none rather than a made-up one. */
export function auditAddressOf(context: Context): string | undefined {
  return context.get(requestContext).clientAddress;
}

/** A load context holding these facts, as the server makes one per request. */
export function loadContextWith(facts: RequestFacts, context: RouterContextProvider): RouterContextProvider {
  context.set(requestContext, facts);
  return context;
}

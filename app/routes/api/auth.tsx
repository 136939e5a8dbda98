import { authHeaders } from "#app/auth/client-address.ts";
import { isAuthContextId } from "#app/auth/contexts.ts";
import { withoutTokens } from "#app/auth/without-tokens.ts";
import { AUTH_API_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { auditAddressOf } from "#app/lib/http/request-context.ts";
import { services } from "#app/services.server.ts";
import { handleProviderCallback } from "#app/sso/sso-auth.server.ts";
import type { Route } from "./+types/auth";

/**
 * Each sign-in context's HTTP API at /api/auth/<context>/… (docs/architecture.md, “The running system”),
 * answered by that context's better-auth instance with its own origin checks
 * and rate limits. The site's own pages sign in through their route actions.
 */
async function answer({ request, params, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  if (!isAuthContextId(params.context)) return new Response("Not found", { status: 404 });
  // An identity provider's answer goes to the context's instance made with it (decision 0043).
  if (request.method === "GET" && /^callback\/[^/]+$/.test(params["*"] ?? "")) {
    return handleProviderCallback(request, auditAddressOf(context), params.context);
  }
  const { auths } = await services();
  // Its rate limits count by the address the server saw, never one the client put in a header.
  const headers = authHeaders(request.headers, auditAddressOf(context));
  return auths[params.context].handler(new Request(request, { headers, duplex: "half" } as RequestInit));
}

/** Every answer reaches the browser without a session's token: the HttpOnly cookie alone carries it (decision 0048). */
async function handle(args: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  return withoutTokens(await answer(args));
}

/** The auth API takes small JSON: an e-mail address and a password, a code. */
export const bodyLimits: RouteBodyLimits = { body: AUTH_API_BODY };

export const loader = handle;
export const action = handle;

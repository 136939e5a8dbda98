import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import Provider from "oidc-provider";

/**
 * A local OpenID Connect provider for the single sign-on tests (tests/e2e/sso.spec.ts): the `oidc-provider`
 * package, with its development login and consent pages, on a port of its own beside the site's. Whoever logs
 * in is the address they type, with that address verified, as a company's provider would assert it.
 */
export const E2E_OIDC_CLIENT_ID = "kopano-e2e";
export const E2E_OIDC_CLIENT_SECRET = "e2e-client-secret-for-the-local-provider";

/** The staff account the group's provider signs in (made by the end-to-end server, without two-factor sign-in). */
export const E2E_SSO_STAFF_EMAIL = "e2e.sso-admin@group-sso.example";

export function oidcPort(sitePort: number): number {
  return sitePort + 7;
}

/** "new.member@truworths-sso.example" is "New Member". */
function nameOf(email: string): string {
  return email
    .split("@")[0]!
    .split(/[.-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/**
 * `port` 0 takes any free port; `pages` false leaves out the development login pages (and their warning) for the
 * unit tests' issuer (app/auth/auth.server.test.ts), which is only discovered. The end-to-end tests use the
 * defaults: `oidcPort`, beside the site's, with the pages.
 */
export async function startOidcProvider(
  sitePort: number,
  contexts: readonly string[],
  {
    port = oidcPort(sitePort),
    pages = true,
    endSession = true,
    claims,
    tamper,
  }: {
    port?: number;
    pages?: boolean;
    endSession?: boolean;
    /** Claims of a subject besides the defaults (its address as e-mail, verified), e.g. email_verified false. */
    claims?: (sub: string) => Record<string, unknown>;
    /**
     * Changes to what the provider answers, for the single sign-on tests of a provider that misbehaves
     * (app/sso/sso-sign-in.server.test.ts): its discovery document, and its token endpoint's JSON.
     */
    tamper?: {
      discovery?: (document: Record<string, unknown>) => Record<string, unknown>;
      token?: (body: Record<string, unknown>) => Record<string, unknown>;
    };
  } = {},
): Promise<{ issuer: string; close(): Promise<void> }> {
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  // The browser asks every site for its icon; the provider has none, and a 404 would be a console error.
  const server: Server = createServer((request, response) => {
    if (request.url === "/favicon.ico" || !handle) response.writeHead(204).end();
    else void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_OIDC_CLIENT_ID,
        client_secret: E2E_OIDC_CLIENT_SECRET,
        redirect_uris: contexts.map((c) => `http://localhost:${sitePort}/api/auth/${c}/callback/sso`),
        // Where the provider sends a person back after the site asked it to end their session (docs/users-and-roles.md, "Single sign-on").
        ...(endSession ? { post_logout_redirect_uris: [`http://localhost:${sitePort}/auth/signed-out`] } : {}),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: true, name: nameOf(sub), ...claims?.(sub) }),
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // `endSession` false: a provider that advertises no end_session_endpoint, where signing out is the site's only.
    features: { devInteractions: { enabled: pages }, rpInitiatedLogout: { enabled: endSession } },
    // Keys of its own, made now: oidc-provider's built-in development keys come with a warning on every start.
    jwks: {
      keys: [
        { ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }), use: "sig" },
      ],
    },
    cookies: { keys: ["e2e-oidc-cookie-signing-key"] },
    pkce: { required: () => true },
  });
  if (tamper) {
    provider.use(async (ctx, next) => {
      // The document is served under any path too, as a provider with several tenants under one host serves each's.
      if (tamper.discovery && ctx.path.endsWith("/.well-known/openid-configuration")) {
        ctx.path = "/.well-known/openid-configuration";
      }
      await next();
      const body = ctx.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== "object") return;
      if (ctx.path === "/.well-known/openid-configuration" && tamper.discovery) ctx.body = tamper.discovery(body);
      if (ctx.path === "/token" && tamper.token) ctx.body = tamper.token(body);
    });
  }
  handle = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import type { Route } from "./+types/root";
import { NavigationProgress } from "#app/components/NavigationProgress.tsx";
import { RouteEffects } from "#app/components/RouteEffects.tsx";
import { isVisitToHome } from "#app/auth/home-visit.ts";
import {
  forgetSessionReads,
  headerMember,
  readSessions,
  signedInContext,
  signedOutOfContext,
  signOutAll,
} from "#app/auth/session.server.ts";
import type { HeaderSession } from "#app/navigation/header-session.ts";
import { headerSession, headerUser, programmesSignedOut } from "#app/navigation/header-session.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { programmeByContext } from "#app/programmes/index.ts";
import { countAwaitingApproval } from "#app/quotes/quote-requests.server.ts";
import { contextsWithSessionCookie } from "#app/auth/contexts.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { errorMessage } from "#app/lib/http/error-messages.ts";
import { siteFrame as site } from "#app/config/site-frame.ts";
import { takeFormAttempt } from "#app/forms/submit.server.ts";
import { consentBannerHtml, consentScript } from "#app/lib/browser/consent.ts";
import { consentChoiceIn } from "#app/lib/http/consent-cookie.ts";
import { useNonce } from "#app/lib/http/nonce-context.ts";
import type { PublicConfig } from "#app/lib/browser/public-config.ts";
import { bodyRefusedForRoute } from "#app/lib/http/refused-body.ts";
import { refusedInputMiddleware } from "#app/lib/http/refused-input.ts";
import { auditAddressOf, clientAddressOf, requestContext } from "#app/lib/http/request-context.ts";
import { services } from "#app/services.server.ts";
import "#app/styles/global.css";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Sessions, on the server, for every document and data request: the users
 * signed in (for the header and the guards), and on "/" every context signed
 * out (docs/architecture.md, “Sign-in contexts”), whether "/" was loaded or
 * navigated to, but only when a person goes there: never for a prefetch, a
 * HEAD or a link from another site (app/auth/home-visit.ts).
 */
const sessionMiddleware: Route.MiddlewareFunction = async ({ request, url, context }, next) => {
  if (!contextsWithSessionCookie(request.headers.get("cookie")).length) return next();
  let setCookies: string[];
  if (isVisitToHome(request, url.pathname)) {
    // Told on the page it renders (issue 37, app/routes/public/page.tsx): the person did not ask to sign out, the
    // specification's rule did. This answer is rendered for them (it carries a session cookie), so the prerendered
    // home page stays as it is.
    const { signedIn } = await readSessions(request, auditAddressOf(context));
    context.set(signedOutOfContext, programmesSignedOut(signedIn));
    setCookies = await signOutAll(request, auditAddressOf(context));
  } else {
    const sessions = await readSessions(request, auditAddressOf(context));
    context.set(signedInContext, sessions.signedIn);
    setCookies = sessions.setCookies;
  }
  const response = await next();
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  // A page rendered for a signed-in user is theirs alone. An answer already private keeps its own rule: a claim
  // photo's thumbnail or an editor's picture, revalidated by its ETag (`private, no-cache`, decisions 0051, 0058).
  if (!/^private\b/.test(response.headers.get("Cache-Control") ?? "")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};

/**
 * Session reads are reused for a second (app/auth/session.server.ts): a request that may change
 * accounts or sessions (a sign-out, a disabled account, a new password) is neither served one nor
 * leaves one behind.
 */
const sessionChangeMiddleware: Route.MiddlewareFunction = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  forgetSessionReads();
  try {
    return await next();
  } finally {
    forgetSessionReads();
  }
};

/**
 * A post whose body the server refused as too large (app/lib/http/body-limits.ts)
 * arrives without it, marked: it counts against the address's form
 * allowance like any other post (app/forms/submit.server.ts). A route that
 * says it answers such a post (an upload form) does, in its form; any other
 * is answered 413 before a route runs: the site's error page for a browser's
 * form post or the page's script, plain text for anything else (the auth
 * API's JSON, a script).
 */
const refusedBodyMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  if (!context.get(requestContext).bodyRefused) return next();
  const { database } = await services();
  await takeFormAttempt(database, clientAddressOf(context));
  if (bodyRefusedForRoute(context)) return next();
  const path = new URL(request.url).pathname;
  const forPage = path.endsWith(".data") || (request.headers.get("accept") ?? "").includes("text/html");
  if (!forPage || path.startsWith("/api/")) {
    return new Response("The request was too large.", {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  throw data("Too large", { status: 413 });
};

export const middleware: Route.MiddlewareFunction[] = [
  // Input the server's front door refused (server/request-input.ts): 400 before anything else reads it.
  refusedInputMiddleware,
  refusedBodyMiddleware,
  sessionChangeMiddleware,
  sessionMiddleware,
];

export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<PublicConfig & { session: HeaderSession | null; consentChosen: boolean }> {
  const signedIn = context.get(signedInContext);
  const user = headerUser(signedIn);
  // The programme menu offers Team to the programme's client administrator only: one read, for members only.
  const { database } = await services();
  const member = user ? await headerMember(user.context, user.user.id) : undefined;
  // An approver's menu counts the quotations waiting for them (issue 35): one more read, for approvers only.
  const programme = user && programmeByContext(user.context);
  const waiting =
    member?.approver && programme
      ? await countAwaitingApproval(database, programme.slug, southAfricanDay(new Date()))
      : 0;
  return {
    ...publicConfig(),
    session: headerSession(signedIn, member, waiting),
    consentChosen: consentChoiceIn(request.headers.get("cookie")) !== undefined,
  };
}

/** The header follows sign-in and sign-out, and "/" (which signs everyone out) always asks again. */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return nextUrl.pathname === "/" || defaultShouldRevalidate;
}

/** A route may declare a page variant in its handle; otherwise it is "default" (docs/specification.md, “Behaviour”). */
export interface RouteHandle {
  variant?: string;
}

function usePageVariant(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const variant = (matches[i]?.handle as RouteHandle | undefined)?.variant;
    if (variant) return variant;
  }
  return "default";
}

export function Layout({ children }: { children: ReactNode }) {
  const variant = usePageVariant();
  const nonce = useNonce();
  const rootData = useRouteLoaderData("root") as (PublicConfig & { consentChosen?: boolean }) | undefined;
  const gtmId = rootData?.gtmId ?? "";
  const { pathname, search } = useLocation();
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b483b" />
        {/* First in the page: Consent Mode defaults before any tag could read them (docs/architecture.md, “Forms, e-mail, analytics and consent”). */}
        {/* Written on the server only (it has run by the time React starts), so none of it is in the bundle. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentScript(gtmId) : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body data-variant={variant}>
        {/*
          First of all, before the consent banner and its cookie policy link (a skip link is one only while no other
          link comes before it); every frame's page, the error page's too, is a <main id="main">.
        */}
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/*
          Static markup that the consent script drives; likewise server-only. First in the page, in its flow (decision
          0052): it pushes the page down rather than lying over it. Left out for a visitor whose choice, made without
          the script, is in the cookie (the server renders their pages for them).
        */}
        <div
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR && !rootData?.consentChosen ? consentBannerHtml(pathname + search) : "",
          }}
        />
        <NavigationProgress />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}

/**
 * The last line of defence: errors outside any page, and requests a route
 * refused (a form it could not read, 400; too large, 413). Visitors get a
 * plain explanation and a way on; the details stay in the server log.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = errorMessage(isRouteErrorResponse(error) ? error.status : undefined);
  return (
    <main id="main" className="container error-page">
      <title>{`${message.title} | ${site.name}`}</title>
      <h1>{message.heading}</h1>
      <p>{message.text}</p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}

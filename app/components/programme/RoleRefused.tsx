import { isRouteErrorResponse, useRouteError } from "react-router";

import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { site } from "#app/config/site.ts";
import { CLIENT_ROLE_INFO, CLIENT_ROLES, type ClientRole } from "#app/programmes/client-roles.ts";

function isClientRole(value: unknown): value is ClientRole {
  return typeof value === "string" && (CLIENT_ROLES as readonly string[]).includes(value);
}

/**
 * A programme page's error boundary: a member whose role does not allow what
 * they tried (403 from `requireProgrammeMember`, app/guards.server.ts) is told
 * which role it needs and who gives it; anything else is the not-found page.
 */
export function RoleRefusedBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const role = (error.data as { role?: unknown } | undefined)?.role;
    const label = isClientRole(role) ? CLIENT_ROLE_INFO[role].label.toLowerCase() : "another";
    return (
      <article className="container page-body">
        <title>{`Not for your role | ${site.name}`}</title>
        <h1>Your role in the programme does not allow this</h1>
        <p>
          This needs the {label} role. Your organisation&apos;s client administrator gives roles on the team page, or
          call us on <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      </article>
    );
  }
  return <NotFoundBoundary />;
}

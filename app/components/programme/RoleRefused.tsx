import { isRouteErrorResponse, useRouteError } from "react-router";

import { programmeRefusal } from "#app/accounts/refusals.ts";
import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { site } from "#app/config/site.ts";
import { useHeaderSession } from "#app/navigation/header-session.ts";

/**
 * A programme page's error boundary: a member whose role does not allow what
 * they tried (403 from `requireProgrammeMember`, app/guards.server.ts) is told
 * what needs which role in whose team ("Accepting a quotation needs the
 * approver role in Pepkor's team") and who gives it; anything else is the
 * not-found page. The programme's name is the header's (the root's loader).
 */
export function RoleRefusedBoundary() {
  const error = useRouteError();
  const programme = useHeaderSession()?.programme ?? null;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <article className="container page-body">
        <title>{`Not for your role | ${site.name}`}</title>
        <h1>Your role in the programme does not allow this</h1>
        <p>
          {programmeRefusal(error.data, programme?.name ?? null)} Your organisation&apos;s client administrator gives
          roles on the team page, or call us on <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      </article>
    );
  }
  return <NotFoundBoundary />;
}

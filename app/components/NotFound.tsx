import { isRouteErrorResponse, useRouteError } from "react-router";

import { siteFrame as site } from "#app/config/site-frame.ts";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { AppLink } from "./AppLink.tsx";
import { PageHero } from "./PageHero.tsx";

/** Unknown paths: say so plainly and offer the ways on that people usually want. */
export function NotFound() {
  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="We could not find that page"
        intro="The address may be mistyped, or the page may have moved when we reorganised the site. These are the places most visitors are looking for."
      />
      <div className="container page-body">
        <ul className="link-grid">
          {mainNavigation.map((section) => (
            <li key={section.id}>
              <AppLink to={section.route}>{section.label}</AppLink>
            </li>
          ))}
        </ul>
        <p>
          To report a claim at any hour, call <a href={site.claimsEmergencyPhoneHref}>{site.claimsEmergencyPhone}</a>.
        </p>
      </div>
    </>
  );
}

/**
 * A route's error boundary for a loader that answers 404 (an unknown article,
 * programme or programme page): the site's own not-found page inside the usual
 * header and footer. Other errors go on to the root's boundary.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  // The failed route's own meta has nothing to say, so the page names itself (React puts these in the head).
  return (
    <>
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <NotFound />
    </>
  );
}

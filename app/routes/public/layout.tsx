import { lazy, Suspense } from "react";
import { Link, Outlet, useLocation, useMatches } from "react-router";

import { useHeaderSession } from "#app/navigation/header-session.ts";
import { useLatestMediaTabs } from "#app/navigation/latest-media-tabs.ts";

import { FloatingContact } from "#app/components/FloatingContact.tsx";
import { Footer } from "#app/components/footer/Footer.tsx";
import { Header } from "#app/components/header/Header.tsx";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { showsFloatingContact, withMediaTabs } from "#app/navigation/navigation.ts";
import type { NavTab } from "#app/navigation/types.ts";
import { programmePath } from "#app/programmes/paths.ts";

// Only signed-in visitors see Account and Logout, and their programme's menu, so only they load the code.
const SessionActions = lazy(() =>
  import("#app/components/session/SessionActions.tsx").then((m) => ({ default: m.SessionActions })),
);
const ProgrammeMenu = lazy(() =>
  import("#app/components/header/ProgrammeMenu.tsx").then((m) => ({ default: m.ProgrammeMenu })),
);

/** Pages whose loader data says `hideFooter` (the broker landing page) have no footer. */
function useHidesFooter(): boolean {
  return useMatches().some((m) => {
    const data = m.loaderData as { page?: { hideFooter?: boolean } } | undefined;
    return data?.page?.hideFooter === true;
  });
}

/**
 * The header follows the first signed-in context in header order (docs/architecture.md,
 * “Sign-in contexts”): its programme's sub-site menu with Account and Logout; nobody
 * signed in (or only `events`): the main menu.
 */
function SiteHeader() {
  const session = useHeaderSession();
  const mediaTabs = useMatches()
    .map((m) => (m.loaderData as { mediaTabs?: NavTab[] } | undefined)?.mediaTabs)
    .find(Boolean);
  const programme = session?.programme;
  const latestMediaTabs = useLatestMediaTabs(!mediaTabs && !programme);
  return (
    <Header
      // A new menu starts with its own selection and closed flyouts.
      key={programme?.slug ?? "main"}
      sections={programme?.navigation ?? withMediaTabs(mainNavigation, mediaTabs ?? latestMediaTabs)}
      programmeMenu={
        programme ? (
          <Suspense>
            <ProgrammeMenu name={programme.name} entries={programme.menu} />
          </Suspense>
        ) : undefined
      }
      overview={programme ? programmePath(programme, "overview") : undefined}
      actions={
        programme && session ? (
          <Suspense>
            <SessionActions context={session.context} accountPath={programmePath(programme, "account")} />
          </Suspense>
        ) : (
          // At every width, beside the menu button: a client's team finds its sign-in from any page (issue 28).
          <Link to="/client-sign-in" className="header-sign-in">
            {/* One flex item, so the space between the words stays (a flex container drops it between items). */}
            <span>
              Client <span>sign-in</span>
            </span>
          </Link>
        )
      }
    />
  );
}

/** The site's frame, public and programme pages alike: header, page, footer and the floating Contact Us. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const hidesFooter = useHidesFooter();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {hidesFooter ? null : <Footer />}
      {showsFloatingContact(pathname) ? <FloatingContact /> : null}
    </>
  );
}

import { Outlet, useLocation, useMatches } from "react-router";

import { FloatingContact } from "../../components/FloatingContact";
import { Footer } from "../../components/footer/Footer";
import { Header } from "../../components/header/Header";
import { mainNavigation } from "../../navigation/main-nav";
import { showsFloatingContact } from "../../navigation/navigation";

/** Pages whose loader data says `hideFooter` (the broker landing page) have no footer. */
function useHidesFooter(): boolean {
  return useMatches().some((m) => {
    const data = m.loaderData as { page?: { hideFooter?: boolean } } | undefined;
    return data?.page?.hideFooter === true;
  });
}

/** The public site's frame: header, page, footer and the floating Contact Us. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  const hidesFooter = useHidesFooter();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header sections={mainNavigation} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {hidesFooter ? null : <Footer />}
      {showsFloatingContact(pathname) ? <FloatingContact /> : null}
    </>
  );
}

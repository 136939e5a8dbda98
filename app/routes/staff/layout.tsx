import type { ReactNode } from "react";
import { Form, Link, NavLink, Outlet, useRouteError } from "react-router";

import { Logo } from "#app/components/Logo.tsx";
import { requireStaff, staffMiddleware } from "#app/guards.server.ts";
import type { Route } from "./+types/layout";
import { StaffError } from "./errors.tsx";
import { mayOpen, staffSections } from "./pages.ts";
import styles from "./staff.module.css";

export const handle = { variant: "staff" };

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url);
  return {
    email: member.user.email,
    sections: staffSections.filter((s) => mayOpen(member.roles, s.role)).map(({ path, label }) => ({ path, label })),
  };
}

function Frame({ children, nav }: { children: ReactNode; nav?: Route.ComponentProps["loaderData"] }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to="/staff" className={styles.brand}>
            <Logo />
            <span className={styles.brandLabel}>Back office</span>
          </Link>
          {nav ? (
            <>
              <nav aria-label="Back office" className={styles.nav}>
                <ul>
                  <li>
                    <NavLink to="/staff" end>
                      Home
                    </NavLink>
                  </li>
                  {nav.sections.map((s) => (
                    <li key={s.path}>
                      <NavLink to={s.path}>{s.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.who}>
                <span>{nav.email}</span>
                <Form method="post" action="/auth/signout">
                  <input type="hidden" name="context" value="main" />
                  <button type="submit" className="link-button">
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
        {children}
      </main>
    </>
  );
}

/** The back office's frame: its own bar with the sections the account's roles allow, and the page. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame nav={loaderData}>
      <Outlet />
    </Frame>
  );
}

/**
 * Errors of the layout itself (an account with no staff role at all) and of pages without a boundary of their
 * own (a post to a page that takes none): the plain frame and the explanation.
 */
export function ErrorBoundary() {
  return (
    <Frame>
      <StaffError error={useRouteError()} frame />
    </Frame>
  );
}

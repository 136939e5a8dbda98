import type { ReactNode } from "react";
import { Form, Link, NavLink, Outlet, useLocation, useRouteError, useSearchParams } from "react-router";

import { Logo } from "#app/components/Logo.tsx";
import { STAFF_ACCOUNT } from "#app/auth/contexts.ts";
import { MAX_QUERY } from "#app/desk/search.ts";
import { cx } from "#app/lib/format/cx.ts";
import { requireStaffAccount, staffMiddleware } from "#app/guards.server.ts";
import type { Route } from "./+types/layout";
import { StaffError, StaffSignOut } from "./errors.tsx";
import { mayOpen, staffSections } from "./pages.ts";
import styles from "./staff.module.css";

export const handle = { variant: "staff" };

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

// The layout lets a member of staff in before their two-factor sign-in is set up, so that the account
// page (where it is set up) has its frame; every page in it calls requireStaff, which sends them there.
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaffAccount(context, url);
  const sections = member.twoFactorPending ? [] : staffSections.filter((s) => mayOpen(member.roles, s.role));
  return {
    email: member.user.email,
    pending: member.twoFactorPending,
    sections: sections.map(({ path, label }) => ({ path, label })),
  };
}

type Nav = Route.ComponentProps["loaderData"];

/** The sections the account may open, Home first (none while two-factor sign-in waits to be set up). */
function SectionLinks({ nav }: { nav: Nav }) {
  if (nav.pending) return null;
  return (
    <>
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
    </>
  );
}

/**
 * The back office's menu. Wide screens: the sections in a row, who is signed in beside them. A phone:
 * one "Menu" button (a <details>, so it opens before and without the script, decision 0022) whose panel
 * holds the search, the sections, the account and the sign-out; the row is then not drawn at all (display: none,
 * so a screen reader meets one menu, not two).
 */
function StaffNav({ nav }: { nav: Nav }) {
  // A new page closes the phone's menu: its <details> is drawn afresh for each address.
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label="Back office" className={styles.nav}>
        <ul className={styles.navRow}>
          <SectionLinks nav={nav} />
        </ul>
        <details className={styles.menu} key={pathname}>
          <summary className={styles.menuButton}>Menu</summary>
          <ul className={styles.menuPanel}>
            {nav.pending ? null : (
              <li className={styles.menuSearch}>
                <StaffSearch id="staff-search-menu" />
              </li>
            )}
            <SectionLinks nav={nav} />
            <li className={styles.menuWho}>{nav.email}</li>
            <li>
              <NavLink to={STAFF_ACCOUNT}>Your account</NavLink>
            </li>
            <li>
              <StaffSignOut />
            </li>
          </ul>
        </details>
      </nav>
      <div className={styles.who}>
        <span>{nav.email}</span>
        <NavLink to={STAFF_ACCOUNT}>Your account</NavLink>
        <StaffSignOut />
      </div>
    </>
  );
}

/**
 * The back office's one search (/staff/search), on every page: a plain GET form, so it works before and without
 * the page's script, and the results page's address can be kept or shared. On the results page it keeps the query.
 * A wide screen has it in the bar; a phone first in the menu's panel, so that the bar keeps its one line.
 */
function StaffSearch({ id, className }: { id: string; className?: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/staff/search" ? (params.get("q") ?? "") : "";
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, also for screen readers that predate <search>
    <Form method="get" action="/staff/search" role="search" className={cx(styles.search, className)} key={current}>
      <label htmlFor={id} className="visually-hidden">
        Search claims, requests, submissions and accounts
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={`form-input ${styles.searchInput}`}
        placeholder="Reference, name, phone"
        defaultValue={current}
        maxLength={MAX_QUERY}
        autoComplete="off"
      />
      <button type="submit" className="button button-secondary">
        Search
      </button>
    </Form>
  );
}

function Frame({ children, nav }: { children: ReactNode; nav?: Nav }) {
  return (
    <>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to="/staff" className={styles.brand}>
            <Logo />
            <span className={styles.brandLabel}>Back office</span>
          </Link>
          {nav ? <StaffNav nav={nav} /> : null}
          {nav && !nav.pending ? <StaffSearch id="staff-search" className={styles.barSearch} /> : null}
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
      <StaffError error={useRouteError()} />
    </Frame>
  );
}

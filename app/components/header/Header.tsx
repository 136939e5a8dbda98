import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { findActive } from "#app/navigation/navigation.ts";
import type { NavSection } from "#app/navigation/types.ts";
import { Logo } from "#app/components/Logo.tsx";
import { cx } from "#app/lib/format/cx.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import { BurgerMenu } from "./BurgerMenu.tsx";
import { DesktopSections, DesktopTabs } from "./DesktopMenu.tsx";
import { SiteSearch } from "./SiteSearch.tsx";
import { useDetailsOpen } from "./use-details-open.ts";
import styles from "./Header.module.css";

interface HeaderProps {
  sections: NavSection[];
  /** Controls at the end of the bar, such as a sub-site's Logout button. */
  actions?: ReactNode;
  /** A signed-in member's programme menu, as a row under the bar at every width (ProgrammeMenu.tsx). */
  programmeMenu?: ReactNode;
  /**
   * Inside a signed-in programme, its overview, where the logo leads instead of the group's home page (visiting "/"
   * signs a client out, so the logo must not do it unasked; the footer's logo is the group's home, one click
   * further: issue 37).
   */
  overview?: string;
}

/**
 * The site header (docs/specification.md, “Header”): primary sections, the selected section's tabs
 * (some with flyouts) from 1025 px, and a burger menu of accordions below.
 * Both layouts are in the markup and CSS chooses, so nothing shifts on load: DesktopMenu.tsx and
 * BurgerMenu.tsx draw them; the header keeps what they share (the section shown, the open flyout, whether
 * the burger menu is open) and the keys that close them. Every menu is a `<details>` element that the browser
 * opens, so the header works before and without its script (decision 0022); the state here follows them.
 */
export function Header({ sections, actions, programmeMenu, overview }: HeaderProps) {
  const { pathname } = useLocation();
  const active = useMemo(() => findActive(pathname, sections), [pathname, sections]);

  const [selected, setSelected] = useState(active.section);
  const [openFlyout, setOpenFlyout] = useState<string | null>(null);
  const [menuOpen, setMenuOpen, menuDetails] = useDetailsOpen(false);
  const hydrated = useHydrated();

  // The route decides the section shown; a new path also closes every menu.
  const [trackedPath, setTrackedPath] = useState(pathname);
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    setSelected(active.section);
    setOpenFlyout(null);
    setMenuOpen(false);
  }

  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLElement>(null);
  const toggleRefs = useRef(new Map<string, HTMLElement>());

  // A flyout opened before the script ran is the open one.
  useEffect(() => {
    const early = headerRef.current?.querySelector<HTMLDetailsElement>("details[data-flyout][open]");
    if (early?.dataset.flyout) setOpenFlyout(early.dataset.flyout);
  }, []);

  // Escape closes the open flyout or the burger menu and puts focus back on
  // the control that opened it; a click elsewhere closes a flyout.
  useEffect(() => {
    if (!openFlyout && !menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (openFlyout) {
        toggleRefs.current.get(openFlyout)?.focus();
        setOpenFlyout(null);
      } else {
        setMenuOpen(false);
        burgerRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (openFlyout && !headerRef.current?.contains(event.target as Node)) setOpenFlyout(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openFlyout, menuOpen, setMenuOpen]);

  // The header is sticky and its height varies (a second row of tabs, say):
  // publish it, so that focused and anchored elements scroll clear of it.
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--sticky-header-height", `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-header-height");
    };
  }, []);

  const shown = sections[selected];

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={cx("container", styles.bar)}>
        <Link to={overview ?? "/"} className={styles.home}>
          <Logo />
          <span className="visually-hidden">{overview ? ": programme overview" : ": home page"}</span>
        </Link>

        <DesktopSections
          sections={sections}
          activeSection={active.section}
          selected={selected}
          onSelect={(i) => {
            setSelected(i);
            setOpenFlyout(null);
          }}
        />

        <div className={styles.actions}>
          {actions}
          <BurgerMenu
            sections={sections}
            active={active}
            pathname={pathname}
            details={menuDetails}
            summaryRef={burgerRef}
            hydrated={hydrated}
          />
        </div>
      </div>

      {programmeMenu}

      <div className={styles.tabBar}>
        <div className={cx("container", styles.tabRow)}>
          {shown ? (
            <DesktopTabs
              section={shown}
              currentTab={selected === active.section ? active.tab : null}
              pathname={pathname}
              openFlyout={openFlyout}
              onFlyout={(id, open) => setOpenFlyout((current) => (open ? id : current === id ? null : current))}
              toggleRefs={toggleRefs}
              hydrated={hydrated}
            />
          ) : null}
          <SiteSearch id="site-search" className={styles.search} />
        </div>
      </div>
    </header>
  );
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { findActive } from "#app/navigation/navigation.ts";
import type { NavSection } from "#app/navigation/types.ts";
import { Logo } from "#app/components/Logo.tsx";
import { cx } from "#app/lib/cx.ts";
import { BurgerButton, BurgerMenu } from "./BurgerMenu.tsx";
import { DesktopSections, DesktopTabs } from "./DesktopMenu.tsx";
import { SiteSearch } from "./SiteSearch.tsx";
import styles from "./Header.module.css";

interface HeaderProps {
  sections: NavSection[];
  /** Controls at the end of the bar, such as a sub-site's Logout button. */
  actions?: ReactNode;
}

/**
 * The site header (docs/specification.md, “Header”): primary sections, the selected section's tabs
 * (some with flyouts) from 1025 px, and a burger menu of accordions below.
 * Both layouts are in the markup and CSS chooses, so nothing shifts on load: DesktopMenu.tsx and
 * BurgerMenu.tsx draw them; the header keeps what they share (the section shown, the open flyout, whether
 * the burger menu is open) and the keys that close them.
 */
export function Header({ sections, actions }: HeaderProps) {
  const { pathname } = useLocation();
  const active = useMemo(() => findActive(pathname, sections), [pathname, sections]);

  const [selected, setSelected] = useState(active.section);
  const [openFlyout, setOpenFlyout] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // The route decides the section shown; a new path also closes every menu.
  const [trackedPath, setTrackedPath] = useState(pathname);
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    setSelected(active.section);
    setOpenFlyout(null);
    setMenuOpen(false);
  }

  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const toggleRefs = useRef(new Map<string, HTMLButtonElement>());

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
  }, [openFlyout, menuOpen]);

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
        <Link to="/" className={styles.home}>
          <Logo />
          <span className="visually-hidden">: home page</span>
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
          <BurgerButton ref={burgerRef} open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />
        </div>
      </div>

      <div className={styles.tabBar}>
        <div className={cx("container", styles.tabRow)}>
          {shown ? (
            <DesktopTabs
              section={shown}
              currentTab={selected === active.section ? active.tab : null}
              pathname={pathname}
              openFlyout={openFlyout}
              onFlyout={setOpenFlyout}
              toggleRefs={toggleRefs}
            />
          ) : null}
          <SiteSearch id="site-search" className={styles.search} />
        </div>
      </div>

      <BurgerMenu sections={sections} active={active} pathname={pathname} open={menuOpen} />
    </header>
  );
}

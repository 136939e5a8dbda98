import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { findActive, normalisePath } from "#app/navigation/navigation.ts";
import type { NavLink, NavSection, NavTab } from "#app/navigation/types.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { Logo } from "#app/components/Logo.tsx";
import { cx } from "#app/lib/cx.ts";
import styles from "./Header.module.css";

interface HeaderProps {
  sections: NavSection[];
  /** Controls at the end of the bar, such as a sub-site's Logout button. */
  actions?: ReactNode;
}

function toggleIn(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** aria-current for a tab: "page" on its own page, "true" on a page beneath it. */
function currentValue(tab: NavTab, pathname: string): "page" | "true" {
  return normalisePath(pathname) === tab.route ? "page" : "true";
}

/** A menu entry: internal, or external with its target and a warning for screen readers. */
function MenuLink({
  link,
  className,
  current,
  onClick,
}: {
  link: NavLink;
  className?: string;
  current?: "page" | "true";
  onClick?: () => void;
}) {
  return (
    <AppLink
      to={link.route}
      external={link.external}
      target={link.target}
      className={className}
      aria-current={current}
      onClick={onClick}
    >
      {link.label}
      {link.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </AppLink>
  );
}

type LiveSearchComponent = typeof import("#app/components/search/LiveSearch.tsx").LiveSearch;

/**
 * Search in the header: a plain GET form to /search, which works without JavaScript. The results shown
 * as the visitor types are a separate chunk, loaded on the first focus, so they cost no page its
 * first-load JavaScript (tests/e2e/budget.spec.ts).
 */
function SiteSearch({ id, className }: { id: string; className?: string }) {
  const [Live, setLive] = useState<LiveSearchComponent>();
  const load = () => {
    if (!Live)
      import("#app/components/search/LiveSearch.tsx").then(
        (m) => setLive(() => m.LiveSearch),
        () => {},
      );
  };
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, also for screen readers that predate <search>
    <form action="/search" role="search" className={className}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={load}
      />
      <button type="submit">Search</button>
      {Live ? <Live inputId={id} /> : null}
    </form>
  );
}

/**
 * The site header (docs/specification.md, “Header”): primary sections, the selected section's tabs
 * (some with flyouts) from 1025 px, and a burger menu of accordions below.
 * Both layouts are in the markup and CSS chooses, so nothing shifts on load.
 */
export function Header({ sections, actions }: HeaderProps) {
  const { pathname } = useLocation();
  const active = useMemo(() => findActive(pathname, sections), [pathname, sections]);

  const [selected, setSelected] = useState(active.section);
  const [openFlyout, setOpenFlyout] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [expandedSections, setExpandedSections] = useState<ReadonlySet<string>>(
    () => new Set(sections[active.section] ? [sections[active.section]!.id] : []),
  );
  const [expandedTabs, setExpandedTabs] = useState<ReadonlySet<string>>(() => new Set());

  // The route decides the section shown; a new path also closes every menu.
  const [trackedPath, setTrackedPath] = useState(pathname);
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    setSelected(active.section);
    setOpenFlyout(null);
    setMenuOpen(false);
    const id = sections[active.section]?.id;
    if (id) setExpandedSections(new Set([id]));
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

        <nav aria-label="Main" className={styles.primary}>
          <ul className={styles.primaryList}>
            {sections.map((section, i) => (
              <li key={section.id}>
                <AppLink
                  to={section.route}
                  className={cx(styles.primaryLink, i === selected && styles.primarySelected)}
                  aria-current={i === active.section ? "true" : undefined}
                  onClick={() => {
                    // Selecting a section opens its first tab (its route is the first tab's).
                    setSelected(i);
                    setOpenFlyout(null);
                  }}
                >
                  {section.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {actions}
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
            <span>Menu</span>
          </button>
        </div>
      </div>

      <div className={styles.tabBar}>
        <div className={cx("container", styles.tabRow)}>
          {shown ? (
            <nav aria-label={`${shown.label} pages`}>
              <ul className={styles.tabList}>
                {shown.tabs.map((tab, t) => {
                  const isCurrent = selected === active.section && t === active.tab;
                  const flyoutId = `flyout-${shown.id}-${t}`;
                  const open = openFlyout === flyoutId;
                  return (
                    <li key={tab.label} className={styles.tab}>
                      <MenuLink
                        link={tab}
                        className={cx(styles.tabLink, tab.highlight && styles.highlight)}
                        current={isCurrent ? currentValue(tab, pathname) : undefined}
                      />
                      {tab.columns ? (
                        <>
                          <button
                            type="button"
                            ref={(el) => {
                              if (el) toggleRefs.current.set(flyoutId, el);
                              else toggleRefs.current.delete(flyoutId);
                            }}
                            className={styles.flyoutToggle}
                            aria-expanded={open}
                            aria-controls={flyoutId}
                            onClick={() => setOpenFlyout(open ? null : flyoutId)}
                          >
                            <span className="visually-hidden">{`More in ${tab.label}`}</span>
                            <ChevronDown aria-hidden="true" size={16} />
                          </button>
                          <div id={flyoutId} className={styles.flyout} hidden={!open}>
                            {tab.description ? <p className={styles.flyoutLead}>{tab.description}</p> : null}
                            <div className={styles.columns}>
                              {tab.columns.map((column, c) => (
                                <div key={column.heading}>
                                  <p className={styles.columnHeading} id={`${flyoutId}-col-${c}`}>
                                    {column.heading}
                                  </p>
                                  <ul aria-labelledby={`${flyoutId}-col-${c}`} className={styles.columnLinks}>
                                    {column.links.map((link) => (
                                      <li key={link.route}>
                                        <MenuLink
                                          link={link}
                                          current={normalisePath(pathname) === link.route ? "page" : undefined}
                                          onClick={() => setOpenFlyout(null)}
                                        />
                                      </li>
                                    ))}
                                  </ul>
                                </div>
                              ))}
                            </div>
                          </div>
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          <SiteSearch id="site-search" className={styles.search} />
        </div>
      </div>

      {/* Closed panels are inert at once: they stay painted for the 0.3 s they take to fold away, and Tab must not
          land in them meanwhile. */}
      <div id="site-menu" className={cx(styles.accordion, styles.mobilePanel)} data-open={menuOpen} inert={!menuOpen}>
        <div className={styles.accordionInner}>
          <div className="container">
            <SiteSearch id="site-search-menu" className={cx(styles.search, styles.menuSearch)} />
          </div>
          <nav aria-label="Main" className="container">
            <ul className={styles.mobileSections}>
              {sections.map((section, i) => {
                const open = expandedSections.has(section.id);
                const panelId = `menu-${section.id}`;
                return (
                  <li key={section.id}>
                    <button
                      type="button"
                      className={cx(styles.mobileSection, i === active.section && styles.mobileSectionActive)}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setExpandedSections((set) => toggleIn(set, section.id))}
                    >
                      {section.label}
                      <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                    </button>
                    <div id={panelId} className={styles.accordion} data-open={open} inert={!open}>
                      <div className={styles.accordionInner}>
                        <ul className={styles.mobileTabs}>
                          {section.tabs.map((tab, t) => {
                            const tabKey = `${section.id}-${t}`;
                            const tabOpen = expandedTabs.has(tabKey);
                            const isCurrent = i === active.section && t === active.tab;
                            return (
                              <li key={tab.label}>
                                <div className={styles.mobileTabRow}>
                                  <MenuLink
                                    link={tab}
                                    className={cx(styles.mobileTab, tab.highlight && styles.highlight)}
                                    current={isCurrent ? currentValue(tab, pathname) : undefined}
                                  />
                                  {tab.columns ? (
                                    <button
                                      type="button"
                                      className={styles.mobileTabToggle}
                                      aria-expanded={tabOpen}
                                      aria-controls={`menu-tab-${tabKey}`}
                                      onClick={() => setExpandedTabs((set) => toggleIn(set, tabKey))}
                                    >
                                      <span className="visually-hidden">{`More in ${tab.label}`}</span>
                                      <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
                                    </button>
                                  ) : null}
                                </div>
                                {tab.columns ? (
                                  <div
                                    id={`menu-tab-${tabKey}`}
                                    className={styles.accordion}
                                    data-open={tabOpen}
                                    inert={!tabOpen}
                                  >
                                    <div className={styles.accordionInner}>
                                      {tab.description ? <p className={styles.mobileLead}>{tab.description}</p> : null}
                                      <ul className={styles.mobileLinks}>
                                        {tab.columns
                                          .flatMap((c) => c.links)
                                          .map((link) => (
                                            <li key={link.route}>
                                              <MenuLink link={link} />
                                            </li>
                                          ))}
                                      </ul>
                                    </div>
                                  </div>
                                ) : null}
                              </li>
                            );
                          })}
                        </ul>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

import { useState, type Ref } from "react";

import type { NavSection, NavTab } from "#app/navigation/types.ts";
import { chevronDown, Icon, menu, x } from "#app/components/Icon.tsx";
import { cx } from "#app/lib/format/cx.ts";
import { currentValue, MenuLink } from "./MenuLink.tsx";
import styles from "./Header.module.css";
import { SiteSearch } from "./SiteSearch.tsx";
import { useDetailsOpen, type DetailsProps } from "./use-details-open.ts";

/**
 * The burger menu below 1025 px (docs/specification.md, “Header”): the Menu
 * button in the bar, and below the header the search field and the sections
 * with their tabs as accordions. Every part is a `<details>` element, so it
 * opens without the page's script, and a tap before the script runs is kept
 * (decision 0022). Its state is the header's, which closes it on Escape and
 * after a navigation.
 */
export function BurgerMenu({
  sections,
  active,
  pathname,
  details,
  summaryRef,
  hydrated,
}: {
  sections: NavSection[];
  active: { section: number; tab: number };
  pathname: string;
  details: DetailsProps;
  summaryRef: Ref<HTMLElement>;
  hydrated: boolean;
}) {
  const { open } = details;
  return (
    <details {...details} className={cx(styles.disclosure, styles.burgerMenu)}>
      {/* A summary is a button to assistive technology; the role says so to tools that do not know it. */}
      <summary
        ref={summaryRef}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a summary is a button already; the role tells tools that do not know it
        role="button"
        className={styles.burger}
        // The browser tells assistive technology whether a summary is open; the attribute follows only once the
        // script keeps it true, or it would contradict a menu opened before then.
        aria-expanded={hydrated ? open : undefined}
        aria-controls="site-menu"
      >
        <Icon icon={menu} size={22} className={styles.whenClosed} />
        <Icon icon={x} size={22} className={styles.whenOpen} />
        <span>Menu</span>
      </summary>
      {/* Closed panels are inert at once: they stay painted for the 0.3 s they take to fold away, and Tab must not
          land in them meanwhile. Only with the script: the server cannot know what was opened before it ran. */}
      <div id="site-menu" className={cx(styles.accordion, styles.mobilePanel)} inert={hydrated && !open}>
        <div className={styles.accordionInner}>
          <div className="container">
            <SiteSearch id="site-search-menu" className={cx(styles.search, styles.menuSearch)} />
          </div>
          <nav aria-label="Main" className="container">
            <ul className={styles.mobileSections}>
              {sections.map((section, i) => (
                <BurgerSection
                  key={section.id}
                  section={section}
                  isActive={i === active.section}
                  activeTab={i === active.section ? active.tab : -1}
                  pathname={pathname}
                  hydrated={hydrated}
                />
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </details>
  );
}

/**
 * A section of the burger menu. Its button expands rather than navigates, so
 * that the visitor sees its tabs first. The current page's section starts
 * expanded, and again after each navigation (the others fold).
 */
function BurgerSection({
  section,
  isActive,
  activeTab,
  pathname,
  hydrated,
}: {
  section: NavSection;
  isActive: boolean;
  activeTab: number;
  pathname: string;
  hydrated: boolean;
}) {
  const [open, setOpen, details] = useDetailsOpen(isActive);
  const [trackedPath, setTrackedPath] = useState(pathname);
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    setOpen(isActive);
  }
  const panelId = `menu-${section.id}`;

  return (
    <li>
      <details {...details} className={styles.disclosure}>
        <summary
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a summary is a button already; the role tells tools that do not know it
          role="button"
          className={cx(styles.mobileSection, isActive && styles.mobileSectionActive)}
          aria-expanded={hydrated ? open : undefined}
          aria-controls={panelId}
        >
          {section.label}
          <Icon icon={chevronDown} size={20} className={styles.chevron} />
        </summary>
        <div id={panelId} className={styles.accordion} inert={hydrated && !open}>
          <div className={styles.accordionInner}>
            <ul className={styles.mobileTabs}>
              {section.tabs.map((tab, t) => (
                <BurgerTab
                  key={tab.label}
                  tab={tab}
                  tabKey={`${section.id}-${t}`}
                  current={t === activeTab ? currentValue(tab, pathname) : undefined}
                  hydrated={hydrated}
                />
              ))}
            </ul>
          </div>
        </div>
      </details>
    </li>
  );
}

/** A tab of a burger menu section, with its flyout's links as a nested accordion. */
function BurgerTab({
  tab,
  tabKey,
  current,
  hydrated,
}: {
  tab: NavTab;
  tabKey: string;
  current: "page" | "true" | undefined;
  hydrated: boolean;
}) {
  const [open, , details] = useDetailsOpen(false);
  const tabLink = (
    <MenuLink link={tab} className={cx(styles.mobileTab, tab.highlight && styles.highlight)} current={current} />
  );
  if (!tab.columns) return <li className={styles.mobileTabItem}>{tabLink}</li>;
  const panelId = `menu-tab-${tabKey}`;
  return (
    <li className={styles.mobileTabItem}>
      {tabLink}
      <details {...details} className={styles.disclosure}>
        <summary
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a summary is a button already; the role tells tools that do not know it
          role="button"
          className={styles.mobileTabToggle}
          aria-expanded={hydrated ? open : undefined}
          aria-controls={panelId}
        >
          <span className="visually-hidden">{`More in ${tab.label}`}</span>
          <Icon icon={chevronDown} size={18} className={styles.chevron} />
        </summary>
        <div id={panelId} className={styles.accordion} inert={hydrated && !open}>
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
      </details>
    </li>
  );
}

import { useState, type Ref } from "react";

import type { NavSection } from "#app/navigation/types.ts";
import { chevronDown, Icon, menu, x } from "#app/components/Icon.tsx";
import { cx } from "#app/lib/cx.ts";
import { currentValue, MenuLink } from "./MenuLink.tsx";
import styles from "./Header.module.css";
import { SiteSearch } from "./SiteSearch.tsx";

function toggleIn(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** The button in the bar that opens the burger menu below 1025 px. */
export function BurgerButton({
  open,
  onToggle,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.burger}
      aria-expanded={open}
      aria-controls="site-menu"
      onClick={onToggle}
    >
      {open ? <Icon icon={x} size={22} /> : <Icon icon={menu} size={22} />}
      <span>Menu</span>
    </button>
  );
}

/**
 * The burger menu below 1025 px (docs/specification.md, “Header”): the search
 * field, and the sections with their tabs as accordions. The search field is
 * always in the markup; the sections from the first opening on.
 */
export function BurgerMenu({
  sections,
  active,
  pathname,
  open,
}: {
  sections: NavSection[];
  active: { section: number; tab: number };
  pathname: string;
  open: boolean;
}) {
  // The sections are drawn once the menu is first opened: only a script opens it, so without one they could
  // never be reached, and they were half the links of every page the server renders (decision 0020).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    // Closed panels are inert at once: they stay painted for the 0.3 s they take to fold away, and Tab must not
    // land in them meanwhile.
    <div id="site-menu" className={cx(styles.accordion, styles.mobilePanel)} data-open={open} inert={!open}>
      <div className={styles.accordionInner}>
        <div className="container">
          <SiteSearch id="site-search-menu" className={cx(styles.search, styles.menuSearch)} />
        </div>
        {opened ? <BurgerSections sections={sections} active={active} pathname={pathname} /> : null}
      </div>
    </div>
  );
}

/**
 * The burger menu's sections. A section button expands rather than navigates,
 * so that the visitor sees its tabs first. The current page's section starts
 * expanded, and again after each navigation.
 */
function BurgerSections({
  sections,
  active,
  pathname,
}: {
  sections: NavSection[];
  active: { section: number; tab: number };
  pathname: string;
}) {
  const [expandedSections, setExpandedSections] = useState<ReadonlySet<string>>(
    () => new Set(sections[active.section] ? [sections[active.section]!.id] : []),
  );
  const [expandedTabs, setExpandedTabs] = useState<ReadonlySet<string>>(() => new Set());

  const [trackedPath, setTrackedPath] = useState(pathname);
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    const id = sections[active.section]?.id;
    if (id) setExpandedSections(new Set([id]));
  }

  return (
    <nav aria-label="Main" className="container">
      <ul className={styles.mobileSections}>
        {sections.map((section, i) => {
          const sectionOpen = expandedSections.has(section.id);
          const panelId = `menu-${section.id}`;
          return (
            <li key={section.id}>
              <button
                type="button"
                className={cx(styles.mobileSection, i === active.section && styles.mobileSectionActive)}
                aria-expanded={sectionOpen}
                aria-controls={panelId}
                onClick={() => setExpandedSections((set) => toggleIn(set, section.id))}
              >
                {section.label}
                <Icon icon={chevronDown} size={20} className={styles.chevron} />
              </button>
              <div id={panelId} className={styles.accordion} data-open={sectionOpen} inert={!sectionOpen}>
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
                                <Icon icon={chevronDown} size={18} className={styles.chevron} />
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
  );
}

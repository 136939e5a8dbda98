import type { RefObject } from "react";

import { normalisePath } from "#app/navigation/navigation.ts";
import type { NavSection } from "#app/navigation/types.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { chevronDown, Icon } from "#app/components/Icon.tsx";
import { cx } from "#app/lib/format/cx.ts";
import { currentValue, MenuLink } from "./MenuLink.tsx";
import styles from "./Header.module.css";

/**
 * The menu from 1025 px (docs/specification.md, “Header”): the primary
 * sections in the bar, and the selected section's tabs in a row below, some
 * with a flyout. Header places the two parts (the bar's actions sit between
 * them) and keeps the state they share with its Escape and click-away handling.
 */
export function DesktopSections({
  sections,
  activeSection,
  selected,
  onSelect,
}: {
  sections: NavSection[];
  activeSection: number;
  selected: number;
  onSelect: (section: number) => void;
}) {
  return (
    <nav aria-label="Main" className={styles.primary}>
      <ul className={styles.primaryList}>
        {sections.map((section, i) => (
          <li key={section.id}>
            <AppLink
              to={section.route}
              className={cx(styles.primaryLink, i === selected && styles.primarySelected)}
              aria-current={i === activeSection ? "true" : undefined}
              // Selecting a section opens its first tab (its route is the first tab's).
              onClick={() => onSelect(i)}
            >
              {section.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The selected section's tabs; a tab with columns has a button that opens its flyout. Each flyout is a
 * `<details>` element of one group (`name`), so it opens without the page's script, one at a time, and a tap
 * before the script runs is kept (decision 0022); the header follows its state and closes it on Escape, on a
 * click elsewhere and after a navigation.
 */
export function DesktopTabs({
  section,
  currentTab,
  pathname,
  openFlyout,
  onFlyout,
  toggleRefs,
  hydrated,
}: {
  section: NavSection;
  /** The tab of the current page, when `section` is the current page's section. */
  currentTab: number | null;
  pathname: string;
  openFlyout: string | null;
  /** Called as a flyout opens or closes (by a tap, or by the browser as another of the group opens). */
  onFlyout: (flyoutId: string, open: boolean) => void;
  /** The flyout buttons by flyout id, so that Escape can put focus back on the one that opened it. */
  toggleRefs: RefObject<Map<string, HTMLElement>>;
  hydrated: boolean;
}) {
  return (
    <nav aria-label={`${section.label} pages`}>
      <ul className={styles.tabList}>
        {section.tabs.map((tab, t) => {
          const isCurrent = t === currentTab;
          const flyoutId = `flyout-${section.id}-${t}`;
          const open = openFlyout === flyoutId;
          return (
            <li key={tab.label} className={styles.tab}>
              <MenuLink
                link={tab}
                className={cx(styles.tabLink, tab.highlight && styles.highlight)}
                current={isCurrent ? currentValue(tab, pathname) : undefined}
              />
              {tab.columns ? (
                <details
                  name="flyout"
                  data-flyout={flyoutId}
                  open={open}
                  onToggle={(event) => onFlyout(flyoutId, event.currentTarget.open)}
                  // A tap before hydration opens it unknown to the server: expected, not a mismatch.
                  suppressHydrationWarning
                >
                  {/* A summary is a button to assistive technology; the role says so to tools that do not know it. */}
                  <summary
                    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a summary is a button already; the role tells tools that do not know it
                    role="button"
                    ref={(el) => {
                      if (el) toggleRefs.current.set(flyoutId, el);
                      else toggleRefs.current.delete(flyoutId);
                    }}
                    className={styles.flyoutToggle}
                    // The browser tells assistive technology whether a summary is open; the attribute follows only
                    // once the script keeps it true.
                    aria-expanded={hydrated ? open : undefined}
                    aria-controls={flyoutId}
                  >
                    <span className="visually-hidden">{`More in ${tab.label}`}</span>
                    <Icon icon={chevronDown} size={16} />
                  </summary>
                  <div id={flyoutId} className={styles.flyout}>
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
                                  onClick={() => onFlyout(flyoutId, false)}
                                />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </div>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

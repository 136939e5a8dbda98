import { Link, useLocation } from "react-router";

import { currentEntry, type ProgrammeMenuEntry } from "#app/navigation/programme-menu.ts";
import styles from "./ProgrammeMenu.module.css";

/**
 * A signed-in member's programme menu (issue 28, item 1), in the sub-site
 * header at every width: one line of links from 720 px, a "Programme menu"
 * button below. Both are in the markup and CSS chooses; the button is a
 * `<details>` element (decision 0022), so it opens before and without the
 * page's script. The current page's entry is marked with aria-current.
 */
export function ProgrammeMenu({ name, entries }: { name: string; entries: ProgrammeMenuEntry[] }) {
  const { pathname } = useLocation();
  const current = currentEntry(entries, pathname);
  const links = (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.route}>
          <Link
            to={entry.route}
            className={styles.link}
            aria-current={entry === current ? (entry.route === pathname ? "page" : "location") : undefined}
          >
            {entry.label}
          </Link>
          {entry.waiting ? (
            <span className={styles.count}>
              <span aria-hidden="true">{entry.waiting}</span>
              <span className="visually-hidden">{entry.waiting} waiting for your approval</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={`${name} programme`} className={styles.menu}>
      <div className={`container ${styles.row}`}>
        <span className={styles.name} aria-hidden="true">
          {name}
        </span>
        <div className={styles.wide}>{links}</div>
        {/* Keyed by the address, so that it is closed again on the page it led to. */}
        <details key={pathname} className={styles.narrow}>
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a summary is a button already; the role tells tools that do not know it */}
          <summary role="button" className={styles.button}>
            Programme menu{current ? <span className={styles.here}>: {current.label}</span> : null}
          </summary>
          {links}
        </details>
      </div>
    </nav>
  );
}

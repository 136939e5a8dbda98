import { siteFrame as site } from "#app/config/site-frame.ts";
import styles from "./Logo.module.css";

/** The group's mark: a shield with two arcs meeting ("kopano" means coming together). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg className={styles.mark} width="38" height="38" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path className={styles.shield} d="M20 3 35 9v11c0 9.3-6.2 15.4-15 17C11.2 35.4 5 29.3 5 20V9z" />
        <path className={styles.arcs} d="M13 14.5a7.5 7.5 0 0 1 0 11M27 14.5a7.5 7.5 0 0 0 0 11M20 12.5v15" />
        <circle className={styles.dot} cx="20" cy="20" r="2.6" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{site.shortName}</span>
        <span className={styles.sub}>Risk Group</span>
      </span>
    </span>
  );
}

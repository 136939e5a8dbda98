import type { SocialNetwork } from "#app/config/site-frame.ts";
import styles from "./SocialIcon.module.css";

/**
 * Simple monochrome marks for the five networks, drawn for this site. Each is
 * a small SVG file in ./icons that the stylesheet uses as a mask over the
 * text colour (the build inlines them), so the marks cost the page's
 * JavaScript nothing and follow the link's colour, forced colours included.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[network.toLowerCase()]}`} />;
}

import { Icon, messageCircle } from "#app/components/Icon.tsx";

import { AppLink } from "./AppLink.tsx";
import styles from "./FloatingContact.module.css";

/**
 * The floating Contact Us element; the layout leaves it out on contact pages. It is last in the page, after the
 * footer, so it comes once in the tab order, at the end. It covers nothing (issue 37, decision 0052): where the page
 * has a margin beside its column wide enough for it (1280 px and wider) it floats there as a round button; on
 * narrower screens, where any place it floated would lie over text, it ends the page in its flow, under the footer.
 */
export function FloatingContact() {
  return (
    <aside aria-label="Contact us">
      <AppLink to="/contact/regional-offices" className={styles.floating} data-testid="floating-contact">
        <Icon icon={messageCircle} size={20} />
        <span>Contact us</span>
      </AppLink>
    </aside>
  );
}

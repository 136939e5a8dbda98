import { Icon, messageCircle } from "#app/components/Icon.tsx";

import { AppLink } from "./AppLink.tsx";
import styles from "./FloatingContact.module.css";

/** The floating Contact Us element; the layout leaves it out on contact pages. */
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

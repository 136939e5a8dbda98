import { Icon, messageCircle, phone } from "#app/components/Icon.tsx";
import { site } from "#app/config/site.ts";
import styles from "./claims.module.css";

/** The 24/7 claims line and the claims WhatsApp number, at the top of every claims page and the tracker. */
export function ClaimsLine() {
  return (
    <aside className={styles.line} aria-label="Claims line and WhatsApp">
      <p className={styles.lineIntro}>Need help with a claim, at any hour?</p>
      <a className={styles.lineLink} href={site.claimsEmergencyPhoneHref}>
        <Icon icon={phone} size={20} />
        <span>
          24/7 claims line <strong>{site.claimsEmergencyPhone}</strong>
        </span>
      </a>
      <a className={styles.lineLink} href={site.claimsWhatsAppHref}>
        <Icon icon={messageCircle} size={20} />
        <span>
          WhatsApp <strong>{site.claimsWhatsApp}</strong>
        </span>
      </a>
    </aside>
  );
}

import { fileText, Icon, phone } from "#app/components/Icon.tsx";
import { useSyncExternalStore } from "react";

import { siteFrame as site } from "#app/config/site-frame.ts";
import { footerDocuments, footerLinks } from "#app/navigation/main-nav.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { Logo } from "#app/components/Logo.tsx";
import styles from "./Footer.module.css";
import { SocialIcon } from "./SocialIcon.tsx";

const BUILD_YEAR = new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The year is rendered when the page is built and read again in the browser,
 * so a page prerendered in one year still says the current year in the next.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {site.name}
          </h2>
          {/* The group's home, one click from anywhere: inside a programme the header's logo leads to its overview. */}
          <AppLink to="/" className={styles.home}>
            <Logo inverse />
            <span className="visually-hidden">: home page</span>
          </AppLink>
          <p className={styles.statement}>
            {site.legalName} is an authorised financial services provider (FSP {site.fspNumber}).
          </p>
          <p className={styles.statement}>All products are underwritten by {site.underwriter}.</p>
          <AppLink to="/contact/regional-offices" className={`button ${styles.contactButton}`}>
            <Icon icon={phone} size={18} />
            Contact us
          </AppLink>
        </section>

        <nav aria-labelledby="footer-links" className={styles.column}>
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {footerLinks.map((link) => (
              <li key={link.route}>
                <AppLink to={link.route}>{link.label}</AppLink>
              </li>
            ))}
            <li>
              {/* The group's own people sign in apart from clients (decision 0030): findable from every page. */}
              <AppLink to="/staff/sign-in">Staff sign-in</AppLink>
            </li>
            <li>
              {/* Handled by the consent script in <head> (app/lib/browser/consent.ts). */}
              <button type="button" className={`link-button ${styles.linkButton}`} data-consent-action="open">
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-documents" className={styles.column}>
          <h2 id="footer-documents" className={styles.heading}>
            Documents
          </h2>
          <ul className={styles.list}>
            {footerDocuments.map((doc) => (
              <li key={doc.route}>
                <a href={doc.route} download className={styles.document}>
                  <Icon icon={fileText} size={16} />
                  <span>
                    {doc.label} <span className={styles.fileType}>(PDF)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            Get in touch
          </h2>
          <p className={styles.contactLine}>
            Switchboard: <a href={site.phoneHref}>{site.phone}</a>
          </p>
          <p className={styles.contactLine}>
            24/7 claims line: <a href={site.claimsEmergencyPhoneHref}>{site.claimsEmergencyPhone}</a>
          </p>
          <p className={styles.contactLine}>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className={styles.social} aria-label="Follow us">
            {site.social.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <SocialIcon network={s.network} />
                  <span className="visually-hidden">{`${site.shortName} on ${s.network} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <div className="container">
          <p>
            © {year} {site.legalName}. Registration number {site.registrationNumber}.
          </p>
        </div>
      </div>
    </footer>
  );
}

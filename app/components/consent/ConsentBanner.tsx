import { useEffect, useId, useRef, useState } from "react";

import { CONSENT_KEY, OPEN_CONSENT_EVENT } from "../../lib/consent";
import styles from "./ConsentBanner.module.css";

function storedAnalytics(): boolean {
  try {
    return JSON.parse(localStorage.getItem(CONSENT_KEY) ?? "null")?.analytics === true;
  } catch {
    return false;
  }
}

/**
 * The cookie choice (POPIA): accept or reject analytics, or choose. It shows
 * by CSS while <html data-consent="unset"> (set in <head> by the consent
 * script, so it never flashes for those who have chosen, and stays hidden
 * without JavaScript, when no analytics can run anyway), and again when the
 * footer's "Cookie settings" asks. It covers nothing for good: the page may
 * scroll content out from under it (--consent-banner-height).
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    const show = () => {
      setAnalytics(storedAnalytics());
      setChoosing(true);
      setOpen(true);
      requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, show);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, show);
  }, []);

  // While it shows, the page keeps focused and scrolled-to content clear of it.
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty("--consent-banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--consent-banner-height");
    };
  }, []);

  function decide(choice: boolean) {
    window.kopanoConsent?.update(choice);
    setOpen(false);
    setChoosing(false);
  }

  return (
    <section
      ref={banner}
      className={styles.banner}
      data-open={open ? "" : undefined}
      aria-labelledby={headingId}
      data-testid="consent-banner"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Cookies and analytics
      </h2>
      <p className={styles.text}>
        With your permission we use analytics cookies to count visits and see which pages help people, never for
        advertising. The site works the same whatever you choose. <a href="/cookie-policy">Our cookie policy</a>{" "}
        explains each cookie.
      </p>
      {choosing ? (
        <form
          className={styles.choices}
          onSubmit={(event) => {
            event.preventDefault();
            decide(analytics);
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className="visually-hidden">Which cookies may we use?</legend>
            <label className={styles.option}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>Strictly necessary</strong>: signing in to client programmes and remembering this choice. Always
                on.
              </span>
            </label>
            <label className={styles.option}>
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
              <span>
                <strong>Analytics</strong>: Google Tag Manager and Google Analytics count visits and forms sent, without
                what you type.
              </span>
            </label>
          </fieldset>
          <div className={styles.buttons}>
            <button type="submit" className="button">
              Save my choice
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => decide(true)}>
            Accept analytics
          </button>
          <button type="button" className="button" onClick={() => decide(false)}>
            Reject analytics
          </button>
          <button type="button" className="button button-secondary" onClick={() => setChoosing(true)}>
            Choose
          </button>
        </div>
      )}
    </section>
  );
}

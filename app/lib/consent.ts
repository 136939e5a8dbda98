/** Where the visitor's analytics choice is kept (the cookie policy names this key). */
export const CONSENT_KEY = "kopano-consent";

/** The stored choice. A new version (another purpose to ask about) asks everyone again. */
export interface ConsentChoice {
  version: 1;
  analytics: boolean;
  /** When it was made, ISO 8601. */
  at: string;
}

/** What the page knows before any React code runs: the choice made, or none yet. */
export type ConsentState = "granted" | "denied" | "unset";

declare global {
  interface Window {
    kopanoConsent?: { update(analytics: boolean): void };
  }
}

/**
 * Runs in <head>, before anything else (inlined with the page's CSP nonce;
 * see consentScript): Google Consent Mode v2 defaults to denied, the stored
 * choice is applied, and the tag manager loads only with a container ID and
 * analytics granted. It publishes the state on <html data-consent>, which
 * shows the banner (by CSS) while no choice is stored, and
 * window.kopanoConsent.update for the banner to record a choice.
 * Self-contained: it is sent as its source text.
 */
export function consentBootstrap(gtmId: string, key: string): void {
  const w = window;
  const html = document.documentElement;
  const layer: unknown[] = (w.dataLayer = w.dataLayer ?? []);
  // gtag() pushes its arguments object: that is the form Consent Mode reads.
  function gtag(..._args: unknown[]) {
    // oxlint-disable-next-line prefer-rest-params -- Google's tag reads the arguments object itself
    layer.push(arguments);
  }
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  let loaded = false;
  function loadTagManager() {
    if (!gtmId || loaded) return;
    loaded = true;
    layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  }
  function apply(analytics: boolean) {
    html.dataset.consent = analytics ? "granted" : "denied";
    gtag("consent", "update", { analytics_storage: analytics ? "granted" : "denied" });
    if (analytics) loadTagManager();
  }
  let stored: { version?: number; analytics?: unknown } | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    // No storage (private mode) or a damaged value: ask again.
  }
  if (stored?.version === 1 && typeof stored.analytics === "boolean") apply(stored.analytics);
  else html.dataset.consent = "unset";
  w.kopanoConsent = {
    update(analytics: boolean) {
      try {
        localStorage.setItem(key, JSON.stringify({ version: 1, analytics, at: new Date().toISOString() }));
      } catch {
        // Not kept: the choice holds for this page only, and the banner asks again next time.
      }
      apply(analytics);
    },
  };
}

/** The inline script for <head>. */
export function consentScript(gtmId: string): string {
  return `(${consentBootstrap.toString()})(${JSON.stringify(gtmId)},${JSON.stringify(CONSENT_KEY)});`;
}

/** The footer's "Cookie settings" asks the banner to open through this event. */
export const OPEN_CONSENT_EVENT = "kopano:open-consent";

export function openConsentChoice(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

/** Where the visitor's analytics choice is kept (the cookie policy names this key). */
export const CONSENT_KEY = "kopano-consent";

/** The stored choice. A new version (another purpose to ask about) asks everyone again. */
export interface ConsentChoice {
  version: 1;
  analytics: boolean;
  /** When it was made, ISO 8601. */
  at: string;
}

/**
 * The consent banner and Google Consent Mode v2 (docs/architecture.md, “Forms, e-mail, analytics and consent”), run in
 * <head> before anything else: inlined by the root layout with the page's CSP
 * nonce (or, on a prerendered page, allowed by its hash: decision 0015), and
 * sent as its source text, so it must stay self-contained. It
 * costs the app bundle nothing and works before React has hydrated.
 *
 * - Consent Mode defaults to denied for every purpose; a stored choice is
 *   applied at once, and the tag manager loads only with a container ID and
 *   analytics granted (so nothing reaches its host before consent).
 * - <html data-consent="unset|granted|denied"> shows the banner, by CSS,
 *   only while no choice is stored. The choice is kept in the page's storage;
 *   one made without JavaScript (the banner's plain form, posted to /consent)
 *   is kept in the cookie of the same name, read here when storage has none.
 * - Buttons carrying data-consent-action (accept, reject, choose, open) work
 *   wherever they are, the footer's "Cookie settings" (open) included; the
 *   banner's own buttons are the form's, so with no script they post it.
 * - The banner is at the top of the page, in its flow (decision 0052): it
 *   pushes the page down rather than lying over it, so nothing needs to be
 *   kept clear of it.
 */
export function consentBootstrap(gtmId: string, key: string): void {
  const w = window;
  const doc = document;
  const html = doc.documentElement;
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
    const script = doc.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    doc.head.append(script);
  }
  function apply(analytics: boolean) {
    html.dataset.consent = analytics ? "granted" : "denied";
    gtag("consent", "update", { analytics_storage: analytics ? "granted" : "denied" });
    if (analytics) loadTagManager();
  }
  function stored(): boolean | undefined {
    try {
      const choice = JSON.parse(localStorage.getItem(key) ?? "null");
      if (choice?.version === 1 && typeof choice.analytics === "boolean") return choice.analytics;
    } catch {
      // No storage (private mode) or a damaged value: the cookie, or ask again.
    }
    // A choice made without the script, by the banner's form (app/routes/consent.tsx).
    const cookie = doc.cookie.split("; ").find((c) => c.startsWith(`${key}=`));
    if (cookie) return cookie.slice(key.length + 1) === "granted";
    return undefined;
  }
  const initial = stored();
  if (initial === undefined) html.dataset.consent = "unset";
  else apply(initial);

  const banner = () => doc.getElementById("consent-banner");
  const part = (step: string) => banner()?.querySelector<HTMLElement>(`[data-consent-step="${step}"]`);
  function showChoices(analytics: boolean) {
    part("ask")?.setAttribute("hidden", "");
    part("choose")?.removeAttribute("hidden");
    const box = part("choose")?.querySelector<HTMLInputElement>('input[name="analytics"]');
    if (box) box.checked = analytics;
  }
  function decide(analytics: boolean) {
    try {
      localStorage.setItem(key, JSON.stringify({ version: 1, analytics, at: new Date().toISOString() }));
    } catch {
      // Not kept: the choice holds for this page, and the banner asks again on the next.
    }
    apply(analytics);
    const element = banner();
    if (!element) return;
    delete element.dataset.open;
    part("choose")?.setAttribute("hidden", "");
    part("ask")?.removeAttribute("hidden");
  }

  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("[data-consent-action]");
    const action = button?.getAttribute("data-consent-action");
    // The banner's buttons submit its form when there is no script; here the script keeps the choice instead.
    if (action) event.preventDefault();
    if (action === "accept" || action === "reject") decide(action === "accept");
    else if (action === "choose") showChoices(false);
    else if (action === "open") {
      const element = banner();
      if (!element) return;
      element.dataset.open = "";
      showChoices(stored() === true);
      element.querySelector<HTMLElement>("h2")?.focus();
    }
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLElement;
    if (form.getAttribute("data-consent-step") !== "choose") return;
    event.preventDefault();
    decide(!!form.querySelector<HTMLInputElement>('input[name="analytics"]')?.checked);
  });
}

/** The inline script for <head>. */
export function consentScript(gtmId: string): string {
  // Made once per tag ID (one per process): every rendered page writes it.
  let script = consentScripts.get(gtmId);
  if (script === undefined) {
    script = `(${consentBootstrap.toString()})(${JSON.stringify(gtmId)},${JSON.stringify(CONSENT_KEY)});`;
    consentScripts.set(gtmId, script);
  }
  return script;
}
const consentScripts = new Map<string, string>();

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The banner's markup, at the top of the page before the header (static: the script above gives it its behaviour;
 * styles in global.css). Its buttons are a plain form's: without the script they post the choice to /consent,
 * which keeps it in a cookie and sends the visitor back to `back`, the page they were on.
 */
export function consentBannerHtml(back: string): string {
  return `<section id="consent-banner" class="consent" aria-labelledby="consent-heading" data-testid="consent-banner">
<div class="consent-inner">
<div class="consent-text">
<h2 id="consent-heading" tabindex="-1">Cookies and analytics</h2>
<p>May we count visits with analytics cookies? Never for advertising. <a href="/cookie-policy">Our cookie policy</a></p>
</div>
<form method="post" action="/consent" class="consent-buttons" data-consent-step="ask">
<input type="hidden" name="back" value="${escapeAttribute(back)}">
<button type="submit" name="analytics" value="granted" class="button" data-consent-action="accept">Accept analytics</button>
<button type="submit" name="analytics" value="denied" class="button" data-consent-action="reject">Reject analytics</button>
<button type="button" class="button button-secondary" data-consent-action="choose">Choose</button>
</form>
<form method="post" action="/consent" data-consent-step="choose" hidden>
<input type="hidden" name="back" value="${escapeAttribute(back)}">
<fieldset>
<legend class="visually-hidden">Which cookies may we use?</legend>
<label class="consent-option"><input type="checkbox" checked disabled><span><strong>Strictly necessary</strong>: keeping client users signed in and remembering this choice. Always on.</span></label>
<label class="consent-option"><input type="checkbox" name="analytics" value="granted"><span><strong>Analytics</strong>: Google Tag Manager and Google Analytics count visits and forms sent, never what you type.</span></label>
</fieldset>
<button type="submit" class="button">Save my choice</button>
</form>
</div>
</section>`;
}

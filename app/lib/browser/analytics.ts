import { withoutSecrets } from "#app/lib/http/secret-paths.ts";

/**
 * The tag manager's data layer. Events carry paths and form names only:
 * never personal information (POPIA), never a query string, which could, and
 * never a secret address's token (a claim tracker's: ./secret-paths.ts).
 */
export type DataLayerEvent =
  | { event: "pageview"; page: string }
  | { event: "form_submission"; form_name: string; form_area: string; conversionValue: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The value a form submission is worth unless the form says otherwise (docs/specification.md, “Constants”). */
export const DEFAULT_CONVERSION_VALUE = 0.25;

export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function trackPageview(pathname: string): void {
  pushToDataLayer({ event: "pageview", page: withoutSecrets(pathname) });
}

export function trackFormSubmission(formName: string, formArea: string, conversionValue = DEFAULT_CONVERSION_VALUE) {
  pushToDataLayer({ event: "form_submission", form_name: formName, form_area: formArea, conversionValue });
}

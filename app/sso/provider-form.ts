import { parseDomains } from "./domains.ts";

/** The /staff/sso form as typed: everything but the secret comes back on a mistake, so nothing is typed twice. */
export interface ProviderFormValues {
  issuer: string;
  clientId: string;
  domains: string;
  /** Origins besides the issuer's its endpoints may be on, as typed. */
  allowedOrigins: string;
  passwordsAllowed: boolean;
}

export interface ProviderInput {
  issuer: string;
  clientId: string;
  /** Undefined on a change that leaves the saved secret as it is. */
  clientSecret: string | undefined;
  domains: string[];
  /** Origins (scheme, host and port) besides the issuer's that its endpoints may be on (decision 0050). */
  allowedOrigins: string[];
  passwordsAllowed: boolean;
}

export type ProviderFormErrors = Partial<
  Record<"issuer" | "clientId" | "clientSecret" | "domains" | "allowedOrigins", string>
>;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The issuer as OpenID Connect needs it: an https address (http only on this machine, for a provider run beside
 * the site in development and tests), no query or fragment, no trailing slash; its discovery document is
 * `<issuer>/.well-known/openid-configuration`.
 */
export function parseIssuer(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) return undefined;
  return url.href.replace(/\/+$/, "");
}

/**
 * An origin a provider's endpoint may be on: https (http only on this machine, as for the issuer), with no path,
 * query or credentials; written as its origin ("https://login.example.net"). Undefined for anything else.
 */
export function parseOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return undefined;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) return undefined;
  return url.origin;
}

/** The origins of a list typed one per line or separated by commas or spaces; `invalid` holds the rest, as typed. */
export function parseOrigins(text: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    if (!part) continue;
    const origin = parseOrigin(part);
    if (!origin) invalid.push(part);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

/**
 * Checks the form. `hasSecret`: a provider is already saved, so a blank secret keeps it; a new one needs it.
 */
export function parseProviderForm(
  form: FormData,
  hasSecret: boolean,
): { ok: true; input: ProviderInput } | { ok: false; values: ProviderFormValues; errors: ProviderFormErrors } {
  const values: ProviderFormValues = {
    issuer: String(form.get("issuer") ?? "").trim(),
    clientId: String(form.get("clientId") ?? "").trim(),
    domains: String(form.get("domains") ?? ""),
    allowedOrigins: String(form.get("allowedOrigins") ?? ""),
    passwordsAllowed: form.get("passwordsAllowed") === "on",
  };
  const secret = String(form.get("clientSecret") ?? "").trim();
  const errors: ProviderFormErrors = {};

  const issuer = parseIssuer(values.issuer);
  if (!values.issuer) errors.issuer = "Enter the provider's issuer address.";
  else if (!issuer)
    errors.issuer =
      "Enter the issuer as an https address with nothing after the path, e.g. https://login.microsoftonline.com/<tenant id>/v2.0.";

  if (!values.clientId) errors.clientId = "Enter the client (application) id the provider gave this site.";
  else if (values.clientId.length > 255) errors.clientId = "The client id is at most 255 characters.";

  if (!secret && !hasSecret) errors.clientSecret = "Enter the client secret the provider gave this site.";
  else if (secret.length > 128) errors.clientSecret = "The client secret is at most 128 characters.";

  const { domains, invalid } = parseDomains(values.domains);
  if (invalid.length)
    errors.domains = `Not a domain name: ${invalid.slice(0, 5).join(", ")}. Write names like example.co.za.`;
  else if (!domains.length) errors.domains = "Enter at least one e-mail domain, e.g. example.co.za.";
  else if (domains.length > 50) errors.domains = "At most 50 domains.";

  const { origins, invalid: notOrigins } = parseOrigins(values.allowedOrigins);
  if (notOrigins.length)
    errors.allowedOrigins = `Not an origin: ${notOrigins.slice(0, 5).join(", ")}. Write origins like https://login.example.net, with nothing after the name.`;
  else if (origins.length > 10) errors.allowedOrigins = "At most 10 other origins.";

  if (Object.keys(errors).length || !issuer) return { ok: false, values, errors };
  return {
    ok: true,
    input: {
      issuer,
      clientId: values.clientId,
      clientSecret: secret || undefined,
      domains,
      // The issuer's own origin is always allowed: listing it again says nothing.
      allowedOrigins: origins.filter((o) => o !== new URL(issuer).origin),
      passwordsAllowed: values.passwordsAllowed,
    },
  };
}

/**
 * E-mail domains an identity provider signs in (decision 0043). A domain matches exactly, never its
 * subdomains or a longer name ending in it: "pepkor.co.za" does not admit "mail.pepkor.co.za" or
 * "notpepkor.co.za"; an administrator lists each one the company uses.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain name as written, lower-cased, or undefined when it is not one (at least two labels, no scheme or "@"). */
export function normaliseDomain(text: string): string | undefined {
  const domain = text.trim().toLowerCase().replace(/\.$/, "");
  if (domain.length > 253) return undefined;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^[0-9]+$/.test(labels.at(-1)!)) return undefined;
  return domain;
}

/**
 * The domains of a list typed one per line or separated by commas or spaces (an "@" in front is forgiven);
 * `invalid` holds what was not a domain, as typed, for the form's message.
 */
export function parseDomains(text: string): { domains: string[]; invalid: string[] } {
  const domains: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    if (!part) continue;
    const domain = normaliseDomain(part.replace(/^@/, ""));
    if (!domain) invalid.push(part);
    else if (!domains.includes(domain)) domains.push(domain);
  }
  return { domains, invalid };
}

/**
 * An e-mail address as the site matches it, against domains and accounts alike (decision 0050): Unicode
 * compatibility forms folded (NFKC: a full-width "ａ" is "a"), lower-cased, surrounding space and the domain's
 * trailing dot removed. "Alice@SSO.test." is "alice@sso.test", the same account, not a new one beside it.
 */
export function normaliseEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase().replace(/\.+$/, "");
}

/** The domain of an e-mail address, lower-cased, or undefined for something that is not an address. */
export function emailDomain(email: string): string | undefined {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf("@");
  if (at < 1) return undefined;
  return normaliseDomain(address.slice(at + 1));
}

export function domainAllowed(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && domains.includes(domain);
}

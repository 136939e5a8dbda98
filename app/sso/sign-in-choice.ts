import { domainAllowed } from "./domains.ts";

/** What the sign-in page knows of its context's identity provider: no secret, only who it is for. */
export interface ProviderRule {
  domains: readonly string[];
  passwordsAllowed: boolean;
}

export type SignInChoice =
  /** Off to the company's identity provider. */
  | { kind: "provider" }
  /** The password step (and the code step after it when two-factor sign-in is on). */
  | { kind: "password" }
  /** The address is the provider's and its domain may not use passwords. */
  | { kind: "passwords-off" };

/**
 * The e-mail-first decision (decision 0043). An address of a configured domain goes to the provider, unless
 * the person asked for their password and the domain still allows it; any other address, or a context without
 * a provider, signs in with a password as before. `wantsPassword` is the "Use my password" button, or a
 * password already posted.
 */
export function chooseSignIn(email: string, rule: ProviderRule | undefined, wantsPassword: boolean): SignInChoice {
  if (!rule || !domainAllowed(email, rule.domains)) return { kind: "password" };
  if (!wantsPassword) return { kind: "provider" };
  return rule.passwordsAllowed ? { kind: "password" } : { kind: "passwords-off" };
}

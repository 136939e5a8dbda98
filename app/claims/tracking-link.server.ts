import { resolveAuthSecret } from "#app/auth/secret.server.ts";
import { env } from "#app/config/env.server.ts";
import { sealedBox, type SealedBox } from "#app/lib/server/sealed-box.server.ts";

/**
 * The claimant's tracking token, sealed (app/lib/server/sealed-box.server.ts) so that later e-mails can repeat the private link
 * (docs/decisions/0034-claims-owners-messages-and-payments.md). The database alone opens nothing: the key is
 * derived from the server's AUTH_SECRET, which is not in it. Claims are still found by the token's hash.
 */
export type TokenSealer = SealedBox;

export function tokenSealer(secret: string): TokenSealer {
  // A key of its own, so this use of the secret can never be confused with signing sessions.
  return sealedBox(secret, { salt: "kopano-claims", info: "claim tracking link" });
}

let serverSealer: TokenSealer | undefined;

/** The server's sealer, from its AUTH_SECRET (the configured one, or the one generated into DATA_DIR). */
export function trackingTokenSealer(): TokenSealer {
  const config = env();
  serverSealer ??= tokenSealer(resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR));
  return serverSealer;
}

/** The claimant's private tracker, by token. */
export function trackingPath(token: string): string {
  return `/claims/track/${token}`;
}

/** The claim's private tracker address, when its token was kept sealed (claims reported since migration 0016). */
export function trackingUrlOf(claim: { trackingTokenSealed: string | null }, siteUrl: string): string | undefined {
  const token = claim.trackingTokenSealed ? trackingTokenSealer().open(claim.trackingTokenSealed) : undefined;
  return token ? `${siteUrl}${trackingPath(token)}` : undefined;
}

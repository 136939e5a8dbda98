import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { resolveAuthSecret } from "#app/auth/secret.server.ts";
import { env } from "#app/config/env.server.ts";

/**
 * The claimant's tracking token, sealed (AES-256-GCM) so that later e-mails can repeat the private link
 * (docs/decisions/0034-claims-owners-messages-and-payments.md). The database alone opens nothing: the key is
 * derived from the server's AUTH_SECRET, which is not in it. Claims are still found by the token's hash.
 */
export interface TokenSealer {
  seal(token: string): string;
  /** The token, or undefined when the sealed text was not made with this key (e.g. AUTH_SECRET changed). */
  open(sealed: string): string | undefined;
}

export function tokenSealer(secret: string): TokenSealer {
  // A key of its own, so this use of the secret can never be confused with signing sessions.
  const key = Buffer.from(hkdfSync("sha256", secret, "kopano-claims", "claim tracking link", 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
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

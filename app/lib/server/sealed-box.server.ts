import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text sealed with AES-256-GCM under a key derived (HKDF-SHA256) from a server secret for one use only: the
 * claimant's tracking token (app/claims/tracking-link.server.ts) and an identity provider's client secret
 * (app/sso/secret-box.server.ts). The key is never in the database, so a copy of it opens nothing; the
 * authentication tag makes altered text fail to open rather than open to rubbish.
 */
export interface SealedBox {
  seal(text: string): string;
  /** The text, or undefined when it was sealed under another key (the secret changed) or altered. */
  open(sealed: string): string | undefined;
}

export function sealedBox(
  secret: string,
  /** What the key is for (HKDF's salt and info), and a prefix naming the format where one is written. */
  use: { salt: string; info: string; prefix?: string },
): SealedBox {
  const key = Buffer.from(hkdfSync("sha256", secret, use.salt, use.info, 32));
  const head = use.prefix === undefined ? [] : [use.prefix];
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return [...head, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"))].join(".");
    },
    open(sealed) {
      const parts = sealed.split(".");
      if (use.prefix !== undefined && parts.shift() !== use.prefix) return undefined;
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, "base64url"));
      if (parts.length !== 3 || !iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
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

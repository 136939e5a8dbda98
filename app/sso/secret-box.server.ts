import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { env } from "#app/config/env.server.ts";

/**
 * An identity provider's client secret, sealed with AES-256-GCM under a key derived from SSO_SECRET_KEY
 * (decision 0043). The key is never in the database, so a copy of the database (a backup, a leaked dump)
 * opens no provider; the authentication tag makes a changed sealed text fail rather than decrypt to rubbish.
 */
export interface SecretBox {
  seal(secret: string): string;
  /** The secret, or undefined when the sealed text was not made with this key (SSO_SECRET_KEY changed) or was altered. */
  open(sealed: string): string | undefined;
}

const VERSION = "v1";

export function secretBox(keyMaterial: string): SecretBox {
  // A key of its own for this one use, whatever else the configured string might be used for.
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "kopano-sso", "identity provider client secret", 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"))].join(".");
    },
    open(sealed) {
      const [version, ...parts] = sealed.split(".");
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, "base64url"));
      if (version !== VERSION || !iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
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

/** The server's box, from SSO_SECRET_KEY; undefined when it is not set (single sign-on is then off). */
export function serverSecretBox(): SecretBox | undefined {
  const key = env().SSO_SECRET_KEY;
  return key ? secretBox(key) : undefined;
}

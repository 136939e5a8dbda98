import { env } from "#app/config/env.server.ts";
import { sealedBox, type SealedBox } from "#app/lib/server/sealed-box.server.ts";

/**
 * An identity provider's client secret, sealed (app/lib/server/sealed-box.server.ts) under a key from SSO_SECRET_KEY
 * (decision 0043). The key is never in the database, so a copy of the database (a backup, a leaked dump)
 * opens no provider; the authentication tag makes a changed sealed text fail rather than decrypt to rubbish.
 */
export type SecretBox = SealedBox;

export function secretBox(keyMaterial: string): SecretBox {
  // A key of its own for this one use, whatever else the configured string might be used for.
  return sealedBox(keyMaterial, { salt: "kopano-sso", info: "identity provider client secret", prefix: "v1" });
}

/** The server's box, from SSO_SECRET_KEY; undefined when it is not set (single sign-on is then off). */
export function serverSecretBox(): SecretBox | undefined {
  const key = env().SSO_SECRET_KEY;
  return key ? secretBox(key) : undefined;
}

import type { Auths } from "#app/auth/auth.server.ts";
import { unusedTotp } from "./totp.ts";

/**
 * Sets up two-factor sign-in for a staff account through better-auth, as the person would at their
 * first sign-in (decision 0030): the password, a new key, a code from it. Returns the key (base32),
 * the tests' copy of what their authenticator app holds.
 */
export async function setUpTwoFactor(auths: Auths, email: string, password: string): Promise<string> {
  const signedIn = await auths.staff.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const headers = new Headers({
    cookie: signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; "),
  });
  const enabled = await auths.staff.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
  if (!("totpURI" in enabled)) throw new Error("better-auth did not give a key to scan");
  const key = new URL(enabled.totpURI).searchParams.get("secret")!;
  await auths.staff.api.verifyTOTP({ body: { code: await unusedTotp(key) }, headers });
  return key;
}

import { describe, expect, it } from "vitest";

import { returnedSetup } from "./account.server.ts";

const URI = "otpauth://totp/Kopano%20Risk%20Group:risk%40client.co.za?secret=JBSWY3DPEHPK3PXP&issuer=Kopano";

describe("a two-factor set-up sent back with the confirm form", () => {
  it("is shown again when it is one the site could have made", () => {
    const setup = returnedSetup(URI, ["abcde-12345"]);
    expect(setup).toMatchObject({ uri: URI, secret: "JBSWY3DPEHPK3PXP", backupCodes: ["abcde-12345"] });
    expect(setup?.qrPath).toMatch(/^M\d/);
  });

  it("is dropped, not a 500, when the form was tampered with", () => {
    for (const uri of ["otpauth://[", `otpauth://totp/x?secret=${"A".repeat(5000)}`, "https://evil.example", ""]) {
      expect(returnedSetup(uri, []), uri.slice(0, 30)).toBeUndefined();
    }
    expect(
      returnedSetup(
        URI,
        Array.from({ length: 1000 }, () => "x"),
      ),
    ).toBeUndefined();
    expect(returnedSetup(URI, ["x".repeat(100_000)])).toBeUndefined();
  });
});

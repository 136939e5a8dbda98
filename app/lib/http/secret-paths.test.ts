import { describe, expect, it } from "vitest";

import { withoutSecrets } from "#app/lib/http/secret-paths.ts";

const TOKEN = "q3W9-fT_8sLk2VbN0xYzA1cD4eF5gH6iJ7kL8mN9oPq";

describe("paths with their secrets taken out", () => {
  it("replaces a claim tracker's token, however the path is spelt", () => {
    expect(withoutSecrets(`/claims/track/${TOKEN}`)).toBe("/claims/track/[token]");
    expect(withoutSecrets(`/CLAIMS/Track/${TOKEN}/`)).toBe("/CLAIMS/Track/[token]/");
    expect(withoutSecrets(`//claims//track/${TOKEN}`)).toBe("//claims//track/[token]");
    // A short guess is no one's secret, but it is not written down either.
    expect(withoutSecrets("/claims/track/abc")).toBe("/claims/track/[token]");
  });

  it("replaces any long token-like part, encoded or not (better-auth's reset link, a mistyped address)", () => {
    expect(withoutSecrets(`/api/auth/main/reset-password/${TOKEN}`)).toBe("/api/auth/main/reset-password/[token]");
    const encoded = TOKEN.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    expect(withoutSecrets(`/claim/track/${encoded}`)).toBe("/claim/track/[token]");
  });

  it("leaves every other path as it is", () => {
    for (const path of [
      "/",
      "/claims/track",
      "/claims/track/",
      "/claims-handling/report-a-claim",
      "/staff/claims/CLM-7KQ2XM/files/3",
      "/media/news/2026/kopano-wins-an-award-for-claims-service-in-gauteng",
      "/%E2%80%AE",
    ]) {
      expect(withoutSecrets(path), path).toBe(path);
    }
  });
});

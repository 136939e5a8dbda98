import { describe, expect, it } from "vitest";

import { AUTH_API_BODY, bodyLimitFor, FORM_BODY, REQUEST_TIMEOUT_MS, UPLOAD_BODY } from "./body-limits.ts";

describe("body limits by route", () => {
  it("give the claim upload routes 26 MB, streamed, within five minutes", () => {
    for (const path of [
      "/claims-handling/report-a-claim",
      "/claims/report",
      "/claims/track/BAc8wXmxIu9H7TuO7N-tPuycNPeLd26QCi7NeR5EypY",
      "/Pepkor/claims",
    ]) {
      expect(bodyLimitFor(path), path).toBe(UPLOAD_BODY);
    }
    expect(UPLOAD_BODY).toEqual({ maxBytes: 26 * 1024 * 1024, deadlineMs: 300_000, streamed: true });
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(UPLOAD_BODY.deadlineMs);
  });

  it("keep every other form at 100 KB, read whole, and the auth API at 32 KB", () => {
    for (const path of [
      "/claims/track",
      "/complaints",
      "/Pepkor/claims/extra",
      "/claims-handling/report-a-claim.data",
    ]) {
      expect(bodyLimitFor(path), path).toBe(FORM_BODY);
    }
    expect(bodyLimitFor("/api/auth/main/sign-in/email")).toBe(AUTH_API_BODY);
    expect(FORM_BODY.streamed).toBeUndefined();
  });
});

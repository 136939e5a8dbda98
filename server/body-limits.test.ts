import { describe, expect, it } from "vitest";

import {
  ARTICLE_FORM_BODY,
  AUTH_API_BODY,
  bodyLimitFor,
  FORM_BODY,
  PICTURE_UPLOAD_BODY,
  REQUEST_TIMEOUT_MS,
  UPLOAD_BODY,
} from "./body-limits.ts";

describe("body limits by route", () => {
  const multipart = "multipart/form-data; boundary=----x";

  it("give the claim upload routes 26 MB, streamed, within five minutes", () => {
    for (const path of [
      "/claims-handling/report-a-claim",
      "/claims/report",
      "/claims/track/BAc8wXmxIu9H7TuO7N-tPuycNPeLd26QCi7NeR5EypY",
      "/Pepkor/claims",
    ]) {
      expect(bodyLimitFor(path, multipart), path).toBe(UPLOAD_BODY);
      // Files come only in multipart: a URL-encoded post to the same route is an ordinary form's.
      expect(bodyLimitFor(path, "application/x-www-form-urlencoded"), path).toBe(FORM_BODY);
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
      expect(bodyLimitFor(path, multipart), path).toBe(FORM_BODY);
    }
    expect(bodyLimitFor("/api/auth/main/sign-in/email", "application/json")).toBe(AUTH_API_BODY);
    expect(FORM_BODY.streamed).toBeUndefined();
  });

  it("give picture and document uploads 10 MB in multipart, and an article's form 1 MB", () => {
    expect(bodyLimitFor("/staff/content/pictures", multipart)).toBe(PICTURE_UPLOAD_BODY);
    expect(bodyLimitFor("/staff/documents", multipart)).toBe(PICTURE_UPLOAD_BODY);
    expect(bodyLimitFor("/staff/documents", "application/x-www-form-urlencoded")).toBe(FORM_BODY);
    expect(bodyLimitFor("/staff/content/articles/1", "application/x-www-form-urlencoded")).toBe(ARTICLE_FORM_BODY);
  });
});

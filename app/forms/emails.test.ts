import { describe, expect, it } from "vitest";

import { TEST_SITE, expectBothParts } from "#tests/fixtures/emails.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { submissionEmail } from "./emails.ts";

describe("the submission e-mail", () => {
  it("lists the form's answers with its dates in words, and links to the staff page", async () => {
    const payload = { ...validForms.claim_notification, lossDate: "2026-11-20" };
    const { html } = await expectBothParts(
      submissionEmail({
        kind: "claim_notification",
        reference: "CLM-XAANF6",
        formArea: "claims/report",
        payload,
        siteUrl: TEST_SITE,
      }),
      {
        contains: ["20 November 2026", `${TEST_SITE}/staff/submissions/CLM-XAANF6`],
        // The form's own answers: how the team reaches the sender.
        allowed: Object.values(payload).filter((v): v is string => typeof v === "string" && v.includes("@")),
      },
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Date of the loss or incident<\/th><td[^>]*>20 November 2026<\/td>/);
  });
});

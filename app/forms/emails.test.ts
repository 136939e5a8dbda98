import { describe, expect, it } from "vitest";

import { TEST_SITE, expectBothParts } from "#tests/fixtures/emails.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { offices } from "#app/content/offices.ts";
import { formDefinitions } from "./definitions.ts";
import { submissionAcknowledgementEmail, submissionEmail, submissionRecipient, whatHappensNext } from "./emails.ts";

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

describe("an enquiry for an office and the visitor's acknowledgement (issue 36, item 6)", () => {
  const durban = offices.find((o) => o.id === "durban")!;

  it("sends an enquiry for an office to that office's address, anything else to the form's team", () => {
    expect(submissionRecipient("contact_enquiry", validForms.contact_enquiry)).toBe(durban.email);
    expect(submissionRecipient("contact_enquiry", { ...validForms.contact_enquiry, office: "cape-town" })).toBe(
      offices.find((o) => o.id === "cape-town")!.email,
    );
    expect(durban.email).not.toBe(formDefinitions.contact_enquiry.notify);
    expect(submissionRecipient("complaint", validForms.complaint)).toBe(formDefinitions.complaint.notify);
    const email = submissionEmail({
      kind: "contact_enquiry",
      reference: "ENQ-XAANF6",
      formArea: "contact-us",
      payload: validForms.contact_enquiry,
      siteUrl: TEST_SITE,
    });
    expect(email.recipient).toBe(durban.email);
  });

  it("tells the visitor the reference and what happens next, naming the office, and repeats nothing they typed", async () => {
    expect(whatHappensNext("contact_enquiry", validForms.contact_enquiry)).toBe(
      "Our Durban office will answer by the end of the next working day.",
    );
    expect(whatHappensNext("contact_enquiry", { ...validForms.contact_enquiry, office: "gauteng" })).toBe(
      "Our Gauteng head office will answer by the end of the next working day.",
    );
    const email = submissionAcknowledgementEmail({
      kind: "contact_enquiry",
      reference: "ENQ-XAANF6",
      recipient: validForms.contact_enquiry.email,
      payload: validForms.contact_enquiry,
    });
    expect(email).toMatchObject({
      kind: "submission-acknowledgement",
      recipient: "sipho@example.co.za",
      subject: "We have your contact enquiry: ENQ-XAANF6",
    });
    await expectBothParts(email, {
      contains: ["Its reference is ENQ-XAANF6", "Our Durban office will answer by the end of the next working day."],
      lacks: [validForms.contact_enquiry.name, validForms.contact_enquiry.message],
    });
  });
});

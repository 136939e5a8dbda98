import { describe, expect, it } from "vitest";

import { TEST_SITE, expectBothParts } from "#tests/fixtures/emails.ts";
import {
  claimAcknowledgedEmail,
  claimAssignedEmail,
  claimantMessageEmail,
  claimDocumentsEmail,
  claimPaymentEmail,
  claimReceivedEmail,
  claimStepEmail,
  claimTeamEmail,
  handlerMessageEmail,
} from "./emails.ts";
import { CLAIM_STEPS } from "./steps.ts";

const claimant = { recipient: "thandi.nkosi@example.com", name: "Thandi Nkosi" };
const trackingUrl = `${TEST_SITE}/claims/track/Zx8Qp3Lm7Vb2Nc5Rt9Wy4Kd6`;
const trackingPageUrl = `${TEST_SITE}/claims/track`;
const deskUrl = `${TEST_SITE}/staff/claims/CLM-XAANF6`;
const reference = "CLM-XAANF6";

describe("the claim e-mails", () => {
  it("repeat the claimant's private link in every message to them, both parts, naming them", async () => {
    const toClaimant = [
      claimReceivedEmail({ ...claimant, reference, trackingUrl, files: ["invoice.pdf", "photo.jpg"] }),
      ...CLAIM_STEPS.map((step) =>
        claimStepEmail({
          ...claimant,
          reference,
          step,
          progress: { subject: `Your claim ${reference}: ${step}`, lead: `Your claim ${reference} is now ${step}.` },
          note: "Our assessor will call you.",
          trackingPageUrl,
          trackingUrl,
        }),
      ),
      handlerMessageEmail({
        ...claimant,
        reference,
        handlerName: "Sipho Dlamini",
        text: "May our assessor visit on Thursday?",
        trackingPageUrl,
        trackingUrl,
      }),
      claimPaymentEmail({
        ...claimant,
        reference,
        amountCents: 1_234_550,
        onDay: "2026-12-25",
        paymentReference: "EFT-88121",
        trackingPageUrl,
        trackingUrl,
      }),
      claimAcknowledgedEmail({
        ...claimant,
        reference,
        acknowledgement: "Acknowledged by Sipho Dlamini on 6 December 2026 at 10:12",
        next: "Assessor's visit on 9 December 2026",
        trackingPageUrl,
        trackingUrl,
      }),
    ];
    for (const email of toClaimant) {
      const { html } = await expectBothParts(email, {
        name: "Dear Thandi Nkosi,",
        contains: [trackingUrl, reference],
        lacks: [claimant.recipient],
      });
      expect(html).toContain(`href="${trackingUrl}"`);
      expect(html).toContain("Open your claim&#x27;s private page");
    }
  });

  it("give a payment's date in words and its amount as money, and the handler by name", async () => {
    const { html } = await expectBothParts(
      claimPaymentEmail({
        ...claimant,
        reference,
        amountCents: 1_234_550,
        onDay: "2026-12-25",
        paymentReference: "EFT-88121",
        trackingPageUrl,
        trackingUrl,
      }),
      { contains: ["25 December 2026", "R12\u00a0345.50", "EFT-88121"] },
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Paid on<\/th><td[^>]*>25 December 2026<\/td>/);
    // An interim payment, made before the decision, says so and why, from the subject on.
    const interim = claimPaymentEmail({
      ...claimant,
      reference,
      amountCents: 500_000,
      onDay: "2026-12-04",
      paymentReference: "EFT-88100",
      interimReason: "Emergency accommodation while the fire damage is assessed.",
      trackingPageUrl,
      trackingUrl,
    });
    expect(interim.subject).toBe(`Your claim ${reference}: an interim payment`);
    await expectBothParts(interim, {
      contains: ["This is an interim payment, made before we decide the claim: Emergency accommodation"],
    });
    await expectBothParts(
      claimAcknowledgedEmail({
        ...claimant,
        reference,
        acknowledgement: "Acknowledged by Sipho Dlamini on 6 December 2026 at 10:12",
        next: "Assessor's visit on 9 December 2026",
        trackingPageUrl,
        trackingUrl,
      }),
      {
        contains: [
          "Acknowledged by Sipho Dlamini on 6 December 2026 at 10:12: your claim",
          "Next: Assessor's visit on 9 December 2026.",
        ],
      },
    );
    await expectBothParts(
      handlerMessageEmail({
        ...claimant,
        reference,
        handlerName: "Sipho Dlamini",
        text: "May our assessor visit on Thursday?",
        trackingPageUrl,
        trackingUrl,
      }),
      { contains: ["Sipho Dlamini, who is handling your claim", "May our assessor visit on Thursday?"] },
    );
  });

  it("send a claim kept from before the private link to the lookup page instead", async () => {
    const progress = { subject: `Your claim ${reference}: assessor appointed`, lead: "An assessor will contact you." };
    const email = claimStepEmail({
      ...claimant,
      reference,
      step: "assessor-appointed",
      progress,
      note: "",
      trackingPageUrl,
    });
    await expectBothParts(email, { name: "Thandi Nkosi", contains: [trackingPageUrl] });
    expect(email.body).not.toContain("/claims/track/");
  });

  it("tell the claims team by the claimant's and colleagues' names, with the form's dates in words", async () => {
    const details = [
      { label: "Your name", value: "Thandi Nkosi" },
      { label: "E-mail address", value: claimant.recipient },
      { label: "Date of the loss or incident", value: "2026-11-20" },
    ];
    await expectBothParts(claimTeamEmail({ reference, claimantName: "Thandi Nkosi", details, deskUrl }), {
      name: "Thandi Nkosi reported a claim",
      contains: ["20 November 2026", deskUrl],
      // The form's own answer: how the team reaches the claimant.
      allowed: [claimant.recipient],
    });
    const team = [
      claimDocumentsEmail({
        reference,
        claimantName: "Thandi Nkosi",
        files: ["quote.pdf"],
        deskUrl,
        recipient: "claims@kopano-group.co.za",
      }),
      claimantMessageEmail({
        reference,
        recipient: "sipho.dlamini@kopano-group.co.za",
        claimantName: "Thandi Nkosi",
        text: "Thursday suits me.",
        deskUrl,
      }),
    ];
    for (const email of team) await expectBothParts(email, { name: "Thandi Nkosi", contains: [deskUrl] });
    const { html } = await expectBothParts(
      claimAssignedEmail({
        reference,
        recipient: "sipho.dlamini@kopano-group.co.za",
        ownerName: "Sipho Dlamini",
        byName: "Lerato Mokoena",
        deskUrl,
      }),
      { name: "Dear Sipho Dlamini,", contains: ["Lerato Mokoena has made you the owner", deskUrl] },
    );
    expect(html).toContain(`href="${deskUrl}"`);
  });
});

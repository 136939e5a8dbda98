import { describe, expect, it } from "vitest";

import { TEST_SITE, expectBothParts } from "#tests/fixtures/emails.ts";
import {
  boundEmail,
  clientAnswerEmail,
  declinedEmail,
  informationAnsweredEmail,
  informationNeededEmail,
  newRequestEmail,
  quotationRevisedEmail,
  quotationSentEmail,
  withdrawnEmail,
} from "./emails.ts";

const about = { reference: "QR-7KD2M9", client: "Pepkor", link: `${TEST_SITE}/Pepkor/requests/QR-7KD2M9` };
const client = { to: "naledi.mokoena@pepkor.example", name: "Naledi Mokoena" };

describe("the quotation e-mails", () => {
  it("address the client by name, with every date in words and the link to the request", async () => {
    const cases = [
      [quotationSentEmail({ ...about, ...client, validUntil: "2026-12-25" }), ["valid until 25 December 2026"]],
      [quotationRevisedEmail({ ...about, ...client, version: 2, validUntil: "2027-01-31" }), ["31 January 2027"]],
      [
        boundEmail({
          ...about,
          ...client,
          policyNumber: "KRG-PEP-0042",
          cover: { from: "2026-12-01", to: "2027-11-30" },
        }),
        ["from 1 December 2026 to 30 November 2027", "KRG-PEP-0042"],
      ],
      [declinedEmail({ ...about, ...client }), []],
      [withdrawnEmail({ ...about, ...client }), []],
      [informationNeededEmail({ ...about, ...client }), []],
    ] as const;
    for (const [email, contains] of cases) {
      const { html } = await expectBothParts(email, {
        name: "Dear Naledi Mokoena,",
        contains: [...contains, about.link],
        lacks: [client.to],
      });
      expect(html).toContain(`href="${about.link}"`);
    }
  });

  it("name the client's person to underwriting", async () => {
    for (const email of [
      newRequestEmail({ ...about, requestedBy: "Naledi Mokoena", tier: "5% min 5k", renewal: true }),
      clientAnswerEmail({ ...about, answeredBy: "Naledi Mokoena", accepted: true, tier: "5% min 5k" }),
      clientAnswerEmail({ ...about, answeredBy: "Naledi Mokoena", accepted: false }),
      informationAnsweredEmail({ ...about, answeredBy: "Naledi Mokoena" }),
    ]) {
      const { html } = await expectBothParts(email, { name: "Naledi Mokoena of Pepkor", contains: [about.link] });
      expect(html).toContain("on the underwriting desk");
    }
  });

  it("speak to each person told in their role and name who acted (issue 35, item 2)", async () => {
    const sent = quotationSentEmail({
      ...about,
      ...client,
      validUntil: "2026-12-25",
      sentBy: "Sipho Dlamini",
      as: "approvers",
    });
    expect(sent.subject).toBe("Quotation QR-7KD2M9 is waiting for your approval (Pepkor)");
    await expectBothParts(sent, {
      name: "Dear Naledi Mokoena,",
      contains: ["Sipho Dlamini of our underwriting team has sent", "As an approver of your team"],
    });
    const toAdmin = quotationRevisedEmail({
      ...about,
      ...client,
      version: 2,
      validUntil: "2027-01-31",
      sentBy: "Sipho Dlamini",
      as: "client-admins",
    });
    expect(toAdmin.subject).toBe("Quotation QR-7KD2M9 revised (Pepkor)");
    await expectBothParts(toAdmin, { contains: ["Sipho Dlamini of our underwriting team has revised your team's"] });
    const cover = { policyNumber: "KRG-PEP-0042", cover: { from: "2026-12-07", to: "2027-12-06" } };
    const toApprover = boundEmail({
      ...about,
      ...client,
      ...cover,
      as: "accepting-approver",
      acceptedBy: "Naledi Mokoena",
      boundBy: "Sipho Dlamini",
    });
    await expectBothParts(toApprover, {
      contains: ["The cover you accepted", "bound by Sipho Dlamini of our underwriting team"],
    });
    const toRequester = boundEmail({
      ...about,
      ...client,
      ...cover,
      as: "requester",
      acceptedBy: "Thabo Approver",
      boundBy: "Sipho Dlamini",
    });
    await expectBothParts(toRequester, { contains: ["The cover Thabo Approver accepted"], lacks: ["you accepted"] });
    await expectBothParts(withdrawnEmail({ ...about, ...client, by: "Sipho Dlamini", as: "approvers" }), {
      contains: ["Sipho Dlamini of our underwriting team has withdrawn", "can no longer be accepted"],
    });
  });
});

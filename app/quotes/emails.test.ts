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
});

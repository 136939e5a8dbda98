import { describe, expect, it } from "vitest";

import { site } from "#app/config/site.ts";
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

const about = { reference: "KRG-Q-0042", client: "Pepkor", link: "https://example.test/Pepkor/requests/KRG-Q-0042" };
const requester = { ...about, to: "risk@pepkor.example", name: "Thandi Mokoena" };

describe("quotation e-mails", () => {
  it("greet the requesting user, give the link on a line of its own and end with the sign-off", () => {
    const messages = [
      quotationSentEmail({ ...requester, validUntil: "2026-12-31" }),
      declinedEmail(requester),
      informationNeededEmail(requester),
      quotationRevisedEmail({ ...requester, version: 2, validUntil: "2026-12-31" }),
      withdrawnEmail(requester),
      boundEmail({ ...requester, policyNumber: "PK-1", cover: { from: "2027-01-01", to: "2027-12-31" } }),
    ];
    for (const message of messages) {
      const lines = message.body.split("\n");
      expect(message.recipient).toBe(requester.to);
      expect(message.reference).toBe(about.reference);
      expect(lines[0]).toBe("Dear Thandi Mokoena,");
      expect(lines).toContain(about.link);
      expect(lines.slice(-2)).toEqual([site.name, `${site.phone} · ${site.underwritingEmail}`]);
    }
  });

  it("keep what follows the link after it, set apart by a blank line", () => {
    const lines = declinedEmail(requester).body.split("\n");
    const at = lines.indexOf(about.link);
    expect(lines.slice(at, at + 3)).toEqual([
      about.link,
      "",
      `If you would like to talk it through, reply to this e-mail or call us on ${site.phone}.`,
    ]);
  });

  it("go to the underwriting mailbox when the client acts", () => {
    const messages = [
      newRequestEmail({ ...about, requestedBy: "Thandi Mokoena", tier: "5% min 5k", renewal: true }),
      clientAnswerEmail({ ...about, answeredBy: "Thandi Mokoena", accepted: true, tier: "B" }),
      informationAnsweredEmail({ ...about, answeredBy: "Thandi Mokoena" }),
    ];
    for (const message of messages) {
      expect(message.recipient).toBe(site.underwritingEmail);
      expect(message.body).toContain(about.link);
      expect(message.body.endsWith(`${site.phone} · ${site.underwritingEmail}`)).toBe(true);
    }
    expect(messages[0]!.subject).toBe("New renewal quotation request KRG-Q-0042 (Pepkor)");
  });
});

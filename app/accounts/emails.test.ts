import { describe, expect, it } from "vitest";

import { TEST_SITE, expectBothParts } from "#tests/fixtures/emails.ts";
import { invitationEmail, passwordResetEmail } from "./emails.ts";

const link = `${TEST_SITE}/auth/invitation?token=abc123`;

describe("the account e-mails", () => {
  it("name the invited person and the inviter, and label the link by what it does", async () => {
    const { html } = await expectBothParts(
      invitationEmail({
        context: "wholesale",
        to: "zodwa@massmart.example",
        name: "Zodwa Khumalo",
        invitedBy: "Nomsa Dube",
        link,
      }),
      { name: "Dear Zodwa Khumalo,", contains: ["Nomsa Dube has made you an account", link] },
    );
    expect(html).toMatch(/<a href="[^"]+"[^>]*>[\s\S]*Choose your password[\s\S]*<\/a>/);
  });

  it("speak for the group when the command line made the account", async () => {
    const { text } = await expectBothParts(
      invitationEmail({ context: "staff", to: "a@kopano-group.co.za", name: "Ama Owusu", link }),
      {
        name: "Dear Ama Owusu,",
        contains: ["The Kopano Risk Group team has made you an account", "ask us to send a new one"],
      },
    );
    expect(text).not.toContain("npm run users");
  });

  it("send a reset link by the person's name", async () => {
    const { html } = await expectBothParts(
      passwordResetEmail({ to: "zodwa@massmart.example", name: "Zodwa Khumalo", link }),
      {
        name: "Dear Zodwa Khumalo,",
        contains: ["Choose a new password", link],
      },
    );
    expect(html).toContain(`href="${link}"`);
  });
});

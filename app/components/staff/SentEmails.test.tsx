// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { MAX_ATTEMPTS } from "#app/email/progress.ts";
import { deliveryState, emailName, SentEmails, sentEmailView } from "./SentEmails.tsx";

afterEach(cleanup);

const base = { recipient: "thandi@example.co.za", lastError: null };

describe("a claim's or submission's e-mails on the desk (issue 36, item 2)", () => {
  it("name each e-mail and say in plain words where it is: queued, sent, failed and retrying, failed", () => {
    const queued = sentEmailView({ ...base, id: 1, kind: "claim-received", sentAt: null, attempts: 0 });
    const sent = sentEmailView({
      ...base,
      id: 2,
      kind: "claim-notification",
      recipient: "claims@example.com",
      sentAt: new Date("2026-12-06T08:12:00Z"),
      attempts: 1,
    });
    const retrying = sentEmailView({ ...base, id: 3, kind: "claim-step", sentAt: null, attempts: 2, lastError: "421" });
    const failed = sentEmailView({ ...base, id: 4, kind: "claim-payment", sentAt: null, attempts: MAX_ATTEMPTS });
    expect(deliveryState(queued)).toBe("queued");
    expect(deliveryState(sent)).toBe("sent at 2026-12-06 10:12");
    expect(deliveryState(retrying)).toBe("failed and retrying (2 attempts so far; last error: 421)");
    expect(deliveryState(failed)).toBe(`failed, not retried (${MAX_ATTEMPTS} attempts)`);
    render(<SentEmails emails={[queued, sent, retrying, failed]} />);
    const lines = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(lines).toEqual([
      "The claimant's receipt, with the private link (thandi@example.co.za): queued.",
      "The new claim, to the claims team (claims@example.com): sent at 2026-12-06 10:12.",
      "The step and note, to the claimant (thandi@example.co.za): failed and retrying (2 attempts so far; last error: 421).",
      `A payment, to the claimant (thandi@example.co.za): failed, not retried (${MAX_ATTEMPTS} attempts).`,
    ]);
  });

  it("name a kind the list does not know by its kind in words", () => {
    expect(emailName("quote-sent")).toBe("Quote sent");
  });
});

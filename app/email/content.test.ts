import { describe, expect, it } from "vitest";

import { emailOf, toText } from "./content.ts";

describe("an e-mail's one shape (emailOf)", () => {
  const blocks = [{ kind: "paragraph" as const, text: "We have received your claim." }];

  it("heads the message with its subject unless it names its own heading", () => {
    const same = emailOf("claim-received", { recipient: "a@example.co.za", reference: "CLM-ABC123" }, "Received", {
      blocks,
    });
    expect(same.content?.heading).toBe("Received");
    expect(same.body.startsWith("Received\n\n")).toBe(true);
    const own = emailOf("claim-received", { recipient: "a@example.co.za" }, "Subject line", {
      heading: "A heading of its own",
      blocks,
    });
    expect(own.content?.heading).toBe("A heading of its own");
    expect(own.subject).toBe("Subject line");
  });

  it("carries only the envelope's recipient and reference, the text part made from the content", () => {
    const input = { recipient: "a@example.co.za", reference: "CLM-ABC123", name: "Sipho", trackingUrl: "https://x" };
    const email = emailOf("claim-received", input, "Received", { greeting: input.name, blocks });
    expect(Object.keys(email).toSorted()).toEqual(["body", "content", "kind", "recipient", "reference", "subject"]);
    expect(email.body).toBe(toText(email.content!));
    expect(email.body).toContain("Dear Sipho,");
    expect("reference" in emailOf("invitation", { recipient: "a@example.co.za" }, "Hello", { blocks })).toBe(false);
  });
});

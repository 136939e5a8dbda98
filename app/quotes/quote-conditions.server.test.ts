import { expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { findQuoteRequest, storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { listConditions, setCondition } from "#app/quotes/quote-conditions.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { NMI_REQUEST, NOW, UW1 } from "#tests/fixtures/quotes.ts";

describeEachDatabase("a quotation's conditions on $name", (testDb) => {
  const suite = suiteDatabase(testDb);
  useMail();

  it("keeps each line of a version's conditions, tracked met, waived or outstanding with who and when, and a new version's anew", async () => {
    const stored = await storeQuoteRequest(suite(), NMI_REQUEST);
    const step = (action: Parameters<typeof takeQuoteStep>[1]["action"], version: number) =>
      takeQuoteStep(suite(), {
        reference: stored.reference,
        action,
        party: "underwriter",
        actor: UW1,
        version,
        now: NOW,
      });
    await step({ kind: "take-up" }, 1);
    const terms = { options: [{ tier: "Flat 500K", premiumCents: 2_520_000_000 }], validUntil: "2026-12-24" };
    await step(
      { kind: "quote", ...terms, conditions: "- Fire suppression on every truck.\r\n- A survey within 60 days." },
      2,
    );
    const first = await listConditions(suite(), stored.reference, 1);
    expect(first.map((c) => [c.text, c.status, c.dueOn])).toEqual([
      ["Fire suppression on every truck.", "outstanding", null],
      ["A survey within 60 days.", "outstanding", null],
    ]);

    // Met, by whom and when; the other given a due day; each on the desk's timeline and the audit log.
    const later = new Date("2026-11-26T09:00:00Z");
    const set = (id: number, status: "met" | "waived" | "outstanding", dueOn: string | null) =>
      setCondition(suite(), { reference: stored.reference, id, status, dueOn, actor: UW1, now: later });
    expect(await set(first[0]!.id, "met", null)).toBe(true);
    expect(await set(first[1]!.id, "outstanding", "2027-01-31")).toBe(true);
    const tracked = await listConditions(suite(), stored.reference, 1);
    expect(tracked[0]).toMatchObject({ status: "met", statusBy: UW1.email, statusAt: later });
    // A due day alone is no change of standing: nobody is recorded as having marked it.
    expect(tracked[1]).toMatchObject({ status: "outstanding", dueOn: "2027-01-31", statusBy: null });
    const timeline = await quoteTimeline(suite(), (await findQuoteRequest(suite(), stored.reference))!, NOW, {
      internal: true,
    });
    expect(timeline.filter((e) => e.action === "note").map((e) => e.note)).toEqual([
      "Condition 1, “Fire suppression on every truck.”: met",
      "Condition 2, “A survey within 60 days.”: outstanding, due 2027-01-31",
    ]);
    const audit = await listAudit(suite(), { action: "quote-condition-updated" });
    expect(audit.filter((e) => e.target === stored.reference)).toHaveLength(2);

    // A revision brings its own conditions; the replaced version's can no longer be changed.
    await step({ kind: "revise", ...terms, conditions: "A survey within 30 days." }, 3);
    expect((await listConditions(suite(), stored.reference, 2)).map((c) => c.text)).toEqual([
      "A survey within 30 days.",
    ]);
    expect(await set(first[1]!.id, "waived", null)).toBe(false);
    // Another request's condition is never this one's.
    const other = await storeQuoteRequest(suite(), NMI_REQUEST);
    expect(
      await setCondition(suite(), {
        reference: other.reference,
        id: first[0]!.id,
        status: "waived",
        dueOn: null,
        actor: UW1,
      }),
    ).toBe(false);
  });
});

import { expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { findProgrammeData } from "#app/programmes/programme-data.server.ts";
import { countQueue, findQuoteRequest, listQueue, storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { CLIENT, NMI_REQUEST, NOW, UW1, UW2 } from "#tests/fixtures/quotes.ts";

describeEachDatabase("quotation steps on $name", (testDb) => {
  const suite = suiteDatabase(testDb);
  useMail();

  it("binds an overdue renewal from its renewal date, with the reason, and the programme follows the cover (issue 35)", async () => {
    // NMI's renewal fell due on 1 October; its renewal quotation is accepted on 24 November.
    const record = (await findProgrammeData(suite(), "NMI"))!;
    await suite()
      .db.updateTable("programme_data")
      .set({ details: JSON.stringify({ ...record.details, renewalDate: "2026-10-01" }) })
      .where("slug", "=", "NMI")
      .execute();
    const { reference } = await storeQuoteRequest(suite(), { ...NMI_REQUEST, renewal: true }, { actor: CLIENT });
    const step = (
      action: Parameters<typeof takeQuoteStep>[1]["action"],
      party: "underwriter" | "client",
      version: number,
    ) =>
      takeQuoteStep(suite(), { reference, action, party, actor: party === "client" ? CLIENT : UW1, version, now: NOW });
    await step({ kind: "take-up" }, "underwriter", 1);
    const terms = {
      options: [{ tier: "Flat 500K", premiumCents: 2_750_000_00 }],
      conditions: "",
      validUntil: "2026-12-24",
    };
    await step({ kind: "quote", ...terms }, "underwriter", 2);
    await step({ kind: "accept", tier: "Flat 500K" }, "client", 3);
    const bind = { kind: "bind", policyNumber: "KRG-NMI-0412-2026", inceptionDate: "2026-10-01" } as const;
    // Back-dated only with a reason, and never before the renewal date.
    expect(await step(bind, "underwriter", 4)).toMatchObject({ ok: false, reason: "refused" });
    expect(
      await step({ ...bind, inceptionDate: "2026-09-30", backdateReason: "Held covered" }, "underwriter", 4),
    ).toMatchObject({
      ok: false,
      message: "Give the day cover starts: from 1 October 2026, the renewal date, to 22 February 2027.",
    });
    const reason = "Held covered from the renewal date by the broker's letter of 28 September.";
    expect(await step({ ...bind, backdateReason: reason }, "underwriter", 4)).toMatchObject({
      ok: true,
      request: { state: "bound", cover: { from: "2026-10-01", to: "2027-09-30" } },
    });
    const timeline = await quoteTimeline(suite(), (await findQuoteRequest(suite(), reference))!, NOW);
    expect(timeline.at(-1)!.note).toBe(
      `Policy number KRG-NMI-0412-2026; cover from 1 October 2026 to 30 September 2027; back-dated to the renewal date: ${reason}`,
    );
    // Policy number, period and renewal date agree, changed together.
    const after = (await findProgrammeData(suite(), "NMI"))!.details;
    expect([after.policyNumber, after.coverPeriod, after.renewalDate]).toEqual([
      "KRG-NMI-0412-2026",
      { from: "2026-10-01", to: "2027-09-30" },
      "2027-10-01",
    ]);
  });

  it("walks a request through its whole life, each step on the timeline and the audit log", async () => {
    const { reference } = await storeQuoteRequest(suite(), NMI_REQUEST, { actor: CLIENT });
    const step = (
      action: Parameters<typeof takeQuoteStep>[1]["action"],
      party: "underwriter" | "client",
      version: number,
    ) =>
      takeQuoteStep(suite(), {
        reference,
        action,
        party,
        actor: party === "client" ? CLIENT : UW1,
        version,
        now: NOW,
      });
    expect(await step({ kind: "take-up" }, "underwriter", 1)).toMatchObject({
      ok: true,
      request: { state: "in-review", version: 2 },
    });
    const quoted = await step(
      {
        kind: "quote",
        options: [{ tier: "Flat 500K", premiumCents: 2_750_000_00 }],
        conditions: "Fire suppression on all haul trucks.",
        validUntil: "2026-12-24",
      },
      "underwriter",
      2,
    );
    expect(quoted).toMatchObject({
      ok: true,
      request: {
        state: "quoted",
        quotation: {
          version: 1,
          options: [{ tier: "Flat 500K", premiumCents: 2_750_000_00 }],
          conditions: "Fire suppression on all haul trucks.",
          validUntil: "2026-12-24",
        },
      },
    });
    const bind = { kind: "bind", policyNumber: " KRG-NMI-0412-2027 ", inceptionDate: "2026-12-01" } as const;
    // The client may not bind, and underwriting may not accept for the client.
    expect(await step(bind, "client", 3)).toMatchObject({ ok: false, reason: "refused" });
    expect(await step({ kind: "accept", tier: "Flat 500K" }, "underwriter", 3)).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await step({ kind: "accept", tier: "Flat 500K" }, "client", 3)).toMatchObject({
      ok: true,
      request: { state: "accepted", acceptedTier: "Flat 500K" },
    });
    expect(await step(bind, "underwriter", 4)).toMatchObject({
      ok: true,
      request: {
        state: "bound",
        policyNumber: "KRG-NMI-0412-2027",
        version: 5,
        cover: { from: "2026-12-01", to: "2027-11-30" },
      },
    });
    const found = (await findQuoteRequest(suite(), reference))!;
    const timeline = await quoteTimeline(suite(), found, NOW);
    expect(timeline.map((e) => [e.action, e.fromState, e.toState, e.actorEmail])).toEqual([
      ["request", null, "requested", CLIENT.email],
      ["take-up", "requested", "in-review", UW1.email],
      ["quote", "in-review", "quoted", UW1.email],
      ["accept", "quoted", "accepted", CLIENT.email],
      ["bind", "accepted", "bound", UW1.email],
    ]);
    expect(timeline.at(-1)!.note).toBe(
      "Policy number KRG-NMI-0412-2027; cover from 1 December 2026 to 30 November 2027",
    );
    const audit = (await listAudit(suite())).filter((a) => a.target === reference).map((a) => a.action);
    expect(audit.toReversed()).toEqual([
      "quote-requested",
      "quote-taken-up",
      "quote-sent",
      "quote-accepted",
      "quote-bound",
    ]);
    expect(
      await takeQuoteStep(suite(), {
        reference: "Q-NMI-NOSUCH",
        action: { kind: "take-up" },
        party: "underwriter",
        actor: UW1,
        version: 1,
      }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("lets one of two underwriters acting at once through, and tells the other who changed it", async () => {
    const { reference } = await storeQuoteRequest(suite(), NMI_REQUEST, { actor: CLIENT });
    const [a, b] = await Promise.all([
      takeQuoteStep(suite(), {
        reference,
        action: { kind: "take-up" },
        party: "underwriter",
        actor: UW1,
        version: 1,
        now: NOW,
      }),
      takeQuoteStep(suite(), {
        reference,
        action: { kind: "decline", reason: "Outside our appetite." },
        party: "underwriter",
        actor: UW2,
        version: 1,
        now: NOW,
      }),
    ]);
    const results = [a, b];
    const winners = results.filter((r) => r.ok);
    const losers = results.filter((r) => !r.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const winner = winners[0]!.ok ? winners[0]!.request : undefined;
    const winnerEmail = winner!.state === "in-review" ? UW1.email : UW2.email;
    expect(losers[0]).toMatchObject({ ok: false, reason: "conflict", by: winnerEmail });
    expect((losers[0] as { message: string }).message).toContain(`by ${winnerEmail}`);
    // Nothing of the loser's was kept: one step on the timeline after the request, the winner's.
    const found = (await findQuoteRequest(suite(), reference))!;
    expect(found.version).toBe(2);
    expect(found.declineReason).toBe(winner!.state === "declined" ? "Outside our appetite." : null);
    const timeline = await quoteTimeline(suite(), found, NOW);
    expect(timeline.map((e) => e.actorEmail)).toEqual([CLIENT.email, winnerEmail]);

    // A page read before the change is refused too, even for a step that would now be allowed.
    const stale = await takeQuoteStep(suite(), {
      reference,
      action: { kind: "decline", reason: "Too late." },
      party: "underwriter",
      actor: UW2,
      version: 1,
      now: NOW,
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("expires a quotation after its last valid day: refused to the client, shown on the timeline, filtered as expired", async () => {
    const { reference } = await storeQuoteRequest(
      suite(),
      { ...NMI_REQUEST, programme: "Massmart" },
      { actor: CLIENT },
    );
    await takeQuoteStep(suite(), {
      reference,
      action: { kind: "take-up" },
      party: "underwriter",
      actor: UW1,
      version: 1,
      now: NOW,
    });
    await takeQuoteStep(suite(), {
      reference,
      action: {
        kind: "quote",
        options: [{ tier: "Flat 500K", premiumCents: 100_000_00 }],
        conditions: "",
        validUntil: "2026-11-30",
      },
      party: "underwriter",
      actor: UW1,
      version: 2,
      now: NOW,
    });
    const later = new Date("2026-12-01T06:00:00Z");
    const refused = await takeQuoteStep(suite(), {
      reference,
      action: { kind: "accept", tier: "Flat 500K" },
      party: "client",
      actor: CLIENT,
      version: 3,
      now: later,
    });
    expect(refused).toEqual({
      ok: false,
      reason: "refused",
      message: "This quotation expired after 30 November 2026. Ask for a new one.",
    });
    const found = (await findQuoteRequest(suite(), reference))!;
    expect((await quoteTimeline(suite(), found, later)).at(-1)).toMatchObject({
      action: "expire",
      toState: "expired",
    });
    const expired = await listQueue(suite(), { programme: "Massmart", state: "expired", today: "2026-12-01" });
    expect(expired.map((r) => r.reference)).toEqual([reference]);
    expect(await countQueue(suite(), { programme: "Massmart", state: "quoted", today: "2026-12-01" })).toBe(0);
    expect(await countQueue(suite(), { programme: "Massmart", state: "quoted", today: "2026-11-30" })).toBe(1);
  });

  it("withdraws a sent quotation with its reason", async () => {
    const { reference } = await storeQuoteRequest(suite(), NMI_REQUEST, { actor: CLIENT });
    const base = { reference, actor: UW1, party: "underwriter" as const, now: NOW };
    await takeQuoteStep(suite(), { ...base, action: { kind: "take-up" }, version: 1 });
    await takeQuoteStep(suite(), {
      ...base,
      action: {
        kind: "quote",
        options: [{ tier: "Flat 500K", premiumCents: 1_000_00 }],
        conditions: "",
        validUntil: "2026-12-24",
      },
      version: 2,
    });
    const withdrawn = await takeQuoteStep(suite(), {
      ...base,
      action: { kind: "withdraw", reason: " The schedule left out six trucks. " },
      version: 3,
    });
    expect(withdrawn).toMatchObject({
      ok: true,
      request: { state: "withdrawn", withdrawReason: "The schedule left out six trucks." },
    });
    const accept = await takeQuoteStep(suite(), {
      reference,
      actor: CLIENT,
      party: "client",
      now: NOW,
      action: { kind: "accept", tier: "Flat 500K" },
      version: 4,
    });
    expect(accept).toMatchObject({ ok: false, reason: "refused" });
  });
});

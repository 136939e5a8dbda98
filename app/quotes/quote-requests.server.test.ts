import { describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  addQuoteNote,
  countQueue,
  quotationVersions,
  findQuoteRequest,
  listQueue,
  listQuoteRequests,
  newReference,
  quoteTimeline,
  storeQuoteRequest,
  countAwaitingApproval,
  takeQuoteStep,
} from "#app/quotes/quote-requests.server.ts";
import { findProgrammeData } from "#app/programmes/programme-data.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";

describe("quote references", () => {
  it("carry the programme and six characters that cannot be misread", () => {
    for (let i = 0; i < 200; i++) expect(newReference("icebolethugroup")).toMatch(/^Q-ICE-[2-9A-HJ-NP-Z]{6}$/);
    expect(newReference("city-of-joburg")).toMatch(/^Q-CIT-/);
  });
});

const NOW = new Date("2026-11-24T08:00:00Z");
const UW1 = { context: "main", userId: "uw-1", email: "thabo.uw@kopano-group.co.za" };
const UW2 = { context: "main", userId: "uw-2", email: "lindiwe.uw@kopano-group.co.za" };
const CLIENT = { context: "mining", userId: "user-1", email: "risk@nmi.example" };

describeEachDatabase("quote requests on $name", (testDb) => {
  const suite = suiteDatabase(testDb);
  useMail();

  const request = {
    programme: "NMI",
    context: "mining",
    userId: "user-1",
    tier: "Flat 500K",
    schedule: [{ classId: "haul", description: "Haul trucks", quantity: 12, value: 12_500_000 }],
    // The calculator's quotation for the tier, as the quote page stores it (cents).
    quote: {
      tierId: "flat-500k",
      sumInsured: 15_000_000_000,
      basePremium: 2_520_000_000,
      minimumApplied: false,
      sasria: 25_932_174,
      vat: 381_890_000,
      total: 2_927_822_000,
      monthly: 243_985_167,
    },
    premiumCents: 2_927_822_000,
  };

  it("stores a request with a reference, its first timeline entry, an audit entry and its e-mail, in one go", async () => {
    const stored = await storeQuoteRequest(suite(), request, {
      actor: CLIENT,
      emails: (r) => [
        { kind: "quote-request", reference: r.reference, recipient: "uw@x.example", subject: r.reference, body: "New" },
      ],
    });
    expect(stored.reference).toMatch(/^Q-NMI-/);
    const found = await findQuoteRequest(suite(), stored.reference);
    expect(found).toMatchObject({ ...request, reference: stored.reference, state: "requested", version: 1 });
    expect(found!.quotation).toBeNull();
    const timeline = await quoteTimeline(suite(), found!);
    expect(timeline.map((e) => [e.action, e.toState, e.actorEmail])).toEqual([["request", "requested", CLIENT.email]]);
    const mail = await suite().db.selectFrom("outbox").selectAll().where("reference", "=", stored.reference).execute();
    expect(mail.map((m) => m.recipient)).toEqual(["uw@x.example"]);
    const audit = await listAudit(suite(), { action: "quote-requested" });
    expect(audit.some((a) => a.target === stored.reference)).toBe(true);
  });

  it("lists a user's latest requests on a programme, newest first, and nobody else's", async () => {
    const a = await storeQuoteRequest(suite(), { ...request, userId: "user-2" });
    const b = await storeQuoteRequest(suite(), { ...request, userId: "user-2", tier: "Flat 1M" });
    await storeQuoteRequest(suite(), { ...request, userId: "user-3" });
    const list = await listQuoteRequests(suite(), "NMI", "user-2");
    expect(list.map((r) => r.reference)).toEqual([b.reference, a.reference]);
    expect(await listQuoteRequests(suite(), "Pepkor", "user-2")).toEqual([]);
  });

  it("binds an overdue renewal from its renewal date, with the reason, and the programme follows the cover (issue 35)", async () => {
    // NMI's renewal fell due on 1 October; its renewal quotation is accepted on 24 November.
    const record = (await findProgrammeData(suite(), "NMI"))!;
    await suite()
      .db.updateTable("programme_data")
      .set({ details: JSON.stringify({ ...record.details, renewalDate: "2026-10-01" }) })
      .where("slug", "=", "NMI")
      .execute();
    const { reference } = await storeQuoteRequest(suite(), { ...request, renewal: true }, { actor: CLIENT });
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

  it("counts the quotations waiting for approval: sent and still valid, on the programme (issue 35)", async () => {
    const before = await countAwaitingApproval(suite(), "NMI", "2026-11-24");
    const { reference } = await storeQuoteRequest(suite(), request, { actor: CLIENT });
    const step = (action: Parameters<typeof takeQuoteStep>[1]["action"], version: number) =>
      takeQuoteStep(suite(), { reference, action, party: "underwriter", actor: UW1, version, now: NOW });
    await step({ kind: "take-up" }, 1);
    expect(await countAwaitingApproval(suite(), "NMI", "2026-11-24")).toBe(before);
    const terms = { options: [{ tier: "Flat 500K", premiumCents: 1_000_000_00 }], conditions: "" };
    await step({ kind: "quote", ...terms, validUntil: "2026-12-24" }, 2);
    expect(await countAwaitingApproval(suite(), "NMI", "2026-11-24")).toBe(before + 1);
    // Past its last day it has expired; another programme's count is its own.
    expect(await countAwaitingApproval(suite(), "NMI", "2026-12-25")).toBeLessThanOrEqual(before);
    expect(await countAwaitingApproval(suite(), "Pepkor", "2026-11-24")).toBe(0);
  });

  it("walks a request through its whole life, each step on the timeline and the audit log", async () => {
    const { reference } = await storeQuoteRequest(suite(), request, { actor: CLIENT });
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
    const { reference } = await storeQuoteRequest(suite(), request, { actor: CLIENT });
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
    const { reference } = await storeQuoteRequest(suite(), { ...request, programme: "Massmart" }, { actor: CLIENT });
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

  it("asks the client for information, offers options, revises and keeps every version, notes only for the desk", async () => {
    const { reference } = await storeQuoteRequest(suite(), request, { actor: CLIENT });
    let version = 1;
    const step = async (action: Parameters<typeof takeQuoteStep>[1]["action"], party: "underwriter" | "client") => {
      const result = await takeQuoteStep(suite(), {
        reference,
        action,
        party,
        actor: party === "client" ? CLIENT : UW1,
        version,
        now: NOW,
      });
      if (result.ok) version = result.request.version;
      return result;
    };
    await step({ kind: "take-up" }, "underwriter");
    expect(await step({ kind: "ask", question: "Is fire suppression fitted?" }, "underwriter")).toMatchObject({
      ok: true,
      request: { state: "info-needed" },
    });
    expect(await step({ kind: "answer", answer: "On all twelve trucks." }, "client")).toMatchObject({
      ok: true,
      request: { state: "in-review" },
    });
    expect(await addQuoteNote(suite(), { reference, note: "Broker says the fleet grows in March.", actor: UW1 })).toBe(
      true,
    );
    const terms = { conditions: "Fire suppression on all haul trucks.", validUntil: "2026-12-24" };
    // An option on a tier the programme does not have is refused, and nothing is stored.
    expect(
      await step({ kind: "quote", options: [{ tier: "Flat 9M", premiumCents: 1_00 }], ...terms }, "underwriter"),
    ).toMatchObject({ ok: false, reason: "refused", message: "Flat 9M is not one of this programme's tiers." });
    // More than 90 days' validity is refused (the issue's 2030-01-01).
    expect(
      await step(
        { kind: "quote", options: [{ tier: "Flat 500K", premiumCents: 1_00 }], ...terms, validUntil: "2030-01-01" },
        "underwriter",
      ),
    ).toMatchObject({ ok: false, reason: "refused" });
    await step(
      {
        kind: "quote",
        options: [
          { tier: "Flat 500K", premiumCents: 2_750_000_00 },
          { tier: "Flat 1M", premiumCents: 2_400_000_00 },
        ],
        ...terms,
      },
      "underwriter",
    );
    const revised = await step(
      {
        kind: "revise",
        options: [
          { tier: "Flat 500K", premiumCents: 2_700_000_00 },
          { tier: "Flat 1M", premiumCents: 2_350_000_00 },
        ],
        ...terms,
        validUntil: "2026-12-31",
      },
      "underwriter",
    );
    expect(revised).toMatchObject({ ok: true, request: { state: "quoted", quotation: { version: 2 } } });
    const versions = await quotationVersions(suite(), reference);
    expect(versions.map((v) => [v.version, v.options.map((o) => o.premiumCents), v.validUntil])).toEqual([
      [2, [2_700_000_00, 2_350_000_00], "2026-12-31"],
      [1, [2_750_000_00, 2_400_000_00], "2026-12-24"],
    ]);
    expect(await step({ kind: "accept", tier: "Flat 250K" }, "client")).toMatchObject({ ok: false, reason: "refused" });
    expect(await step({ kind: "accept", tier: "Flat 1M" }, "client")).toMatchObject({
      ok: true,
      request: { state: "accepted", acceptedTier: "Flat 1M" },
    });
    const found = (await findQuoteRequest(suite(), reference))!;
    const forClient = await quoteTimeline(suite(), found, NOW);
    const forDesk = await quoteTimeline(suite(), found, NOW, { internal: true });
    expect(forClient.map((e) => e.action)).toEqual([
      "request",
      "take-up",
      "ask",
      "answer",
      "quote",
      "revise",
      "accept",
    ]);
    expect(forDesk.map((e) => e.action)).toEqual([
      "request",
      "take-up",
      "ask",
      "answer",
      "note",
      "quote",
      "revise",
      "accept",
    ]);
    expect(forDesk.find((e) => e.action === "ask")!.note).toBe("Is fire suppression fitted?");
    const audit = (await listAudit(suite())).filter((a) => a.target === reference).map((a) => a.action);
    expect(audit).toEqual(
      expect.arrayContaining(["quote-info-requested", "quote-info-answered", "quote-note-added", "quote-revised"]),
    );
  });

  it("withdraws a sent quotation with its reason", async () => {
    const { reference } = await storeQuoteRequest(suite(), request, { actor: CLIENT });
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

  it("queues requests oldest first, filtered by programme and state", async () => {
    const first = await storeQuoteRequest(suite(), { ...request, programme: "Pepkor", context: "discount-retail" });
    const second = await storeQuoteRequest(suite(), { ...request, programme: "Pepkor", context: "discount-retail" });
    const queue = await listQueue(suite(), { programme: "Pepkor", state: "requested", today: "2026-11-24" });
    expect(queue.map((r) => r.reference)).toEqual([first.reference, second.reference]);
    expect(await countQueue(suite(), { programme: "Pepkor", today: "2026-11-24" })).toBe(2);
    expect(await countQueue(suite(), { programme: "Pepkor", state: "bound", today: "2026-11-24" })).toBe(0);
  });
});

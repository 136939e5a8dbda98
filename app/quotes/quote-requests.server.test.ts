import { describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  countQueue,
  findQuoteRequest,
  listQueue,
  listQuoteRequests,
  newReference,
  quoteTimeline,
  storeQuoteRequest,
  takeQuoteStep,
} from "#app/quotes/quote-requests.server.ts";
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
    quote: { total: 2_927_822_000 },
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
        premiumCents: 2_750_000_00,
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
          premiumCents: 2_750_000_00,
          conditions: "Fire suppression on all haul trucks.",
          validUntil: "2026-12-24",
        },
      },
    });
    // The client may not bind, and underwriting may not accept for the client.
    expect(await step({ kind: "bind", policyNumber: "X" }, "client", 3)).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await step({ kind: "accept" }, "underwriter", 3)).toMatchObject({ ok: false, reason: "refused" });
    expect(await step({ kind: "accept" }, "client", 3)).toMatchObject({ ok: true, request: { state: "accepted" } });
    expect(await step({ kind: "bind", policyNumber: " KRG-NMI-0412-2027 " }, "underwriter", 4)).toMatchObject({
      ok: true,
      request: { state: "bound", policyNumber: "KRG-NMI-0412-2027", version: 5 },
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
    expect(timeline.at(-1)!.note).toBe("Policy number KRG-NMI-0412-2027");
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
      action: { kind: "quote", premiumCents: 100_000_00, conditions: "", validUntil: "2026-11-30" },
      party: "underwriter",
      actor: UW1,
      version: 2,
      now: NOW,
    });
    const later = new Date("2026-12-01T06:00:00Z");
    const refused = await takeQuoteStep(suite(), {
      reference,
      action: { kind: "accept" },
      party: "client",
      actor: CLIENT,
      version: 3,
      now: later,
    });
    expect(refused).toEqual({
      ok: false,
      reason: "refused",
      message: "This quotation expired after 2026-11-30. Ask for a new one.",
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

  it("queues requests oldest first, filtered by programme and state", async () => {
    const first = await storeQuoteRequest(suite(), { ...request, programme: "Pepkor", context: "discount-retail" });
    const second = await storeQuoteRequest(suite(), { ...request, programme: "Pepkor", context: "discount-retail" });
    const queue = await listQueue(suite(), { programme: "Pepkor", state: "requested", today: "2026-11-24" });
    expect(queue.map((r) => r.reference)).toEqual([first.reference, second.reference]);
    expect(await countQueue(suite(), { programme: "Pepkor", today: "2026-11-24" })).toBe(2);
    expect(await countQueue(suite(), { programme: "Pepkor", state: "bound", today: "2026-11-24" })).toBe(0);
  });
});

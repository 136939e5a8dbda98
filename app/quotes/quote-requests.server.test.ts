import { describe, expect, it } from "vitest";

import {
  countQueue,
  findQuoteRequest,
  listQueue,
  listQuoteRequests,
  newReference,
  storeQuoteRequest,
  countAwaitingApproval,
} from "#app/quotes/quote-requests.server.ts";
import { quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { CLIENT, NMI_REQUEST, NOW, UW1 } from "#tests/fixtures/quotes.ts";

describe("quote references", () => {
  it("carry the programme and six characters that cannot be misread", () => {
    for (let i = 0; i < 200; i++) expect(newReference("icebolethugroup")).toMatch(/^Q-ICE-[2-9A-HJ-NP-Z]{6}$/);
    expect(newReference("city-of-joburg")).toMatch(/^Q-CIT-/);
  });
});

describeEachDatabase("quote requests on $name", (testDb) => {
  const suite = suiteDatabase(testDb);
  useMail();

  it("stores a request with a reference, its first timeline entry, an audit entry and its e-mail, in one go", async () => {
    const stored = await storeQuoteRequest(suite(), NMI_REQUEST, {
      actor: CLIENT,
      emails: (r) => [
        { kind: "quote-request", reference: r.reference, recipient: "uw@x.example", subject: r.reference, body: "New" },
      ],
    });
    expect(stored.reference).toMatch(/^Q-NMI-/);
    const found = await findQuoteRequest(suite(), stored.reference);
    expect(found).toMatchObject({ ...NMI_REQUEST, reference: stored.reference, state: "requested", version: 1 });
    expect(found!.quotation).toBeNull();
    const timeline = await quoteTimeline(suite(), found!);
    expect(timeline.map((e) => [e.action, e.toState, e.actorEmail])).toEqual([["request", "requested", CLIENT.email]]);
    const mail = await suite().db.selectFrom("outbox").selectAll().where("reference", "=", stored.reference).execute();
    expect(mail.map((m) => m.recipient)).toEqual(["uw@x.example"]);
    const audit = await listAudit(suite(), { action: "quote-requested" });
    expect(audit.some((a) => a.target === stored.reference)).toBe(true);
  });

  it("lists a user's latest requests on a programme, newest first, and nobody else's", async () => {
    const a = await storeQuoteRequest(suite(), { ...NMI_REQUEST, userId: "user-2" });
    const b = await storeQuoteRequest(suite(), { ...NMI_REQUEST, userId: "user-2", tier: "Flat 1M" });
    await storeQuoteRequest(suite(), { ...NMI_REQUEST, userId: "user-3" });
    const list = await listQuoteRequests(suite(), "NMI", "user-2");
    expect(list.map((r) => r.reference)).toEqual([b.reference, a.reference]);
    expect(await listQuoteRequests(suite(), "Pepkor", "user-2")).toEqual([]);
  });

  it("counts the quotations waiting for approval: sent and still valid, on the programme (issue 35)", async () => {
    const before = await countAwaitingApproval(suite(), "NMI", "2026-11-24");
    const { reference } = await storeQuoteRequest(suite(), NMI_REQUEST, { actor: CLIENT });
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

  it("queues requests oldest first, filtered by programme and state", async () => {
    const first = await storeQuoteRequest(suite(), { ...NMI_REQUEST, programme: "Pepkor", context: "discount-retail" });
    const second = await storeQuoteRequest(suite(), {
      ...NMI_REQUEST,
      programme: "Pepkor",
      context: "discount-retail",
    });
    const queue = await listQueue(suite(), { programme: "Pepkor", state: "requested", today: "2026-11-24" });
    expect(queue.map((r) => r.reference)).toEqual([first.reference, second.reference]);
    expect(await countQueue(suite(), { programme: "Pepkor", today: "2026-11-24" })).toBe(2);
    expect(await countQueue(suite(), { programme: "Pepkor", state: "bound", today: "2026-11-24" })).toBe(0);
  });
});
